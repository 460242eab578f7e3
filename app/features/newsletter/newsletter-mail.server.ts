// The e-mails to subscribers: the confirmation of a sign-up, the weekly report, the monthly digest
// and the quarterly report (decision 150), delivered by the outbox worker through the site's one
// mailer (mail.server.ts).
import type { DaySpan, WeeklyMarket } from "~/domain/weekly-market";
import { createHash, randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { subscribers } from "~db/schema";
import { confirmationEmail, confirmUrl } from "~/features/newsletter/confirmation-email";
import { CHART_CID, renderReportEmail, TREND_CID } from "~/features/newsletter/report-email";
import { reportEmailModel, reportEmailText, type ReportEmailModel } from "~/features/newsletter/report-email-model";
import { issueConfirmToken, markBounced } from "~/features/newsletter/subscription.server";
import { issuePreferenceLink } from "~/features/newsletter/preferences.server";
import { knownChoice } from "~/features/newsletter/market-choice";
import { MarketLeads, type MarketLead } from "~/features/newsletter/market-lead";
import { MarketDigests, type DigestHistory, type MarketDigest } from "~/features/newsletter/digest";
import { digestEmailModel, digestEmailText } from "~/features/newsletter/digest-email-model";
import { renderDigestEmail } from "~/features/newsletter/digest-email";
import { DIGEST_CADENCES, periodById, type DigestCadence } from "~/domain/digest-periods";
import type { WeeklyReportData } from "~/domain/contract-types";
import type { Database } from "~/server/db.server";
import { DEFAULT_IDENTITY, type PublicIdentity } from "~/lib/site-identity";
import { currentIdentity } from "~/server/site-content.server";
import type { Mailbox } from "~/server/env.server";
import type { MailMessage, Mailer } from "~/server/mail.server";
import { PermanentDeliveryError, type Deliverer, type DeliveryAttempt } from "~/server/outbox.server";
import { renderReportChart, renderTrendChart } from "~/server/report-chart.server";
import type { TrendPoint } from "./report-email-trend";
import type { EmailSupply } from "./report-email-supply";

export type SubscriberMailOptions = {
  db: Database;
  mailer: Mailer;
  siteUrl: string;
  /** A published week's data: publishedWeek(db, week) of app/server/week-store.server.ts. */
  weekOf: (week: number) => Promise<WeeklyReportData | undefined>;
  /** The 13 weeks of history ending with the week's; no trend chart without it. */
  trendOf?: (week: WeeklyReportData) => Promise<TrendPoint[]>;
  /** The history's sample days (decision 120), for the e-mail's sample sentence. */
  sampleOf?: () => Promise<readonly DaySpan[]>;
  /** The week's supply lines from the broker's own listings (decision 138); none without it. */
  supplyOf?: (week: WeeklyReportData) => Promise<EmailSupply | null>;
  /** The history each subscriber's market is read from (decision 149); no lead without it. */
  historyOf?: () => Promise<{ market: WeeklyMarket; sample: readonly DaySpan[] }>;
  /** Each distinct market's lead, computed once per history; a fresh one per deliverer when not given. */
  leads?: MarketLeads;
  /**
   * A stamp of every content version (contentVersionsStamp of app/server/content-versions.server.ts),
   * read once per e-mail: while it is the same, the parts every e-mail of a send shares are reused
   * (sharedPerContent). Without it, or when it answers null, each e-mail reads them afresh.
   */
  contentVersion?: () => Promise<string | null>;
};

/**
 * The opaque id of one report e-mail: the random `messageKey` its row got when it was queued
 * (queue-report.server.ts). The idempotency key names the week and the subscriber's id, so it never
 * goes into a header; a row queued before the payload carried one gets a SHA-256 of its key.
 */
export function reportMessageKey(payload: Record<string, unknown>, idempotencyKey: string): string {
  if (typeof payload.messageKey === "string" && /^[\w-]{16,64}$/.test(payload.messageKey)) return payload.messageKey;
  return createHash("sha256").update(idempotencyKey).digest("hex").slice(0, 32);
}

/** Sends to a subscriber; an address refused for good (mail.server.ts) is marked bounced and the row dead. */
async function send(
  options: SubscriberMailOptions,
  subscriberId: number,
  message: MailMessage,
  attempt?: DeliveryAttempt,
): Promise<void> {
  // Recorded before the message leaves: a crash before this point sent nothing (decision 127).
  await attempt?.transmitting();
  try {
    await options.mailer.send(message);
  } catch (error) {
    if (!(error instanceof PermanentDeliveryError)) throw error;
    await markBounced(options.db, subscriberId);
    throw new PermanentDeliveryError(`${error.message}; address marked bounced`);
  }
}

/** Sends the confirmation e-mail of a pending sign-up, with a fresh single-use link; nothing once confirmed. */
export function confirmationMailDeliverer(options: SubscriberMailOptions): Deliverer {
  return async (payload, idempotencyKey) => {
    const subscriberId = Number(payload.subscriberId);
    const issued = await issueConfirmToken(options.db, subscriberId);
    if (!issued) return;
    // The identity Settings saved (decision 110), read when the e-mail is sent.
    const site = await currentIdentity(options.db);
    const mail = confirmationEmail({
      siteName: site.name,
      firstName: issued.subscriber.firstName,
      url: confirmUrl(options.siteUrl, issued.token),
      sender: `${site.broker.name}, ${site.broker.brokerage}, ${site.broker.office}`,
    });
    await send(options, subscriberId, {
      id: idempotencyKey,
      to: issued.subscriber.email,
      subject: mail.subject,
      text: mail.text,
    });
  };
}

/** The trend charts drawn lately, by their numbers: every subscriber of a week gets the same one. */
const trendCharts = new Map<string, Promise<Buffer>>();
function trendChartOf(trend: readonly TrendPoint[]): Promise<Buffer> {
  const key = JSON.stringify(trend);
  let chart = trendCharts.get(key);
  if (!chart) {
    if (trendCharts.size >= 8) trendCharts.delete(trendCharts.keys().next().value!);
    chart = renderTrendChart(trend);
    trendCharts.set(key, chart);
    chart.catch(() => trendCharts.delete(key));
  }
  return chart;
}

type ReportOptions = {
  from: Mailbox;
  siteUrl: string;
  site?: PublicIdentity;
  trend?: readonly TrendPoint[];
  sample?: readonly DaySpan[];
  supply?: EmailSupply | null;
  lead?: MarketLead | null;
};

/** A report's model and its two parts, for the tokens it was rendered with. */
export type ReportBody = { model: ReportEmailModel; html: string; text: string };

/**
 * Keeps a rendered body for the e-mails that share it (the deliverer keeps one per market and
 * content version); `render` renders it with stand-ins for each subscriber's tokens.
 */
export type ReportBodyKeeper = (render: () => Promise<ReportBody>) => Promise<ReportBody>;

/**
 * Stand-ins for a subscriber's two tokens in a body rendered once for many: random per process, so
 * no text of a report can hold one. A token is letters, digits, "-" and "_" (base64url), which the
 * HTML and the text carry unescaped, so putting it in place of its stand-in gives the body rendered
 * with it.
 */
const STAND_IN = {
  unsubscribe: `unsubscribe${randomUUID().replaceAll("-", "")}`,
  preferences: `preferences${randomUUID().replaceAll("-", "")}`,
};
const TOKEN = /^[\w-]+$/;

async function renderReportBody(
  options: ReportOptions,
  week: WeeklyReportData,
  tokens: { unsubscribeToken: string; preferencesToken: string },
): Promise<ReportBody> {
  const model = reportEmailModel(week, {
    siteUrl: options.siteUrl,
    ...tokens,
    site: options.site ?? DEFAULT_IDENTITY,
    trend: options.trend,
    sample: options.sample,
    supply: options.supply,
    lead: options.lead,
  });
  return { model, html: await renderReportEmail(model), text: reportEmailText(model) };
}

/**
 * The report's body for one subscriber: rendered with their tokens, or, given a keeper, the body
 * it keeps for every subscriber with the same market (rendered once with the stand-ins) with their
 * tokens put in: the same words, byte for byte, without rendering the e-mail again for each of them.
 */
async function reportBody(
  options: ReportOptions,
  week: WeeklyReportData,
  subscriber: { unsubscribeToken: string; preferencesToken: string },
  keeper?: ReportBodyKeeper,
): Promise<ReportBody> {
  const { unsubscribeToken, preferencesToken } = subscriber;
  if (!keeper || !TOKEN.test(unsubscribeToken) || !TOKEN.test(preferencesToken)) {
    return renderReportBody(options, week, subscriber);
  }
  const kept = await keeper(() =>
    renderReportBody(options, week, {
      unsubscribeToken: STAND_IN.unsubscribe,
      preferencesToken: STAND_IN.preferences,
    }),
  );
  const theirs = (text: string) =>
    text.replaceAll(STAND_IN.unsubscribe, unsubscribeToken).replaceAll(STAND_IN.preferences, preferencesToken);
  return {
    model: {
      ...kept.model,
      unsubscribeUrl: theirs(kept.model.unsubscribeUrl),
      preferencesUrl: theirs(kept.model.preferencesUrl),
    },
    html: theirs(kept.html),
    text: theirs(kept.text),
  };
}

/** The whole message of one week's report to one subscriber (also what the tests inspect). */
export async function reportMessage(
  options: ReportOptions,
  week: WeeklyReportData,
  subscriber: { email: string; unsubscribeToken: string; preferencesToken: string },
  messageKey: string,
  chartOf: (model: ReportEmailModel) => Promise<Buffer> = (model) => renderReportChart(model.chart),
  keeper?: ReportBodyKeeper,
): Promise<MailMessage> {
  const { model, html, text } = await reportBody(options, week, subscriber, keeper);
  return {
    id: messageKey,
    to: subscriber.email,
    subject: model.subject,
    html,
    text,
    attachments: [
      {
        filename: `week-${model.week}-contracts-by-type.png`,
        content: await chartOf(model),
        cid: CHART_CID,
      },
      ...(model.trend
        ? [
            {
              filename: `week-${model.week}-13-week-trend.png`,
              content: await trendChartOf(model.trend),
              cid: TREND_CID,
            },
          ]
        : []),
    ],
    ...unsubscribeHeaders(model.unsubscribeUrl, options.from),
  };
}

/**
 * RFC 2369 and RFC 8058, on every e-mail to the list: the mailbox provider's unsubscribe button
 * posts to the https URL.
 */
function unsubscribeHeaders(unsubscribeUrl: string, from: Mailbox): Pick<MailMessage, "list" | "headers"> {
  return {
    // One header with both URLs (a nested list), as RFC 2369 allows one List-Unsubscribe field.
    list: { unsubscribe: [[unsubscribeUrl, `mailto:${from.address}?subject=unsubscribe`]] },
    headers: { "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
  };
}

/**
 * One read at a time: calls made while a read is under way share it, hence one object, whose
 * figures MarketLeads and MarketDigests keep; a read after it settles reads again (the history
 * source's cached object when nothing changed).
 */
function singleFlight<T>(read: () => Promise<T>): () => Promise<T> {
  let reading: Promise<T> | undefined;
  return () => (reading ??= read().finally(() => (reading = undefined)));
}

/** Entries kept by sharedPerContent: a send's week and the one before it, a digest's periods. */
const SHARED_ENTRIES = 4;

/**
 * What every e-mail of a send shares (the week, the identity, the history and what is drawn from
 * it), read once per content version and key instead of once per e-mail: while `contentVersion`
 * answers the same stamp, the parts read under it are reused, and e-mails built at once share one
 * read. A change to anything they come from (a publication, a correction, Settings, a listings
 * upload) moves a version, so the next e-mail reads afresh: each e-mail is still built from the
 * content current when it is sent (decision 110). A failed read is not kept.
 */
export function sharedPerContent<Key extends string | number, Parts>(
  contentVersion: (() => Promise<string | null>) | undefined,
  read: (key: Key) => Promise<Parts>,
): (key: Key) => Promise<Parts> {
  const kept = new Map<string, Promise<Parts>>();
  return async (key) => {
    const version = await contentVersion?.();
    if (!version) return read(key);
    const id = `${version}|${key}`;
    let parts = kept.get(id);
    if (!parts) {
      if (kept.size >= SHARED_ENTRIES) kept.delete(kept.keys().next().value!);
      parts = read(key);
      kept.set(id, parts);
      parts.catch(() => kept.delete(id));
    }
    return parts;
  };
}

/**
 * Sends one week's report to one subscriber. The address's status is read again now: one
 * unsubscribed or bounced since the week was queued is skipped (the row counts as done). It marks
 * its transmission: building the message (the week, the charts) is most of a try, and a crash
 * then sent nothing (decision 127).
 */
export function reportMailDeliverer(options: SubscriberMailOptions): Deliverer {
  // The chart is the same for every subscriber of a week: drawn once per week and process.
  const charts = new Map<number, Promise<Buffer>>();
  const chartOf = (model: ReportEmailModel) => {
    let chart = charts.get(model.week);
    if (!chart) {
      chart = renderReportChart(model.chart);
      charts.set(model.week, chart);
      chart.catch(() => charts.delete(model.week));
    }
    return chart;
  };
  const leads = options.leads ?? new MarketLeads();
  // Each market's e-mail rendered once per week's parts, each subscriber's links put in (reportMessage).
  const keptBody = bodyKeeper();
  // E-mails built at once share one read of the history, so each market's lead is computed once.
  const sharedHistory = options.historyOf ? singleFlight(options.historyOf) : undefined;
  // The week, the identity, the trend, the sample, the supply and the history: the same for every
  // subscriber of the week, read once per content version (sharedPerContent).
  const weekParts = sharedPerContent(options.contentVersion, async (weekNumber: number) => {
    const week = await options.weekOf(weekNumber);
    if (!week) return undefined;
    return {
      week,
      site: await currentIdentity(options.db),
      trend: await options.trendOf?.(week),
      sample: await options.sampleOf?.(),
      supply: await options.supplyOf?.(week),
      history: await sharedHistory?.(),
    };
  });
  const deliver: Deliverer = async (payload, idempotencyKey, attempt) => {
    const subscriberId = Number(payload.subscriberId);
    const [subscriber] = await options.db.select().from(subscribers).where(eq(subscribers.id, subscriberId));
    // Read again now: one unsubscribed, bounced or moved to another cadence since the week was queued is skipped.
    if (
      !subscriber ||
      subscriber.status !== "confirmed" ||
      subscriber.cadence !== "weekly" ||
      !subscriber.unsubscribeToken
    )
      return;
    const parts = await weekParts(Number(payload.week));
    if (!parts) throw new PermanentDeliveryError(`week ${String(payload.week)} is not published`);
    const { week, history, ...shared } = parts;
    const lead = history ? leads.of(history, knownChoice(subscriber), week.endDate, options.siteUrl) : null;
    const message = await reportMessage(
      { from: options.mailer.from, siteUrl: options.siteUrl, ...shared, lead },
      week,
      {
        email: subscriber.email,
        unsubscribeToken: subscriber.unsubscribeToken,
        // A link of this e-mail's own, made as it is built (decision 148); a retry makes another.
        preferencesToken: await issuePreferenceLink(options.db, subscriber.id),
      },
      reportMessageKey(payload, idempotencyKey),
      chartOf,
      (render) => keptBody(parts, lead, render),
    );
    await send(options, subscriberId, message, attempt);
  };
  return Object.assign(deliver, { marksTransmission: true as const });
}

/** Bodies kept per week's parts: at most this many markets' (a body is about 15 KB). */
const KEPT_BODIES = 500;

/**
 * A keeper of report bodies (reportMessage): one per week's parts (sharedPerContent's object, the
 * same while the content is) and market's lead (MarketLeads's object, null for the whole town), so
 * the e-mail is rendered once per market and content version; at most KEPT_BODIES per parts, the
 * oldest dropped first. A failed render is not kept.
 */
function bodyKeeper() {
  const byParts = new WeakMap<object, Map<MarketLead | null, Promise<ReportBody>>>();
  return (parts: object, lead: MarketLead | null, render: () => Promise<ReportBody>): Promise<ReportBody> => {
    let bodies = byParts.get(parts);
    if (!bodies) byParts.set(parts, (bodies = new Map()));
    let body = bodies.get(lead);
    if (!body) {
      if (bodies.size >= KEPT_BODIES) bodies.delete(bodies.keys().next().value!);
      body = render();
      bodies.set(lead, body);
      body.catch(() => bodies.delete(lead));
    }
    return body;
  };
}

/** The message of one digest to one subscriber (also what the tests inspect). */
export async function digestMessage(
  options: { from: Mailbox; siteUrl: string; site?: PublicIdentity },
  digest: MarketDigest,
  subscriber: { email: string; unsubscribeToken: string; preferencesToken: string },
  messageKey: string,
): Promise<MailMessage> {
  const model = digestEmailModel(digest, {
    siteUrl: options.siteUrl,
    unsubscribeToken: subscriber.unsubscribeToken,
    preferencesToken: subscriber.preferencesToken,
    site: options.site ?? DEFAULT_IDENTITY,
  });
  return {
    id: messageKey,
    to: subscriber.email,
    subject: model.subject,
    html: await renderDigestEmail(model),
    text: digestEmailText(model),
    ...unsubscribeHeaders(model.unsubscribeUrl, options.from),
  };
}

/**
 * Sends one period's digest to one subscriber (decision 150). The address is read again now: one
 * unsubscribed, bounced or moved to another cadence since the digest was queued is skipped (the
 * row counts as done). Each distinct market's digest is computed once per history; the try marks
 * its transmission, so a crash while building it sent nothing (decision 127).
 */
export function digestMailDeliverer(
  options: Omit<SubscriberMailOptions, "historyOf"> & {
    historyOf: () => Promise<DigestHistory>;
    digests?: MarketDigests;
  },
): Deliverer {
  const digests = options.digests ?? new MarketDigests();
  const sharedHistory = singleFlight(options.historyOf);
  // The history and the identity: the same for every digest, read once per content version.
  const digestParts = sharedPerContent(options.contentVersion, async (_every: "every digest") => ({
    history: await sharedHistory(),
    site: await currentIdentity(options.db),
  }));
  const deliver: Deliverer = async (payload, idempotencyKey, attempt) => {
    const subscriberId = Number(payload.subscriberId);
    const cadence = (DIGEST_CADENCES as readonly unknown[]).includes(payload.cadence)
      ? (payload.cadence as DigestCadence)
      : null;
    const period = cadence ? periodById(cadence, String(payload.period)) : null;
    if (!period)
      throw new PermanentDeliveryError(`not a digest's period: ${String(payload.cadence)} ${String(payload.period)}`);
    const [subscriber] = await options.db.select().from(subscribers).where(eq(subscribers.id, subscriberId));
    if (
      !subscriber ||
      subscriber.status !== "confirmed" ||
      subscriber.cadence !== period.cadence ||
      !subscriber.unsubscribeToken
    )
      return;
    const { history, site } = await digestParts("every digest");
    const digest = digests.of(history, knownChoice(subscriber), period, options.siteUrl);
    const message = await digestMessage(
      { from: options.mailer.from, siteUrl: options.siteUrl, site },
      digest,
      {
        email: subscriber.email,
        unsubscribeToken: subscriber.unsubscribeToken,
        // A link of this e-mail's own, made as it is built (decision 148).
        preferencesToken: await issuePreferenceLink(options.db, subscriber.id),
      },
      reportMessageKey(payload, idempotencyKey),
    );
    await send(options, subscriberId, message, attempt);
  };
  return Object.assign(deliver, { marksTransmission: true as const });
}
