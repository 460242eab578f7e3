import { data } from "react-router";
import type { Route } from "./+types/sellers.conveyance-tax";
import { conveyanceTaxGuidePageView } from "~/features/calculators/conveyance-guide.server";
import { ConveyanceTaxGuidePage } from "~/features/calculators/conveyance-tax-guide-page";
import { HYDRATE } from "~/lib/route-handle";
import { pageMeta } from "~/lib/seo";

// The calculator computes as the visitor types (decision 014).
export const handle = HYDRATE;

// The prose and the law's figures travel as loader data, not as JavaScript (decision 004); a price
// the calculator cannot read is answered with its message and a 400.
export function loader({ request }: Route.LoaderArgs) {
  const page = conveyanceTaxGuidePageView(new URL(request.url).searchParams);
  return data({ page }, { status: page.status });
}

export function meta(args: Route.MetaArgs) {
  return args.loaderData ? pageMeta(args, args.loaderData.page.meta) : [];
}

export default function SellersConveyanceTax({ loaderData: { page } }: Route.ComponentProps) {
  return <ConveyanceTaxGuidePage page={page} />;
}
