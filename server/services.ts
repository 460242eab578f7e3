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

/**
 * LISTINGS_FILE at start-up (decision 135): the export it names is imported into the listings as
 * `npm run listings:import` would, as of the file's last change. The same file at the next start is
 * the same content and changes nothing; a refused file stores nothing and the site starts anyway,
 * each problem in the log.
 */
export async function importListingsFileAtStart(config: Env, database: DatabaseHandle, logger: Logger): Promise<void> {
  const file = config.LISTINGS_FILE;
  if (!file) return;
  const [{ stat }, { importListingsFile, outcomeWords }] = await Promise.all([
    import("node:fs/promises"),
    import("~/features/listings-import/listing-file-import.server"),
  ]);
  const changed = await stat(file).then(
    (stats) => stats.mtime.toISOString().slice(0, 10),
    () => undefined,
  );
  const outcome = await importListingsFile(
    database.db,
    { file, asOf: changed ?? new Date().toISOString().slice(0, 10), skipBad: false },
    { userId: null, actor: "LISTINGS_FILE" },
  );
  if ("missing" in outcome) {
    logger.error({ file }, "LISTINGS_FILE: no such file; no listings imported");
    return;
  }
  const refused = "refused" in outcome.result;
  for (const line of outcome.lines) logger.warn(line);
  logger[refused ? "error" : "info"]({ file }, `LISTINGS_FILE: ${outcomeWords(outcome)}`);
}
