import { data, isRouteErrorResponse } from "react-router";
import type { Route } from "./+types/market-report";
import { MarketReportPage } from "~/features/reports/market-report-page";
import { marketReportPageData, unknownWeek } from "~/features/reports/market-report-page.server";
import { NOT_FOUND_META, NotFoundPage } from "~/components/layout/not-found-page";
import { marketHistory } from "~/server/history-source.server";
import { publishedWeeks, weeksDatabase } from "~/server/week-store.server";
import { pageMeta } from "~/lib/seo";
import { appContextOf } from "~/server/app-context.server";

// No `handle`: the page ships no JavaScript (decision 014). The week picker is a GET form, the tools are links.
export async function loader({ url, context }: Route.LoaderArgs) {
  const weekParam = url.searchParams.get("week");
  const db = weeksDatabase(appContextOf(context));
  const reports = await publishedWeeks(db);
  const view = marketReportPageData(reports, weekParam, await marketHistory(appContextOf(context)));
  if (!view) throw data(unknownWeek(reports, url, weekParam), { status: 404 });
  return view;
}

export function meta(args: Route.MetaArgs) {
  const view = args.loaderData;
  if (!view) return [...pageMeta(args, NOT_FOUND_META), { name: "robots", content: "noindex" }];
  return [...pageMeta(args, view.meta.page), view.meta.feed];
}

export default function MarketReport({ loaderData }: Route.ComponentProps) {
  return <MarketReportPage view={loaderData} />;
}

/** An unknown or malformed `?week=`: the site's 404 page, naming the weeks that exist. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (!isRouteErrorResponse(error) || error.status !== 404) throw error;
  const notFound = error.data as { path: string; lead: string; weeks: { label: string; to: string }[] };
  return <NotFoundPage path={notFound.path} lead={notFound.lead} links={notFound.weeks} />;
}
