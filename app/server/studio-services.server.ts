import type { Database } from "./db.server";
import type { Mailer } from "./mail.server";

/**
 * What the /studio routes receive in their load context (server.ts builds it once at start-up).
 * Absent while prerendering: no studio page is prerendered.
 */
export type StudioServices = {
  db: Database;
  /** SITE_URL without a trailing slash: the origin passkeys are bound to and links point at. */
  siteUrl: string;
  /** Cookies get `Secure` and the `__Host-` prefix when the site is served over https. */
  secureCookies: boolean;
  /** Whether e-mail can be sent (SMTP_URL); without it, links are printed by the command line. */
  mailConfigured: boolean;
  /** The site's one mailer, when configured: the preview's "Send a test to me" sends through it. */
  mailer?: Mailer;
  /** Tells the outbox worker that new rows are waiting. */
  wakeOutbox: () => void;
};

/** The studio services of a request, or a clear error when the server was started without them. */
export function studioServicesFrom(context: { studio?: StudioServices }): StudioServices {
  if (!context.studio) throw new Error("The database is not open in this process (server.ts opens it at start-up).");
  return context.studio;
}
