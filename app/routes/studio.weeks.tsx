import type { Route } from "./+types/studio.weeks";
import { requireStudioUser } from "~/server/session.server";
import { studioMeta } from "~/features/studio/studio-meta";
import { formatStudioTime } from "~/lib/studio-time";
import { uploadAction } from "~/features/weeks/upload-actions.server";
import { WeekListPage } from "~/features/weeks/week-list-page";
import { columnMaps } from "~/features/weeks/week-uploads.server";
import { weekListView } from "~/features/weeks/week-views.server";
import { longDateRange } from "~/domain/archive";
import { historyImportList } from "~/server/week-store.server";
import { appContextOf } from "~/server/app-context.server";

export function meta({ matches }: Route.MetaArgs) {
  return studioMeta("Weekly reports", matches);
}

/** Every week with its status, the upload form, and the column mappings saved for MLS exports. */
export async function loader({ request, url, context }: Route.LoaderArgs) {
  const { user, services } = await requireStudioUser(request, appContextOf(context));
  const search = url.searchParams;
  const view = await weekListView(services, search);
  const mappings = (await columnMaps(services.db)).map((mapping) => ({
    ...mapping,
    updatedAt: formatStudioTime(mapping.updatedAt),
  }));
  // The imports of history weeks (decision 116), each with its "Remove this history" form.
  const history = (await historyImportList(services.db)).map((row) => ({
    id: row.id,
    fileName: row.fileName,
    dates: longDateRange(row.startDate, row.endDate),
    weeks: row.weeks,
    contracts: row.contracts,
    imported: `${formatStudioTime(row.createdAt)} by ${row.actor}`,
  }));
  return {
    ...view,
    mappingNotice: search.get("mapping") === "forgotten" ? "The column mapping was forgotten." : undefined,
    mappings,
    canForgetMappings: user.role === "owner",
    history,
  };
}

/** The upload's steps, "check", "map" and "create" (decisions 090, 106), forgetting a mapping, the bulk import and removing history (112, 116). */
export async function action({ request, context }: Route.ActionArgs) {
  return uploadAction(request, await requireStudioUser(request, appContextOf(context)));
}

/** /studio/weeks: the weeks, their status and version, and a new week from an MLS export. */
export default function StudioWeeks({ loaderData, actionData }: Route.ComponentProps) {
  return <WeekListPage view={loaderData} answer={actionData} />;
}
