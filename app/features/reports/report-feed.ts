// The weekly reports as an RSS 2.0 feed, with the quarterly reports computed from them
//, and the share-image path of a week.
import { formatUsd } from "~/lib/format";
import { countOf } from "~/lib/plural";
import { longDateRange } from "~/domain/archive";
import type { WeeklyFeedItem } from "./report-views";
import { daysText, LEASE_NOUN, SALE_CONTRACT_NOUN } from "~/domain/report-figures";

export const MARKET_REPORT_FEED_PATH = "/market-report/rss.xml";

/** "/og/market-report-week-4.png": the week's share image, prerendered at build time. */
export function weeklyShareImagePath(week: number): string {
  return `/og/market-report-week-${week}.png`;
}

/** The URL of a week's report. */
export function weeklyReportUrl(siteUrl: string, week: number): string {
  return `${siteUrl}/market-report?week=${week}`;
}

function escapeXml(text: string): string {
  return text.replace(
    /[<>&'"]/g,
    (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[c]!,
  );
}

/** RFC 822 date of a calendar day (noon UTC, so no time zone moves it), as RSS wants. */
function rfc822(isoDate: string): string {
  return new Date(`${isoDate}T12:00:00Z`).toUTCString();
}

type FeedChannel = { siteUrl: string; title: string; description: string };

/**
 * A quarterly report the feed announces once the week holding the quarter's last day is published,
 * dated as the feed dates that week (its last day).
 */
export type QuarterFeedItem = {
  /** "Q3 2025" */
  label: string;
  /** "/quarterly-report/2025-q3" */
  path: string;
  start: string;
  end: string;
  date: string;
  contracts: number;
  medianPrice: number | null;
  /** The quarter page's sample sentence (decision 120), or null. */
  sampleNotice: string | null;
};

/** An item's description, followed by its page's sample sentence where the page says one. */
const withSample = (description: string, sampleNotice: string | null) =>
  sampleNotice ? `${description} ${sampleNotice}` : description;

function feedItem(title: string, url: string, date: string, description: string): string {
  return [
    "    <item>",
    `      <title>${escapeXml(title)}</title>`,
    `      <link>${escapeXml(url)}</link>`,
    `      <guid isPermaLink="true">${escapeXml(url)}</guid>`,
    `      <pubDate>${rfc822(date)}</pubDate>`,
    `      <description>${escapeXml(description)}</description>`,
    "    </item>",
  ].join("\n");
}

/**
 * An RSS 2.0 document with one item per week and one per announced quarter, newest first; a quarter
 * comes before the week that completes it (they share a date).
 */
export function weeklyReportFeed(
  channel: FeedChannel,
  items: readonly WeeklyFeedItem[],
  quarters: readonly QuarterFeedItem[] = [],
): string {
  const weekEntries = items.map((item) => {
    const { totalSales, avgDom, rentals } = item.summary;
    const leases = rentals > 0 ? `; ${countOf(rentals, LEASE_NOUN)} apart` : "";
    // Too few contracts for an average: the item gives none (decision 136).
    const days = avgDom.value === null ? "" : `, ${daysText(avgDom, SALE_CONTRACT_NOUN)} average on market`;
    const description = `${item.dateRange}: ${countOf(totalSales, SALE_CONTRACT_NOUN)}${days}${leases}. ${item.lead}`;
    const xml = feedItem(
      `Week ${item.week}: ${item.title}`,
      weeklyReportUrl(channel.siteUrl, item.week),
      item.endDate,
      withSample(description, item.sampleNotice),
    );
    return { date: item.endDate, quarter: false, xml };
  });
  const quarterEntries = quarters.map((quarter) => {
    const median = quarter.medianPrice === null ? "" : `, median contract price ${formatUsd(quarter.medianPrice)}`;
    const description = `${longDateRange(quarter.start, quarter.end)}: ${countOf(quarter.contracts, SALE_CONTRACT_NOUN)}${median}, beside the quarter before and the same quarter a year earlier.`;
    const xml = feedItem(
      `Quarterly report: ${quarter.label}`,
      `${channel.siteUrl}${quarter.path}`,
      quarter.date,
      withSample(description, quarter.sampleNotice),
    );
    return { date: quarter.date, quarter: true, xml };
  });
  // Newest first by date; a quarter before the week that completes it, with which it shares its date.
  const entries = [...quarterEntries, ...weekEntries]
    .sort((a, b) => b.date.localeCompare(a.date) || Number(b.quarter) - Number(a.quarter))
    .map((entry) => entry.xml);
  const newest = [...weekEntries, ...quarterEntries]
    .map((entry) => entry.date)
    .sort()
    .at(-1);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    "  <channel>",
    `    <title>${escapeXml(channel.title)}</title>`,
    `    <link>${escapeXml(`${channel.siteUrl}/market-report`)}</link>`,
    `    <description>${escapeXml(channel.description)}</description>`,
    "    <language>en-us</language>",
    `    <atom:link href="${escapeXml(channel.siteUrl + MARKET_REPORT_FEED_PATH)}" rel="self" type="application/rss+xml"/>`,
    ...(newest ? [`    <lastBuildDate>${rfc822(newest)}</lastBuildDate>`] : []),
    ...entries,
    "  </channel>",
    "</rss>",
    "",
  ].join("\n");
}
