import type { Logger } from "pino";
import { DataDirLockedError, openConfiguredDatabase, type DatabaseHandle } from "~/server/db.server";
import type { Env } from "~/server/env.server";
import { DatabaseRateLimitStore } from "~/server/form-guards.server";
import type { FormServices } from "~/server/form-services.server";
import type { StudioServices } from "~/server/studio-services.server";
import type { Delivery } from "./delivery";

/** The database, opened once before the first request (docs/decisions/010), or the process stops. */
export async function openDatabaseOrExit(config: Env): Promise<DatabaseHandle> {
  try {
    return await openConfiguredDatabase(config);
  } catch (error) {
    console.error(error instanceof DataDirLockedError ? error.message : `Cannot open the database: ${String(error)}`);
    process.exit(1);
  }
}

/** What loaders and actions receive in their load context, built once at start-up. */
export type AppServices = {
  forms: FormServices;
  studio: StudioServices;
  /** Set when the rate limit's counters live in the database (several instances on PostgreSQL). */
  rateLimitStore?: DatabaseRateLimitStore;
};

export function appServices(config: Env, database: DatabaseHandle, delivery: Delivery, logger: Logger): AppServices {
  const forms: FormServices = {
    db: database.db,
    delivery: {
      newsletterWebhook: Boolean(delivery.deliverers.newsletter_webhook),
      leadEmail: Boolean(delivery.deliverers.lead_email),
      confirmSignups: Boolean(delivery.deliverers.confirmation_email),
    },
    wakeOutbox: delivery.worker.wake,
  };
  logger.info(
    { database: database.driver, webhook: forms.delivery.newsletterWebhook, email: forms.delivery.leadEmail },
    "forms ready",
  );
  const studio: StudioServices = {
    db: database.db,
    siteUrl: config.SITE_URL,
    secureCookies: config.SITE_URL.startsWith("https://"),
    mailConfigured: delivery.mailConfigured,
    mailer: delivery.mailer,
    wakeOutbox: delivery.worker.wake,
  };
  // Several instances on one PostgreSQL share their rate-limit counters there; the embedded database
  // serves one process, whose memory is enough.
  const rateLimitStore = database.driver === "postgres" ? new DatabaseRateLimitStore(database.db) : undefined;
  return { forms, studio, rateLimitStore };
}
