import type { Route } from "./+types/investor";
import { investorAudiencePageView } from "~/features/audiences/audience-page-view.server";
import { InvestorAudiencePage } from "~/features/audiences/audience-pages";
import { townSaleToList } from "~/domain/market-quotes";
import { factBook } from "~/features/facts/fact-store.server";
import { marketHistory } from "~/server/history-source.server";
import { pageMeta } from "~/lib/seo";
import { appContextOf } from "~/server/app-context.server";

// The prose and the facts current when the page is rendered travel as loader data (decision 004);
// the sale-to-list ratio is the listings history's (decision 159).
export async function loader({ context }: Route.LoaderArgs) {
  const app = appContextOf(context);
  const [book, history] = await Promise.all([factBook(app), marketHistory(app)]);
  return { page: investorAudiencePageView(book, townSaleToList(history)) };
}

export function meta(args: Route.MetaArgs) {
  return args.loaderData ? pageMeta(args, args.loaderData.page.meta) : [];
}

export default function Investor({ loaderData: { page } }: Route.ComponentProps) {
  return <InvestorAudiencePage page={page} />;
}
