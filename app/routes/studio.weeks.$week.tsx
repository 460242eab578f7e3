import type { Route } from "./+types/studio.weeks.$week";
import { requireStudioUser } from "~/server/session.server";
import { studioMeta } from "~/features/studio/studio-meta";
import { weekAction, weekOf } from "~/features/weeks/week-actions.server";
import { WeekPage } from "~/features/weeks/week-page";
import { weekPageView } from "~/features/weeks/week-views.server";
import { appContextOf } from "~/server/app-context.server";

export function meta({ params, matches }: Route.MetaArgs) {
  return studioMeta(`Week ${params.week}`, matches);
}

/** A week: its status, its words (the newest version) to edit, and, for owners, every version. */
export async function loader({ request, url, context, params }: Route.LoaderArgs) {
  const signed = await requireStudioUser(request, appContextOf(context));
  return weekPageView(signed, weekOf(params), url.searchParams);
}

/** save, publish (confirmed once when it e-mails), unpublish, delete a draft. */
export async function action({ request, context, params }: Route.ActionArgs) {
  const signed = await requireStudioUser(request, appContextOf(context));
  return weekAction(request, weekOf(params), signed);
}

/** /studio/weeks/:week: write the words, preview, publish, correct, unpublish. */
export default function StudioWeek({ loaderData, actionData }: Route.ComponentProps) {
  return <WeekPage view={loaderData} answer={actionData} />;
}
