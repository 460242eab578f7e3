import type { Route } from "./+types/buyer";
import { buyerAudiencePageView } from "~/features/audiences/audience-page-view.server";
import { BuyerAudiencePage } from "~/features/audiences/audience-pages";
import { factBook } from "~/features/facts/fact-store.server";
import { currentYearlyReview } from "~/features/yearly/yearly-data.server";
import { headlineFigures } from "~/features/yearly/yearly-review";
import { pageMeta } from "~/lib/seo";
import { appContextOf } from "~/server/app-context.server";

// The market conditions are the home page's statistics with the yearly review's days on market; the
// figures are the facts current when the page is rendered (decision 111).
export async function loader({ context }: Route.LoaderArgs) {
  const review = currentYearlyReview();
  const yearly = { year: review.year, averageDaysOnMarket: headlineFigures(review).averageDaysOnMarket };
  return { page: buyerAudiencePageView(await factBook(appContextOf(context)), yearly) };
}

export function meta(args: Route.MetaArgs) {
  return args.loaderData ? pageMeta(args, args.loaderData.page.meta) : [];
}

export default function Buyer({ loaderData: { page } }: Route.ComponentProps) {
  return <BuyerAudiencePage page={page} />;
}
