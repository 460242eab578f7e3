import { CACHE_CONTROL } from "~/server/cache-control.server";
import type { Route } from "./+types/market-report-rss";
import { weeklyFeedItems } from "~/features/reports/market-report.server";
import { weeklyReportFeed } from "~/features/reports/report-feed";
import { marketHistory } from "~/server/history-source.server";
import { announcedQuarters } from "~/features/trends/quarter-view";
import { publishedWeeks, weeksDatabase } from "~/server/week-store.server";
import { env } from "~/server/env.server";
import { marketReportMeta } from "~content/reports/market-report";
import { identityFor } from "~/server/site-content.server";
import { appContextOf } from "~/server/app-context.server";

/**
 * RSS 2.0 feed of the published weekly reports and of each quarter whose last week is
 * published, rendered on request (render cache, decision 085).
 */
export async function loader({ context }: Route.LoaderArgs) {
  const published = await publishedWeeks(weeksDatabase(appContextOf(context)));
  const history = await marketHistory(appContextOf(context));
  const quarters = announcedQuarters(history.contracts, history, published).map((quarter) => ({
    ...quarter,
    path: quarter.to,
  }));
  const site = await identityFor(appContextOf(context));
  const xml = weeklyReportFeed(
    {
      siteUrl: env().SITE_URL,
      title: `${site.name}: ${marketReportMeta.title}`,
      description: marketReportMeta.description,
    },
    weeklyFeedItems(published, history.sample),
    quarters,
  );
  return new Response(xml, {
    headers: { "Content-Type": "application/rss+xml; charset=utf-8", "Cache-Control": CACHE_CONTROL.rendered },
  });
}
