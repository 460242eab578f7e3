import { data } from "react-router";
import type { Route } from "./+types/investors.mill-rates";
import { MillRatesPage } from "~/features/property-tax/mill-rates-page";
import { millRatesPageView, millRatesQuery } from "~/features/property-tax/mill-rates-page.server";
import { HYDRATE } from "~/lib/route-handle";
import { pageMeta } from "~/lib/seo";

// The calculator computes as the visitor types (decision 014).
export const handle = HYDRATE;

// The prose and every static figure travel as loader data, not as JavaScript (decision 004).
export function loader({ url }: Route.LoaderArgs) {
  const { initial, invalid } = millRatesQuery(url.searchParams);
  // A value the calculator cannot read is the visitor's mistake: the page explains it with a 400.
  return data({ initial, page: millRatesPageView() }, { status: invalid ? 400 : 200 });
}

export function meta(args: Route.MetaArgs) {
  return args.loaderData ? pageMeta(args, args.loaderData.page.meta) : [];
}

export default function MillRates({ loaderData: { initial, page } }: Route.ComponentProps) {
  return <MillRatesPage initial={initial} page={page} />;
}
