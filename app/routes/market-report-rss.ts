import { weeklyFeedItems } from "~/features/reports/market-report.server";
import { weeklyReportFeed } from "~/features/reports/report-feed";
import { env } from "~/server/env.server";
import { marketReportMeta } from "~content/reports/market-report";
import { site } from "~content/site";

/** RSS 2.0 feed of the weekly reports (issue 9), prerendered at build time. */
export function loader() {
  const xml = weeklyReportFeed(
    {
      siteUrl: env().SITE_URL,
      title: `${site.name}: ${marketReportMeta.title}`,
      description: marketReportMeta.description,
    },
    weeklyFeedItems(),
  );
  return new Response(xml, {
    headers: { "Content-Type": "application/rss+xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
