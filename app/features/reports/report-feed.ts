// The weekly reports as an RSS 2.0 feed (issue 9), and the share-image path of a week.
import { countOf } from "~/lib/plural";
import type { WeeklyFeedItem } from "./market-report.server";
import { LEASE_NOUN, SALE_CONTRACT_NOUN } from "./report-figures";

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

/** An RSS 2.0 document with one item per week, newest first. */
export function weeklyReportFeed(channel: FeedChannel, items: readonly WeeklyFeedItem[]): string {
  const entries = items.map((item) => {
    const url = weeklyReportUrl(channel.siteUrl, item.week);
    const { totalSales, avgDom, rentals } = item.summary;
    const leases = rentals > 0 ? `; ${countOf(rentals, LEASE_NOUN)} apart` : "";
    const description = `${item.dateRange}: ${countOf(totalSales, SALE_CONTRACT_NOUN)}, ${avgDom} days average on market${leases}. ${item.lead}`;
    return [
      "    <item>",
      `      <title>${escapeXml(`Week ${item.week}: ${item.title}`)}</title>`,
      `      <link>${escapeXml(url)}</link>`,
      `      <guid isPermaLink="true">${escapeXml(url)}</guid>`,
      `      <pubDate>${rfc822(item.endDate)}</pubDate>`,
      `      <description>${escapeXml(description)}</description>`,
      "    </item>",
    ].join("\n");
  });
  const newest = items[0];
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    "  <channel>",
    `    <title>${escapeXml(channel.title)}</title>`,
    `    <link>${escapeXml(`${channel.siteUrl}/market-report`)}</link>`,
    `    <description>${escapeXml(channel.description)}</description>`,
    "    <language>en-us</language>",
    `    <atom:link href="${escapeXml(channel.siteUrl + MARKET_REPORT_FEED_PATH)}" rel="self" type="application/rss+xml"/>`,
    ...(newest ? [`    <lastBuildDate>${rfc822(newest.endDate)}</lastBuildDate>`] : []),
    ...entries,
    "  </channel>",
    "</rss>",
    "",
  ].join("\n");
}
