import { data } from "react-router";
import type { Route } from "./+types/sellers.pricing-guide";
import { factBook } from "~/features/facts/fact-store.server";
import { PricingGuidePage } from "~/features/guides/pricing-guide-page";
import { pricingGuidePageView } from "~/features/guides/pricing-guide-view";
import { pageMeta } from "~/lib/seo";
import { appContextOf } from "~/server/app-context.server";
import { marketHistory } from "~/server/history-source.server";
import { marketQuotes } from "~/domain/market-quotes";

// The quick pricing form is a GET form: the estimate, or a message per field that cannot be read
// (with a 400), is in the first HTML; the prose and figures travel as loader data (decision 004).
// The villages' medians and changes are the history's (decision 159).
export async function loader({ request, context }: Route.LoaderArgs) {
  const app = appContextOf(context);
  const [book, history] = await Promise.all([factBook(app), marketHistory(app)]);
  const page = pricingGuidePageView(book, marketQuotes(history), new URL(request.url).searchParams);
  return data({ page }, { status: page.status });
}

export function meta(args: Route.MetaArgs) {
  return args.loaderData ? pageMeta(args, args.loaderData.page.meta) : [];
}

export default function PricingGuide({ loaderData: { page } }: Route.ComponentProps) {
  return <PricingGuidePage page={page} />;
}
