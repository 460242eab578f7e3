import type { StudioServices } from "~/server/studio-services.server";
import { listLeads } from "./leads-inbox.server";
import { parseListQuery } from "./list-query";
import { LEAD_STATUSES } from "./statuses";

/** /studio/leads: a page of the inbox, newest first, by search and status. */
export async function leadsView(db: StudioServices["db"], search: URLSearchParams) {
  const query = parseListQuery(search, LEAD_STATUSES);
  return { query, ...(await listLeads(db, query)) };
}

export type LeadsView = Awaited<ReturnType<typeof leadsView>>;
