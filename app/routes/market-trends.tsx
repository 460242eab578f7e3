import type { Route } from "./+types/market-trends";
import { marketHistory } from "~/server/history-source.server";
import { MarketTrendsPage } from "~/features/trends/market-trends-page";
import { marketTrendsPageData } from "~/features/trends/market-trends-page.server";
import { trendsContent } from "~/features/trends/trends-content";
import { pageMeta } from "~/lib/seo";
import { appContextOf } from "~/server/app-context.server";

// No `handle`: the page ships no JavaScript (decision 014). Its choices are a GET form; an unknown
// value in the query is named on the page and replaced by the default.
export async function loader({ url, context }: Route.LoaderArgs) {
  const history = await marketHistory(appContextOf(context));
  return marketTrendsPageData(history, url.searchParams);
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, trendsContent.meta);
}

export default function MarketTrends({ loaderData }: Route.ComponentProps) {
  return <MarketTrendsPage view={loaderData} />;
}
