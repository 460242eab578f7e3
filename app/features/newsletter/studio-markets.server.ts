// The subscribers' markets in the studio (decision 151): the confirmed subscribers counted per
// village and per cadence; the e-mail a subscriber of any market receives, previewed and sent as a
// test to the signed-in person; and an owner's change of one subscriber's market, audited.
import { randomUUID } from "node:crypto";
import { data, redirect } from "react-router";
import { eq } from "drizzle-orm";
import { z } from "zod";
import { subscribers } from "~db/schema";
import { DIGEST_NAMES, periodJustEnded } from "~/domain/digest-periods";
import { formatLongDate } from "~/lib/format";
import { studioToday } from "~/lib/studio-time";
import type { PublicIdentity } from "~/lib/site-identity";
import { recordAudit } from "~/server/audit.server";
import { marketHistory, type MarketHistory } from "~/server/history-source.server";
import type { Mailer } from "~/server/mail.server";
import type { StudioUser } from "~/server/session.server";
import type { StudioServices } from "~/server/studio-services.server";
import { currentIdentity } from "~/server/site-content.server";
import { publishedWeeks } from "~/server/week-store.server";
import { marketDigest, periodHeld } from "./digest";
import {
  CHOICE_FIELDS,
  choiceColumns,
  DEFAULT_CHOICE,
  knownChoice,
  marketLabel,
  parseMarketChoice,
  postedChoice,
  type ChoiceErrors,
  type MarketChoice,
} from "./market-choice";
import { marketLead } from "./market-lead";
import { digestMessage } from "./newsletter-mail.server";
import { postFields } from "./post-fields.server";
import {
  PREVIEW_PREFERENCES_TOKEN,
  PREVIEW_UNSUBSCRIBE_TOKEN,
  previewSupply,
  previewTrend,
  reportEmailPreview,
  sendTestCopy,
  sendTestReport,
  TestSendError,
} from "./report-email-preview.server";
import { choiceWords, marketCounts } from "./studio-markets";

type Signed = { user: StudioUser; services: StudioServices };

/** The confirmed subscribers per village and per cadence. */
export async function confirmedMarketCounts(db: StudioServices["db"]) {
  const rows = await db
    .select({
      villages: subscribers.villages,
      homeTypes: subscribers.homeTypes,
      priceBand: subscribers.priceBand,
      cadence: subscribers.cadence,
    })
    .from(subscribers)
    .where(eq(subscribers.status, "confirmed"));
  return marketCounts(rows.map(knownChoice));
}

/** Every value of a query sent under a name (a group of checkboxes). */
const allOf = (search: URLSearchParams) => (name: string) => search.getAll(name);

/** The address of the preview of a market, which the test send returns to. */
export function marketPreviewHref(choice: MarketChoice, extra: Record<string, string> = {}): string {
  const query = new URLSearchParams();
  for (const village of choice.villages) query.append(CHOICE_FIELDS.villages, village);
  for (const type of choice.types) query.append(CHOICE_FIELDS.types, type);
  query.set(CHOICE_FIELDS.band, choice.band);
  query.set(CHOICE_FIELDS.cadence, choice.cadence);
  for (const [name, value] of Object.entries(extra)) query.set(name, value);
  return `/studio/subscribers/markets?${query.toString()}#preview`;
}

type EmailOf = {
  /** What is previewed: "Week 12's e-mail (the newest published week)". */
  about: string;
  /** Why the e-mail is not sent yet, when it is not (a digest whose period the history does not hold). */
  caveat: string | null;
  build: (
    mailer: Mailer | null,
    site: PublicIdentity,
  ) => Promise<{ subject: string; html: string; text: string; send: (to: string) => Promise<void> }>;
};

/**
 * The e-mail a subscriber of `choice` receives next, built by the functions that build their copy:
 * for every week, the newest published week's report with the market's lead (decision 149); for
 * a digest, the period just ended in Greenwich today (decision 150). Null when no week is published.
 */
async function emailOf(
  services: StudioServices,
  choice: MarketChoice,
  history: MarketHistory,
): Promise<EmailOf | null> {
  const { siteUrl } = services;
  const tokens = { unsubscribeToken: PREVIEW_UNSUBSCRIBE_TOKEN, preferencesToken: PREVIEW_PREFERENCES_TOKEN };
  if (choice.cadence === "weekly") {
    const weeks = await publishedWeeks(services.db);
    const report = weeks.reduce<(typeof weeks)[number] | undefined>(
      (newest, week) => (newest && newest.week > week.week ? newest : week),
      undefined,
    );
    if (!report) return null;
    const lead = marketLead(history, choice, report.endDate, siteUrl);
    const trend = previewTrend(report, history);
    const supply = previewSupply(report, history);
    return {
      about: `Week ${report.week}'s e-mail (the newest published week)`,
      caveat: null,
      build: async (mailer, site) => ({
        ...(await reportEmailPreview(report, siteUrl, site, trend, history.sample, supply, lead)),
        send: (to) => sendTestReport(mailer!, report, { siteUrl, to, site, trend, supply, lead }),
      }),
    };
  }
  const period = periodJustEnded(choice.cadence, studioToday());
  const digest = marketDigest(history, choice, period, siteUrl);
  return {
    about: `The ${DIGEST_NAMES[period.cadence]} for ${period.label} (the period just ended)`,
    caveat: periodHeld(history, period)
      ? null
      : `Not sent yet: the history ends on ${formatLongDate(history.lastDay)}, before ${formatLongDate(period.to)}. It is queued once the week holding that day is published; until then its figures for missing days say "No history".`,
    build: async (mailer, site) => {
      const message = await digestMessage(
        { from: mailer?.from ?? { name: site.broker.name, address: "preview@example.com" }, siteUrl, site },
        digest,
        { email: "preview@example.com", ...tokens },
        `digest-test-${randomUUID()}`,
      );
      return {
        subject: message.subject as string,
        html: message.html as string,
        text: message.text as string,
        send: (to) => sendTestCopy(mailer!, message, to),
      };
    },
  };
}

/**
 * /studio/subscribers/markets: the counts, and the e-mail of the market chosen in the GET form
 * (the whole town, every week, when nothing is chosen). A refused choice is a 400 naming its field,
 * with the form as it was sent.
 */
export async function marketsView({ user, services }: Signed, search: URLSearchParams) {
  const counts = await confirmedMarketCounts(services.db);
  const parsed = parseMarketChoice(allOf(search));
  const base = {
    counts,
    me: user.email,
    canSend: Boolean(services.mailer),
    notice: search.has("tested") ? `A test copy of this e-mail went to ${user.email}, and to no one else.` : null,
  };
  if (!parsed.ok) {
    return data(
      { ...base, choice: postedChoice(allOf(search)), errors: parsed.errors, preview: null },
      { status: 400 },
    );
  }
  const choice = parsed.data;
  const history = await marketHistory({ forms: { db: services.db } });
  const email = await emailOf(services, choice, history);
  const site = await currentIdentity(services.db);
  const built = email ? await email.build(services.mailer ?? null, site) : null;
  return data({
    ...base,
    choice,
    errors: {} as ChoiceErrors,
    preview: {
      market: marketLabel(choice),
      words: choiceWords(choice),
      about: email?.about ?? "No week is published yet, so there is no weekly e-mail to preview.",
      caveat: email?.caveat ?? null,
      email: built ? { subject: built.subject, html: built.html, text: built.text } : null,
    },
  });
}

export type MarketsView = Awaited<ReturnType<typeof marketsView>>["data"];
export type MarketsAnswer = { error: string; errors?: ChoiceErrors };

/**
 * "Send a test to me": the previewed market's e-mail to the signed-in person's own address only,
 * then back to the preview. Anyone signed in may, as with a week's preview (decision 105).
 */
export async function marketTestSendAction({ user, services }: Signed, request: Request) {
  const post = await postFields(request);
  if (!post) return data<MarketsAnswer>({ error: "The form could not be read; try again." }, { status: 400 });
  if (post.values.intent !== "send-test") return data<MarketsAnswer>({ error: "Unknown action." }, { status: 400 });
  const parsed = parseMarketChoice(post.all);
  if (!parsed.ok) {
    return data<MarketsAnswer>(
      { error: Object.values(parsed.errors).join(". "), errors: parsed.errors },
      { status: 400 },
    );
  }
  if (!services.mailer) {
    return data<MarketsAnswer>(
      { error: "E-mail is not configured on this server (SMTP_URL and MAIL_FROM), so no test can be sent." },
      { status: 409 },
    );
  }
  const email = await emailOf(services, parsed.data, await marketHistory({ forms: { db: services.db } }));
  if (!email)
    return data<MarketsAnswer>({ error: "No week is published yet: there is nothing to send." }, { status: 409 });
  try {
    const built = await email.build(services.mailer, await currentIdentity(services.db));
    await built.send(user.email);
  } catch (error) {
    if (error instanceof TestSendError) return data<MarketsAnswer>({ error: error.message }, { status: 502 });
    throw error;
  }
  await recordAudit(services.db, {
    userId: user.id,
    actor: user.email,
    action: "newsletter.test-sent",
    subject: `${marketLabel(parsed.data)}, ${parsed.data.cadence}`,
    details: { to: user.email, ...choiceColumns(parsed.data) },
  });
  throw redirect(marketPreviewHref(parsed.data, { tested: "1" }));
}

const idSchema = z.coerce.number().int().min(1).max(2_147_483_647);

/** The subscriber's id from the address: anything but a positive whole number is a 404. */
function subscriberIdOf(params: { id?: string }): number {
  const id = idSchema.safeParse(params.id);
  if (!id.success) throw data("No such subscriber.", { status: 404 });
  return id.data;
}

async function subscriberOf(db: StudioServices["db"], id: number) {
  const [row] = await db.select().from(subscribers).where(eq(subscribers.id, id)).limit(1);
  if (!row) throw data("No such subscriber: their data may have been deleted.", { status: 404 });
  return row;
}

/** /studio/subscribers/:id/market: the subscriber's market in the form that changes it (owners). */
export async function subscriberMarketView({ services }: Signed, params: { id?: string }, search: URLSearchParams) {
  const row = await subscriberOf(services.db, subscriberIdOf(params));
  return {
    subscriber: { id: row.id, name: `${row.firstName} ${row.lastName}`, email: row.email, status: row.status },
    choice: knownChoice(row),
    saved: search.get("saved") === "1",
  };
}

export type SubscriberMarketView = Awaited<ReturnType<typeof subscriberMarketView>>;
export type SubscriberMarketAnswer = { errors: ChoiceErrors; choice: MarketChoice; form?: string };

/**
 * An owner changes a subscriber's market: checked by the sign-up's own schema (a refused field
 * named, 400, nothing stored), saved with an audit entry "subscriber.market" holding the market
 * before and after, in one transaction. The address stays out of the log (decision 083).
 */
export async function subscriberMarketAction({ user, services }: Signed, params: { id?: string }, request: Request) {
  const id = subscriberIdOf(params);
  const post = await postFields(request);
  if (!post) {
    return data<SubscriberMarketAnswer>(
      { errors: {}, form: "The form could not be read; try again.", choice: DEFAULT_CHOICE },
      { status: 400 },
    );
  }
  const parsed = parseMarketChoice(post.all);
  if (!parsed.ok) {
    return data<SubscriberMarketAnswer>({ errors: parsed.errors, choice: postedChoice(post.all) }, { status: 400 });
  }
  const after = choiceColumns(parsed.data);
  await services.db.transaction(async (tx) => {
    const [row] = await tx.select().from(subscribers).where(eq(subscribers.id, id)).limit(1).for("update");
    if (!row) throw data("No such subscriber: their data may have been deleted.", { status: 404 });
    const before = choiceColumns(knownChoice(row));
    await tx
      .update(subscribers)
      .set({ ...after, updatedAt: new Date() })
      .where(eq(subscribers.id, id));
    await recordAudit(tx, {
      userId: user.id,
      actor: user.email,
      action: "subscriber.market",
      subject: `subscriber ${id}`,
      details: { before, after },
    });
  });
  throw redirect(`/studio/subscribers/${id}/market?saved=1`);
}
