import type { Route } from "./+types/buyers.family-neighborhoods";
import { factBook } from "~/features/facts/fact-store.server";
import { FamilyNeighborhoodsPage } from "~/features/guides/family-neighborhoods-page";
import { familyNeighborhoodsPageView } from "~/features/guides/family-neighborhoods-view";
import { pageMeta } from "~/lib/seo";
import { appContextOf } from "~/server/app-context.server";

// The prose and the figures, formatted from the facts current when the page is rendered, travel as
// loader data (decision 004).
export async function loader({ context }: Route.LoaderArgs) {
  return { page: familyNeighborhoodsPageView(await factBook(appContextOf(context))) };
}

export function meta(args: Route.MetaArgs) {
  return args.loaderData ? pageMeta(args, args.loaderData.page.meta) : [];
}

export default function FamilyNeighborhoods({ loaderData: { page } }: Route.ComponentProps) {
  return <FamilyNeighborhoodsPage page={page} />;
}
