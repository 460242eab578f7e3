import type { Route } from "./+types/buyers.byram-guide";
import { marketQuotes } from "~/domain/market-quotes";
import { townMedian } from "~/domain/town-median";
import { factBook } from "~/features/facts/fact-store.server";
import { ByramGuidePage } from "~/features/guides/byram-guide-page";
import { byramGuidePageView } from "~/features/guides/byram-guide-view";
import { pageMeta } from "~/lib/seo";
import { appContextOf } from "~/server/app-context.server";
import { marketHistory } from "~/server/history-source.server";

// The prose, the chart's bars and the projection travel as loader data, worked out and formatted
// in the page view rather than in the browser (decision 004). The town median (decision 141) and
// the change of Byram's village (decision 159) are the history's.
export async function loader({ context }: Route.LoaderArgs) {
  const app = appContextOf(context);
  const [book, history] = await Promise.all([factBook(app), marketHistory(app)]);
  return { page: byramGuidePageView(book, townMedian(history), marketQuotes(history)) };
}

export function meta(args: Route.MetaArgs) {
  return args.loaderData ? pageMeta(args, args.loaderData.page.meta) : [];
}

export default function ByramGuide({ loaderData: { page } }: Route.ComponentProps) {
  return <ByramGuidePage page={page} />;
}
