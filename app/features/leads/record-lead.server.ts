import { leads } from "~db/schema";
import type { FormServices } from "~/server/form-services.server";
import { enqueue } from "~/server/outbox.server";
import type { ContactInput } from "./contact-schema";

/** Stores a lead and, when e-mail is configured, its notification, in one transaction. */
export async function recordLead(services: FormServices, lead: ContactInput, now = new Date()): Promise<number> {
  const id = await services.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(leads)
      .values({ ...lead, createdAt: now })
      .returning({ id: leads.id });
    if (services.delivery.leadEmail) {
      await enqueue(tx, "lead_email", { ...lead, receivedAt: now.toISOString() });
    }
    return row!.id;
  });
  services.wakeOutbox();
  return id;
}
