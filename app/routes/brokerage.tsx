import type { Route } from "./+types/brokerage";
import { brokerageAudiencePageView } from "~/features/audiences/audience-page-view.server";
import { BrokerageAudiencePage } from "~/features/audiences/audience-pages";
import { pageMeta } from "~/lib/seo";

// The prose travels as loader data, not inside the page's JavaScript (decision 004).
export function loader() {
  return { page: brokerageAudiencePageView() };
}

export function meta(args: Route.MetaArgs) {
  return args.loaderData ? pageMeta(args, args.loaderData.page.meta) : [];
}

export default function Brokerage({ loaderData: { page } }: Route.ComponentProps) {
  return <BrokerageAudiencePage page={page} />;
}
