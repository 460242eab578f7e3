import type { Route } from "./+types/investors.knockdown-rebuild";
import { factBook } from "~/features/facts/fact-store.server";
import { knockdownRebuildPageView } from "~/features/investors/investor-guide-view";
import { KnockdownRebuildPage } from "~/features/investors/knockdown-rebuild-page";
import { pageMeta } from "~/lib/seo";
import { appContextOf } from "~/server/app-context.server";

// The prose and the tax example, computed and formatted in the page view, travel as loader data,
// not as JavaScript (decision 004).
export async function loader({ context }: Route.LoaderArgs) {
  return { page: knockdownRebuildPageView(await factBook(appContextOf(context))) };
}

export function meta(args: Route.MetaArgs) {
  return args.loaderData ? pageMeta(args, args.loaderData.page.meta) : [];
}

export default function KnockdownRebuild({ loaderData: { page } }: Route.ComponentProps) {
  return <KnockdownRebuildPage page={page} />;
}
