import type { Route } from "./+types/buyers.byram-guide";
import { factBook } from "~/features/facts/fact-store.server";
import { ByramGuidePage } from "~/features/guides/byram-guide-page";
import { byramGuidePageView } from "~/features/guides/byram-guide-view";
import { pageMeta } from "~/lib/seo";
import { appContextOf } from "~/server/app-context.server";

// The prose, the chart's bars and the projection travel as loader data, worked out and formatted
// in the page view rather than in the browser (docs/decisions/004).
export async function loader({ context }: Route.LoaderArgs) {
  return byramGuidePageView(await factBook(appContextOf(context)));
}

export function meta(args: Route.MetaArgs) {
  const { intro } = args.loaderData;
  return pageMeta(args, { title: intro.title, description: intro.metaDescription });
}

export default function ByramGuide({ loaderData }: Route.ComponentProps) {
  return <ByramGuidePage page={loaderData} />;
}
