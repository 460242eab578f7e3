import { data } from "react-router";
import type { Route } from "./+types/buyers.first-time-guide";
import { townMedian } from "~/domain/town-median";
import { factBook } from "~/features/facts/fact-store.server";
import { FirstTimeGuidePage } from "~/features/calculators/first-time-guide-page";
import { firstTimeGuidePageView } from "~/features/calculators/first-time-guide.server";
import { HYDRATE } from "~/lib/route-handle";
import { pageMeta } from "~/lib/seo";
import { appContextOf } from "~/server/app-context.server";
import { marketHistory } from "~/server/history-source.server";

// The calculator computes as the visitor types (decision 014).
export const handle = HYDRATE;

// The prose and every static figure travel as loader data, not as JavaScript (decision 004); a field
// the calculator cannot read is named on the page, with a 400 (decision 131). The town median is the
// history's (decision 141).
export async function loader({ request, context }: Route.LoaderArgs) {
  const app = appContextOf(context);
  const [book, history] = await Promise.all([factBook(app), marketHistory(app)]);
  const page = firstTimeGuidePageView(book, new URL(request.url).searchParams, townMedian(history));
  return data({ page }, { status: page.status });
}

export function meta(args: Route.MetaArgs) {
  return args.loaderData ? pageMeta(args, args.loaderData.page.meta) : [];
}

export default function FirstTimeGuide({ loaderData: { page } }: Route.ComponentProps) {
  return <FirstTimeGuidePage page={page} />;
}
