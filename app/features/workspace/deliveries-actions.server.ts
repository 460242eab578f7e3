import { data } from "react-router";
import { z } from "zod";
import { formValues } from "~/server/form-values.server";
import type { StudioUser } from "~/server/session.server";
import type { StudioServices } from "~/server/studio-services.server";
import { digestSendProgress, listUndelivered, reportSendProgress, retryDelivery } from "./deliveries.server";
import { parseListQuery } from "./list-query";
import { DELIVERY_STATES } from "./statuses";

/** /studio/deliveries: the page of rows not delivered (filtered by state), each weekly send's and each digest period's progress. */
export async function deliveriesView(db: StudioServices["db"], search: URLSearchParams) {
  const query = parseListQuery(search, DELIVERY_STATES);
  const [list, sends, digests] = await Promise.all([
    listUndelivered(db, { state: query.status, page: query.page }),
    reportSendProgress(db),
    digestSendProgress(db),
  ]);
  return { query, sends, digests, ...list };
}

export type DeliveriesView = Awaited<ReturnType<typeof deliveriesView>>;

const retrySchema = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });

export type DeliveriesActionData = { ok: boolean; message: string };

/** "Retry now": the row is due at once and the worker is woken. */
export async function retryAction(
  request: Request,
  { user, services }: { user: StudioUser; services: StudioServices },
) {
  const parsed = retrySchema.safeParse((await formValues(request)) ?? {});
  if (!parsed.success) return data<DeliveriesActionData>({ ok: false, message: "No such delivery." }, { status: 400 });
  const result = await retryDelivery(services.db, user, parsed.data.id);
  if (result === "not-found") {
    return data<DeliveriesActionData>(
      { ok: false, message: "That delivery is already made or no longer exists." },
      { status: 404 },
    );
  }
  if (result === "in-flight") {
    return data<DeliveriesActionData>(
      { ok: false, message: "That delivery is being tried right now." },
      { status: 409 },
    );
  }
  services.wakeOutbox();
  return data<DeliveriesActionData>({ ok: true, message: `Delivery ${parsed.data.id} will be tried again now.` });
}
