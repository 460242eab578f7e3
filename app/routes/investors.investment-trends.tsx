import type { Route } from "./+types/investors.investment-trends";
import { factBook } from "~/features/facts/fact-store.server";
import { InvestmentTrendsPage } from "~/features/investors/investment-trends-page";
import { investmentTrendsPageView } from "~/features/investors/investor-guide-view";
import { currentYearlyReview } from "~/features/yearly/yearly-data.server";
import { headlineFigures } from "~/features/yearly/yearly-review";
import { pageMeta } from "~/lib/seo";
import { investmentTrendsContent } from "~content/investors/investment-trends";
import { appContextOf } from "~/server/app-context.server";

// The prose, the computed figures and each strategy's risk tone travel as loader data, not as
// JavaScript (docs/decisions/004).
export async function loader({ context }: Route.LoaderArgs) {
  const { investmentTrendsPage } = investmentTrendsContent(await factBook(appContextOf(context)));
  const review = currentYearlyReview();
  const yearly = { year: review.year, averageDaysOnMarket: headlineFigures(review).averageDaysOnMarket };
  return { page: investmentTrendsPageView(investmentTrendsPage, yearly) };
}

export function meta(args: Route.MetaArgs) {
  return args.loaderData ? pageMeta(args, args.loaderData.page.meta) : [];
}

export default function InvestmentTrends({ loaderData: { page } }: Route.ComponentProps) {
  return <InvestmentTrendsPage page={page} />;
}
