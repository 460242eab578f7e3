import type { Logger } from "pino";
import { thirteenWeekTrend } from "~/features/newsletter/report-email-trend";
import { emailSupply } from "~/features/newsletter/report-email-supply";
import { marketHistory } from "~/server/history-source.server";
import { contentVersionsStamp } from "~/server/content-versions.server";
import { sharedWhileInFlight } from "~/server/shared-while-in-flight.server";
import { renderCachesWarmed } from "~/server/render-cache/warming.server";
import { historyCoverage, publishedContracts, publishedWeek } from "~/server/week-store.server";
import type { Database } from "~/server/db.server";
import type { Env } from "~/server/env.server";
import { leadMailDeliverer } from "~/server/lead-mail.server";
import { configuredMailer, type Mailer } from "~/server/mail.server";
import {
  confirmationMailDeliverer,
  digestMailDeliverer,
  reportMailDeliverer,
} from "~/features/newsletter/newsletter-mail.server";
import { MarketLeads } from "~/features/newsletter/market-lead";
import { startOutboxWorker, type Deliverer, type Deliverers, type OutboxWorker } from "~/server/outbox.server";
import { studioLinkMailDeliverer } from "~/server/studio-mail.server";
import { webhookDeliverer } from "~/server/webhook.server";
import { currentIdentity } from "~/server/site-content.server";

export type Delivery = {
  deliverers: Deliverers;
  worker: OutboxWorker;
  mailConfigured: boolean;
  mailer?: Mailer;
  /**
   * The report e-mails' leads, one per distinct market and history (decision 149): its `computed`
   * is what `npm run bench:newsletter` prints beside the number of distinct markets.
   */
  leads: MarketLeads;
};

/**
 * The outbox worker with a deliverer for every kind this configuration can deliver: the newsletter
 * webhook, and every e-mail through the one mailer (app/server/mail.server.ts, decision 104).
 */
export function startDelivery(config: Env, db: Database, logger: Logger): Delivery {
  const deliverers: Deliverers = {};
  if (config.NEWSLETTER_WEBHOOK_URL) deliverers.newsletter_webhook = webhookDeliverer(config.NEWSLETTER_WEBHOOK_URL);
  const mailer = configuredMailer(config);
  const leads = new MarketLeads();
  if (mailer) {
    // Every e-mail names the identity Settings saved, read when it is sent (decision 110).
    const identity = () => currentIdentity(db);
    if (config.LEAD_NOTIFY_TO) {
      deliverers.lead_email = leadMailDeliverer({ mailer, to: config.LEAD_NOTIFY_TO, identity });
    }
    // Studio sign-in: enrolment and sign-in links by e-mail.
    deliverers.studio_link_email = studioLinkMailDeliverer(mailer, identity);
    // The report by e-mail (docs/newsletter.md): sign-ups are confirmed by e-mail and
    // confirmed subscribers receive each published week, or the monthly digest or quarterly
    // report, NEWSLETTER_RATE_PER_MINUTE at most.
    const subscriberMail = {
      db,
      mailer,
      siteUrl: config.SITE_URL,
      weekOf: (week: number) => publishedWeek(db, week),
      // The 13-week trend chart, from the history of published and imported contracts (decision 116).
      trendOf: async (week: { endDate: string }) => {
        const firstDay = (await historyCoverage(db)).map((held) => held.startDate).sort()[0] ?? week.endDate;
        return thirteenWeekTrend(await publishedContracts(db), { endDate: week.endDate, firstDay });
      },
      // The sample days by the one rule the pages use (decision 120).
      sampleOf: async () => (await marketHistory({ forms: { db } })).sample,
      // The week's homes for sale, new listings and months of supply, from the broker's own listings (decision 138).
      supplyOf: async (week: { endDate: string }) => emailSupply(await marketHistory({ forms: { db } }), week),
      // Each subscriber's market, from the same history: one lead per distinct market (decision 149).
      historyOf: () => marketHistory({ forms: { db } }),
      leads,
      // The content versions, one query shared by the e-mails built together (so what one sees is at
      // most one query's time old); the parts above are read once per version.
      contentVersion: sharedWhileInFlight(() => contentVersionsStamp(db)),
    };
    deliverers.confirmation_email = confirmationMailDeliverer(subscriberMail);
    // Warm before anyone asks (decision 108): a report e-mail goes out once this instance's render
    // cache holds the week's page and the index pages of the weeks' current version.
    deliverers.report_email = warmBeforeSending(reportMailDeliverer(subscriberMail));
    // The monthly digest and the quarterly report, queued by `newsletter:digest` (decision 150).
    deliverers.digest_email = digestMailDeliverer(subscriberMail);
  } else if (config.SMTP_URL) {
    logger.warn("SMTP_URL is set without MAIL_FROM or LEAD_NOTIFY_TO: no sender, so no e-mail is sent");
  }
  const worker = startOutboxWorker(db, deliverers, {
    logger: logger.child({ component: "outbox" }),
    leaseMs: config.OUTBOX_LEASE_SECONDS * 1000,
    // One rate for every e-mail to the list: the two kinds share it (SHARED_RATES, decision 150).
    rateLimits: {
      report_email: config.NEWSLETTER_RATE_PER_MINUTE,
      digest_email: config.NEWSLETTER_RATE_PER_MINUTE,
    },
  });
  return { deliverers, worker, mailConfigured: Boolean(mailer), mailer, leads };
}

/**
 * A deliverer that first waits (15 s at most) until the weekly pages of the current version are
 * warm; the wait is part of the try's preparation, so the deliverer still marks its transmission.
 */
export function warmBeforeSending(deliver: Deliverer, warm: () => Promise<void> = renderCachesWarmed): Deliverer {
  const warmed: Deliverer = async (payload, idempotencyKey, attempt) => {
    await warm();
    await deliver(payload, idempotencyKey, attempt);
  };
  return deliver.marksTransmission ? Object.assign(warmed, { marksTransmission: true as const }) : warmed;
}
