// The subscribers' pages of the studio: the list (/studio/subscribers) and a person's deletion
// request (/studio/subscribers/:id/delete), their loaders' views and the deletion's action.
import { data, redirect } from "react-router";
import { z } from "zod";
import { formValues } from "~/server/form-values.server";
import type { StudioUser } from "~/server/session.server";
import type { StudioServices } from "~/server/studio-services.server";
import { parseListQuery } from "./list-query";
import { SUBSCRIBER_STATUSES } from "./statuses";
import { deletePersonData, listSubscribers, personDataOf, type MarketWordsOf } from "./subscriber-list.server";

/** The counts a deletion redirects with (?deleted=1&leads=&signups=&deliveries=), shown once. */
const count = z.coerce.number().int().min(0).max(1_000_000).catch(0);
const deletedSchema = z.object({ leads: count, signups: count, deliveries: count });

/**
 * /studio/subscribers: a page of sign-ups by search and status, each with its market in words
 * (`wordsOf`, the newsletter's), and the counts of a deletion just made. `canChangeMarkets`: an
 * owner's list links each subscriber's market form.
 */
export async function subscribersView(
  { user, services }: { user: StudioUser; services: StudioServices },
  search: URLSearchParams,
  wordsOf: MarketWordsOf,
) {
  const query = parseListQuery(search, SUBSCRIBER_STATUSES);
  const deleted = search.get("deleted") === "1" ? deletedSchema.parse(Object.fromEntries(search)) : null;
  const { rows, total } = await listSubscribers(services.db, query);
  return {
    query,
    deleted,
    total,
    rows: rows.map((row) => ({ ...row, market: wordsOf(row) })),
    canChangeMarkets: user.role === "owner",
  };
}

export type SubscribersView = Awaited<ReturnType<typeof subscribersView>>;

const idSchema = z.coerce.number().int().min(1).max(2_147_483_647);
/** The confirmation button's value: a post without it (a forged or mistyped form) deletes nothing. */
const confirmSchema = z.object({ confirm: z.literal("delete") });

/** The subscriber's id from the address: anything but a positive whole number is a 404. */
export function subscriberIdOf(params: { id?: string }): number {
  const id = idSchema.safeParse(params.id);
  if (!id.success) throw data("No such subscriber.", { status: 404 });
  return id.data;
}

/** What will be deleted for the subscriber's address; a 404 when there is nothing left. */
export async function personDataView(db: StudioServices["db"], id: number) {
  const found = await personDataOf(db, id);
  if (!found) throw data("No such subscriber: their data may already be deleted.", { status: 404 });
  return found;
}

export type PersonDataView = Awaited<ReturnType<typeof personDataView>>;
export type DeletePersonDataAnswer = { error: string };

/** Deletes the address's leads, sign-ups and deliveries, then back to the list with the counts. */
export async function deletePersonDataAction(
  request: Request,
  id: number,
  { user, services }: { user: StudioUser; services: StudioServices },
) {
  const values = await formValues(request);
  if (!confirmSchema.safeParse(values ?? {}).success) {
    return data<DeletePersonDataAnswer>({ error: "Press “Delete everything” to confirm." }, { status: 400 });
  }
  const gone = await deletePersonData(services.db, user, id);
  if (!gone) throw data("No such subscriber: their data may already be deleted.", { status: 404 });
  const counts = new URLSearchParams({
    deleted: "1",
    signups: String(gone.subscribers),
    leads: String(gone.leads),
    deliveries: String(gone.deliveries),
  });
  return redirect(`/studio/subscribers?${counts}`);
}
