import type { Route } from "./+types/brokerages.buyer-attraction";
import { BrokeragePage } from "~/features/brokerages/brokerage-page";
import { buyerAttractionPageView } from "~/features/brokerages/brokerage-page-view";
import { pageMeta } from "~/lib/seo";

// The prose travels as loader data, not inside the page's JavaScript (docs/decisions/004).
export function loader() {
  return { page: buyerAttractionPageView() };
}

export function meta(args: Route.MetaArgs) {
  return args.loaderData ? pageMeta(args, args.loaderData.page.meta) : [];
}

export default function BuyerAttraction({ loaderData: { page } }: Route.ComponentProps) {
  return <BrokeragePage page={page} />;
}
