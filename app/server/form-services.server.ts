import type { Database } from "./db.server";

/** What the form actions receive in their load context (server.ts builds it once at start-up). */
export type FormServices = {
  db: Database;
  /** Which deliveries are configured; an unconfigured one means "stored only". */
  delivery: {
    newsletterWebhook: boolean;
    leadEmail: boolean;
    /** SMTP_URL is set: sign-ups are confirmed by e-mail first (double opt-in, issue 20). */
    confirmSignups: boolean;
  };
  /** Tells the outbox worker that new rows are waiting. */
  wakeOutbox: () => void;
};

/** Spec-style message for a post over the rate limit (app/server/form-guards.server.ts). */
export const RATE_LIMITED_MESSAGE = "Too many submissions from your network. Please wait a minute and try again.";

/** The form services of a request, or a clear error when the server was started without them. */
export function formServicesFrom(context: { forms?: FormServices }): FormServices {
  if (!context.forms) throw new Error("The database is not open in this process (server.ts opens it at start-up).");
  return context.forms;
}
