import type { Route } from "./+types/studio.weeks";
import { requireStudioUser } from "~/features/studio/session.server";
import { studioMeta } from "~/features/studio/studio-meta";
import { uploadAction } from "~/features/weeks/upload-actions.server";
import { WeekListPage } from "~/features/weeks/week-list-page";
import { weekListView } from "~/features/weeks/week-views.server";

export function meta() {
  return studioMeta("Weekly reports");
}

/** Every week with its status, and the upload form. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { services } = await requireStudioUser(request, context);
  return weekListView(services, new URL(request.url).searchParams);
}

/** The upload's two steps, "check" and "create" (decision 090). */
export async function action({ request, context }: Route.ActionArgs) {
  return uploadAction(request, await requireStudioUser(request, context));
}

/** /studio/weeks: the weeks, their status and version, and a new week from an MLS export. */
export default function StudioWeeks({ loaderData, actionData }: Route.ComponentProps) {
  return <WeekListPage view={loaderData} answer={actionData} />;
}
