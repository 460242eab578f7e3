import type { Route } from "./+types/buyer";
import { buyerAudiencePageView } from "~/features/audiences/audience-page-view.server";
import { BuyerAudiencePage } from "~/features/audiences/audience-pages";
import { factBook } from "~/features/facts/fact-store.server";
import { marketNow } from "~/domain/market-now";
import { marketQuotes } from "~/domain/market-quotes";
import { pageMeta } from "~/lib/seo";
import { appContextOf } from "~/server/app-context.server";
import { marketHistory } from "~/server/history-source.server";

// The market conditions are the home page's market-now figures (decision 139) and the neighborhoods'
// changes their villages' (decision 159), computed from the history; the medians of neighborhoods
// that are part of a village are the facts current when the page is rendered (decision 111).
export async function loader({ context }: Route.LoaderArgs) {
  const app = appContextOf(context);
  const [book, history] = await Promise.all([factBook(app), marketHistory(app)]);
  return { page: buyerAudiencePageView(book, marketNow(history), marketQuotes(history)) };
}

export function meta(args: Route.MetaArgs) {
  return args.loaderData ? pageMeta(args, args.loaderData.page.meta) : [];
}

export default function Buyer({ loaderData: { page } }: Route.ComponentProps) {
  return <BuyerAudiencePage page={page} />;
}
