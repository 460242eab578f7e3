import type { Route } from "./+types/studio.weeks.$week.preview";
import { requireStudioUser } from "~/server/session.server";
import { studioMeta } from "~/features/studio/studio-meta";
import { WeekPreviewPage } from "~/features/weeks/week-preview-page";
import { weekPreviewAction, weekPreviewView } from "~/features/weeks/week-preview.server";

export function meta({ params }: Route.MetaArgs) {
  return studioMeta(`Preview of week ${params.week}`);
}

/** A version of a week as its public page and its report e-mail will show it (an earlier one: owners). */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  return weekPreviewView(await requireStudioUser(request, context), params, request);
}

/** "Send a test to me": the version's report e-mail to the signed-in person only. */
export async function action({ request, context, params }: Route.ActionArgs) {
  return weekPreviewAction(await requireStudioUser(request, context), params, request);
}

/** /studio/weeks/:week/preview: the public page, then the report e-mail. */
export default function StudioWeekPreview({ loaderData, actionData }: Route.ComponentProps) {
  return <WeekPreviewPage preview={loaderData} answer={actionData} />;
}
