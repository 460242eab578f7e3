import type { Route } from "./+types/sellers.listing-mistakes";
import { factBook } from "~/features/facts/fact-store.server";
import { ListingMistakesPage } from "~/features/guides/listing-mistakes-page";
import { listingMistakesPageView } from "~/features/guides/listing-mistakes-view";
import { pageMeta } from "~/lib/seo";
import { appContextOf } from "~/server/app-context.server";
import { marketHistory } from "~/server/history-source.server";
import { marketQuotes } from "~/domain/market-quotes";

// The prose, the facts current when the page is rendered and the town's sale-to-list price from the
// history (decision 159) travel as loader data (decision 004).
export async function loader({ context }: Route.LoaderArgs) {
  const app = appContextOf(context);
  const [book, history] = await Promise.all([factBook(app), marketHistory(app)]);
  return { page: listingMistakesPageView(book, marketQuotes(history)) };
}

export function meta(args: Route.MetaArgs) {
  return args.loaderData ? pageMeta(args, args.loaderData.page.meta) : [];
}

export default function ListingMistakes({ loaderData: { page } }: Route.ComponentProps) {
  return <ListingMistakesPage page={page} />;
}
