import { data } from "react-router";
import type { Route } from "./+types/insurance-education";
import { InsuranceEducationPage } from "~/features/calculators/insurance-education-page";
import { insuranceEducationPageView } from "~/features/calculators/insurance-guide.server";
import { HYDRATE } from "~/lib/route-handle";
import { pageMeta } from "~/lib/seo";

// The calculator computes as the visitor types (decision 014).
export const handle = HYDRATE;

// The prose and every static figure travel as loader data, not as JavaScript (decision 004); a price
// the calculator cannot read is answered with its message and a 400.
export function loader({ request }: Route.LoaderArgs) {
  const page = insuranceEducationPageView(new URL(request.url).searchParams);
  return data({ page }, { status: page.status });
}

export function meta(args: Route.MetaArgs) {
  return args.loaderData ? pageMeta(args, args.loaderData.page.meta) : [];
}

export default function InsuranceEducation({ loaderData: { page } }: Route.ComponentProps) {
  return <InsuranceEducationPage page={page} />;
}
