import { subscribers } from "../../../db/schema";
import type { FormServices } from "~/server/form-services.server";
import { enqueue } from "~/server/outbox.server";
import { webhookPayload, type SignupInput } from "./signup-schema";

/**
 * Stores a sign-up, one row per e-mail address compared case-insensitively: signing up again
 * updates the row. The webhook delivery (spec 7 payload) is queued in the same transaction.
 */
export async function recordSignup(services: FormServices, signup: SignupInput, now = new Date()): Promise<number> {
  const id = await services.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(subscribers)
      .values({ ...signup, emailKey: signup.email.toLowerCase(), createdAt: now, updatedAt: now })
      .onConflictDoUpdate({
        target: subscribers.emailKey,
        set: {
          firstName: signup.firstName,
          lastName: signup.lastName,
          email: signup.email,
          userType: signup.userType,
          brokerage: signup.brokerage,
          updatedAt: now,
        },
      })
      .returning({ id: subscribers.id });
    if (services.delivery.newsletterWebhook) {
      await enqueue(tx, "newsletter_webhook", webhookPayload(signup, now));
    }
    return row!.id;
  });
  services.wakeOutbox();
  return id;
}
