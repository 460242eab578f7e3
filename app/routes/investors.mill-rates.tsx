import { data } from "react-router";
import type { Route } from "./+types/investors.mill-rates";
import { MillRatesPage } from "~/features/property-tax/mill-rates-page";
import { millRatesPageView } from "~/features/property-tax/mill-rates-page.server";
import { HYDRATE } from "~/lib/route-handle";
import { pageMeta } from "~/lib/seo";

// The calculator computes as the visitor types (decision 014).
export const handle = HYDRATE;

// The prose and every static figure travel as loader data, not as JavaScript (decision 004); a value
// the calculator cannot read is the visitor's mistake, explained with a 400.
export function loader({ request }: Route.LoaderArgs) {
  const page = millRatesPageView(new URL(request.url).searchParams);
  return data({ page }, { status: page.status });
}

export function meta(args: Route.MetaArgs) {
  return args.loaderData ? pageMeta(args, args.loaderData.page.meta) : [];
}

export default function MillRates({ loaderData: { page } }: Route.ComponentProps) {
  return <MillRatesPage page={page} />;
}
