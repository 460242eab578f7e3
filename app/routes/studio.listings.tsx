import type { Route } from "./+types/studio.listings";
import { requireStudioUser } from "~/server/session.server";
import { studioMeta } from "~/features/studio/studio-meta";
import { formatStudioTime } from "~/lib/studio-time";
import { longDateRange } from "~/domain/archive";
import { formatLongDate } from "~/lib/format";
import { listingsAction } from "~/features/listings-import/listings-actions.server";
import { listingUploadList } from "~/features/listings-import/listing-apply.server";
import { ListingsPage } from "~/features/listings-import/listings-page";
import { storedListings } from "~/server/listing-store.server";
import { appContextOf } from "~/server/app-context.server";

export function meta({ matches }: Route.MetaArgs) {
  return studioMeta("Listings", matches);
}

const NOTICES: Record<string, (id: string) => string> = {
  applied: (id) => `Export ${id} applied: the dashboard, the market trends and the reports read it now.`,
  already: (id) => `This export was applied before (export ${id}): nothing changed.`,
  removed: (id) => `Export ${id} removed: its listings are as the other exports show them.`,
};

/** Owners and editors: the listings exports applied, and the upload form (decision 134). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { user, services } = await requireStudioUser(request, appContextOf(context));
  const search = new URL(request.url).searchParams;
  const notice = Object.entries(NOTICES).find(([key]) => /^\d+$/.test(search.get(key) ?? ""));
  const uploads = (await listingUploadList(services.db)).map((upload) => ({
    id: upload.id,
    fileName: upload.fileName,
    asOf: formatLongDate(upload.asOf),
    covers: longDateRange(upload.coversFrom, upload.asOf),
    rows: upload.rowCount,
    refused: upload.refusedCount,
    added: upload.addedCount,
    changed: upload.changedCount,
    applied: `${formatStudioTime(upload.createdAt)} by ${upload.actor}`,
  }));
  return {
    uploads,
    listings: (await storedListings(services.db)).histories.length,
    notice: notice ? notice[1](search.get(notice[0])!) : undefined,
    canRemove: user.role === "owner",
    today: new Date().toISOString().slice(0, 10),
  };
}

/** Check, map, apply; remove (owners). */
export async function action({ request, context }: Route.ActionArgs) {
  return listingsAction(request, await requireStudioUser(request, appContextOf(context)));
}

export default function StudioListings({ loaderData, actionData }: Route.ComponentProps) {
  return <ListingsPage view={loaderData} answer={actionData} />;
}
