// What a monthly digest or quarterly report e-mail says, as plain data (decision 150): built from
// the subscriber's market digest (digest.ts) and the site's identity, rendered by digest-email.tsx
// (HTML) and digestEmailText (the plain-text part), with the weekly e-mail's preferences link and
// one-click unsubscribe.
import type { PublicIdentity } from "~/lib/site-identity";
import { DIGEST_NAMES, periodDates } from "~/domain/digest-periods";
import { digestLineText, type MarketDigest } from "./digest";
import { subscriberFooter, subscriberFooterText } from "./report-email-model";

export type DigestEmailModel = {
  siteName: string;
  /** Names the chosen market, the digest and its period: what the subscriber opens it for. */
  subject: string;
  title: string;
  dates: string;
  digest: MarketDigest;
  /** The period's page on the site: the quarterly report's page, or the town's trends for a month. */
  page: { label: string; href: string };
  unsubscribeUrl: string;
  preferencesUrl: string;
  /** CAN-SPAM: the sender's name and postal address, in every e-mail. */
  sender: { name: string; brokerage: string; office: string; phone: string };
};

const capitalized = (text: string) => `${text[0]!.toUpperCase()}${text.slice(1)}`;

export function digestEmailModel(
  digest: MarketDigest,
  options: { siteUrl: string; unsubscribeToken: string; preferencesToken: string; site: PublicIdentity },
): DigestEmailModel {
  const name = DIGEST_NAMES[digest.period.cadence];
  return {
    siteName: options.site.name,
    subject: `${digest.chosenLabel}: ${options.site.name}, the ${name} for ${digest.period.label}`,
    title: `${capitalized(name)}: ${digest.period.label}`,
    dates: periodDates(digest.period),
    digest,
    page:
      digest.period.cadence === "quarterly"
        ? {
            label: `The ${digest.period.label} report for the whole town`,
            href: `${options.siteUrl}/quarterly-report/${digest.period.id}`,
          }
        : { label: "Every measure for the whole town on Market Trends", href: `${options.siteUrl}/market-trends` },
    ...subscriberFooter(options),
  };
}

/** Why the subscriber receives it, in both parts. */
export function digestReason(model: DigestEmailModel): string {
  return `You receive this because you confirmed your subscription and chose the ${DIGEST_NAMES[model.digest.period.cadence]}.`;
}

/** The plain-text part: the same words and links as the HTML part. */
export function digestEmailText(model: DigestEmailModel): string {
  const { digest } = model;
  return [
    `${model.siteName}, ${DIGEST_NAMES[digest.period.cadence]}`,
    model.title,
    model.dates,
    ...(digest.sampleNotice ? [digest.sampleNotice] : []),
    "",
    digest.heading,
    ...(digest.fallback ? [digest.fallback] : []),
    ...digest.lines.map((line) => digestLineText(line, digest)),
    digest.note,
    ...digest.links.map((link) => `${link.label}: ${link.href}`),
    "",
    `${model.page.label}: ${model.page.href}`,
    "",
    digestReason(model),
    ...subscriberFooterText(model),
  ].join("\n");
}
