import type { Route } from "./+types/brokerages.market-reports";
import { BrokeragePage } from "~/features/brokerages/brokerage-page";
import { marketReportsPageView } from "~/features/brokerages/brokerage-page-view";
import { pageMeta } from "~/lib/seo";

// The prose travels as loader data, not inside the page's JavaScript (docs/decisions/004).
export function loader() {
  return { page: marketReportsPageView() };
}

export function meta(args: Route.MetaArgs) {
  return args.loaderData ? pageMeta(args, args.loaderData.page.meta) : [];
}

export default function MarketReports({ loaderData: { page } }: Route.ComponentProps) {
  return <BrokeragePage page={page} />;
}
