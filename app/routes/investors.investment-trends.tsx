import type { Route } from "./+types/investors.investment-trends";
import { townMedian } from "~/domain/town-median";
import { factBook } from "~/features/facts/fact-store.server";
import { InvestmentTrendsPage } from "~/features/investors/investment-trends-page";
import { investmentTrendsPageView } from "~/features/investors/investor-guide-view";
import { currentYearlyReview } from "~/features/yearly/yearly-data.server";
import { headlineFigures } from "~/features/yearly/yearly-review";
import { pageMeta } from "~/lib/seo";
import { appContextOf } from "~/server/app-context.server";
import { marketHistory } from "~/server/history-source.server";

// The prose, the computed figures and each strategy's risk tone travel as loader data, not as
// JavaScript (decision 004). The yearly review's days on market come from the yearly feature, the
// town median from the history (decision 141).
export async function loader({ context }: Route.LoaderArgs) {
  const app = appContextOf(context);
  const review = currentYearlyReview();
  const yearly = { year: review.year, averageDaysOnMarket: headlineFigures(review).averageDaysOnMarket };
  const [book, history] = await Promise.all([factBook(app), marketHistory(app)]);
  return { page: investmentTrendsPageView(book, yearly, townMedian(history)) };
}

export function meta(args: Route.MetaArgs) {
  return args.loaderData ? pageMeta(args, args.loaderData.page.meta) : [];
}

export default function InvestmentTrends({ loaderData: { page } }: Route.ComponentProps) {
  return <InvestmentTrendsPage page={page} />;
}
