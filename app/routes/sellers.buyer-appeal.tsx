import type { Route } from "./+types/sellers.buyer-appeal";
import { BuyerAppealPage } from "~/features/guides/buyer-appeal-page";
import { buyerAppealPageView } from "~/features/guides/buyer-appeal-view";
import { pageMeta } from "~/lib/seo";

// The prose travels as loader data, not inside the page's JavaScript (decision 004).
export function loader() {
  return { page: buyerAppealPageView() };
}

export function meta(args: Route.MetaArgs) {
  return args.loaderData ? pageMeta(args, args.loaderData.page.meta) : [];
}

export default function BuyerAppeal({ loaderData: { page } }: Route.ComponentProps) {
  return <BuyerAppealPage page={page} />;
}
