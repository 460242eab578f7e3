import type { Route } from "./+types/investors.investment-trends";
import { marketQuotes } from "~/domain/market-quotes";
import { townDaysOnMarket, townMedian } from "~/domain/town-median";
import { factBook } from "~/features/facts/fact-store.server";
import { InvestmentTrendsPage } from "~/features/investors/investment-trends-page";
import { investmentTrendsPageView } from "~/features/investors/investor-guide-view";
import { pageMeta } from "~/lib/seo";
import { appContextOf } from "~/server/app-context.server";
import { marketHistory } from "~/server/history-source.server";

// The prose, the computed figures and each strategy's risk tone travel as loader data, not as
// JavaScript (decision 004). The town median (decision 141), days on market and sale-to-list price
// (decision 159) are the history's.
export async function loader({ context }: Route.LoaderArgs) {
  const app = appContextOf(context);
  const [book, history] = await Promise.all([factBook(app), marketHistory(app)]);
  const figures = {
    townMedian: townMedian(history),
    daysOnMarket: townDaysOnMarket(history),
    quotes: marketQuotes(history),
  };
  return { page: investmentTrendsPageView(book, figures) };
}

export function meta(args: Route.MetaArgs) {
  return args.loaderData ? pageMeta(args, args.loaderData.page.meta) : [];
}

export default function InvestmentTrends({ loaderData: { page } }: Route.ComponentProps) {
  return <InvestmentTrendsPage page={page} />;
}
