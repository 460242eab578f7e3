import type { Route } from "./+types/investor";
import { investorAudiencePageView } from "~/features/audiences/audience-page-view.server";
import { InvestorAudiencePage } from "~/features/audiences/audience-pages";
import { factBook } from "~/features/facts/fact-store.server";
import { pageMeta } from "~/lib/seo";
import { appContextOf } from "~/server/app-context.server";

// The prose and the facts current when the page is rendered travel as loader data (decision 004).
export async function loader({ context }: Route.LoaderArgs) {
  return { page: investorAudiencePageView(await factBook(appContextOf(context))) };
}

export function meta(args: Route.MetaArgs) {
  return args.loaderData ? pageMeta(args, args.loaderData.page.meta) : [];
}

export default function Investor({ loaderData: { page } }: Route.ComponentProps) {
  return <InvestorAudiencePage page={page} />;
}
