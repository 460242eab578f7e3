import type { Database } from "./db.server";

/** What the form actions receive in their load context (server.ts builds it once at start-up). */
export type FormServices = {
  db: Database;
  /** Which deliveries are configured; an unconfigured one means "stored only". */
  delivery: {
    newsletterWebhook: boolean;
    leadEmail: boolean;
    /** SMTP_URL is set: sign-ups are confirmed by e-mail first (double opt-in). */
    confirmSignups: boolean;
  };
  /** Tells the outbox worker that new rows are waiting. */
  wakeOutbox: () => void;
};

/** Spec-style message for a post over the rate limit (app/server/form-guards.server.ts). */
export const RATE_LIMITED_MESSAGE = "Too many submissions from your network. Please wait a minute and try again.";

/** A post over the size limit (only a hand-made one can be): its words come back cut to their fields' limits. */
export const TOO_LARGE_MESSAGE =
  "Nothing was sent: the form was larger than its fields allow. What you typed is below, cut to each field\u2019s limit; check it and send again.";

/** What the visitors' form actions read of the load context: their services and the guards' marks. */
export type FormContext = { forms?: FormServices; rateLimited?: boolean; bodyTooLarge?: boolean };

/** The form services of a request, or a clear error when the server was started without them. */
export function formServicesFrom(context: { forms?: FormServices }): FormServices {
  if (!context.forms) throw new Error("The database is not open in this process (server.ts opens it at start-up).");
  return context.forms;
}
