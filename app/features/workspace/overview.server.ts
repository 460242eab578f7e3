import type { Database } from "~/server/db.server";
import { countUndelivered } from "./deliveries.server";
import { countNewLeads } from "./leads-inbox.server";
import { countSubscribersByStatus } from "./subscriber-list.server";

/** The overview's figures: leads waiting for an answer, sign-ups by status, deliveries not made. */
export async function workspaceOverview(db: Database) {
  const [newLeads, subscribers, deliveries] = await Promise.all([
    countNewLeads(db),
    countSubscribersByStatus(db),
    countUndelivered(db),
  ]);
  return { newLeads, subscribers, deliveries };
}
