import type { Route } from "./+types/brokerages.digital-tools";
import { BrokeragePage } from "~/features/brokerages/brokerage-page";
import { digitalToolsPageView } from "~/features/brokerages/brokerage-page-view";
import { pageMeta } from "~/lib/seo";

// The prose travels as loader data, not inside the page's JavaScript (docs/decisions/004).
export function loader() {
  return { page: digitalToolsPageView() };
}

export function meta(args: Route.MetaArgs) {
  return args.loaderData ? pageMeta(args, args.loaderData.page.meta) : [];
}

export default function DigitalTools({ loaderData: { page } }: Route.ComponentProps) {
  return <BrokeragePage page={page} />;
}
