import type { Route } from "./+types/buyers.family-neighborhoods";
import { factBook } from "~/features/facts/fact-store.server";
import { FamilyNeighborhoodsPage } from "~/features/guides/family-neighborhoods-page";
import { familyNeighborhoodsPageView } from "~/features/guides/family-neighborhoods-view";
import { pageMeta } from "~/lib/seo";
import { appContextOf } from "~/server/app-context.server";
import { marketHistory } from "~/server/history-source.server";
import { marketQuotes } from "~/domain/market-quotes";

// The prose and the figures, formatted from the facts current when the page is rendered and from the
// history (the villages' medians, decision 159), travel as loader data (decision 004).
export async function loader({ context }: Route.LoaderArgs) {
  const app = appContextOf(context);
  const [book, history] = await Promise.all([factBook(app), marketHistory(app)]);
  return { page: familyNeighborhoodsPageView(book, marketQuotes(history)) };
}

export function meta(args: Route.MetaArgs) {
  return args.loaderData ? pageMeta(args, args.loaderData.page.meta) : [];
}

export default function FamilyNeighborhoods({ loaderData: { page } }: Route.ComponentProps) {
  return <FamilyNeighborhoodsPage page={page} />;
}
