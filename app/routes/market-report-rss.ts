import { CACHE_CONTROL } from "~/server/cache-control.server";
import type { Route } from "./+types/market-report-rss";
import { weeklyFeedItems } from "~/features/reports/market-report.server";
import { weeklyReportFeed } from "~/features/reports/report-feed";
import { publishedWeeks, weeksDatabase } from "~/features/weeks/week-store.server";
import { env } from "~/server/env.server";
import { marketReportMeta } from "~content/reports/market-report";
import { site } from "~content/site";

/** RSS 2.0 feed of the published weekly reports (issue 9), rendered on request (render cache, decision 085). */
export async function loader({ context }: Route.LoaderArgs) {
  const xml = weeklyReportFeed(
    {
      siteUrl: env().SITE_URL,
      title: `${site.name}: ${marketReportMeta.title}`,
      description: marketReportMeta.description,
    },
    weeklyFeedItems(await publishedWeeks(weeksDatabase(context))),
  );
  return new Response(xml, {
    headers: { "Content-Type": "application/rss+xml; charset=utf-8", "Cache-Control": CACHE_CONTROL.rendered },
  });
}
