import type { Route } from "./+types/seller";
import { sellerAudiencePageView } from "~/features/audiences/audience-page-view.server";
import { SellerAudiencePage } from "~/features/audiences/audience-pages";
import { factBook } from "~/features/facts/fact-store.server";
import { pageMeta } from "~/lib/seo";
import { appContextOf } from "~/server/app-context.server";

// The prose and the facts current when the page is rendered travel as loader data (decision 004).
export async function loader({ context }: Route.LoaderArgs) {
  return { page: sellerAudiencePageView(await factBook(appContextOf(context))) };
}

export function meta(args: Route.MetaArgs) {
  return args.loaderData ? pageMeta(args, args.loaderData.page.meta) : [];
}

export default function Seller({ loaderData: { page } }: Route.ComponentProps) {
  return <SellerAudiencePage page={page} />;
}
