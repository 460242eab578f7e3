import type { Route } from "./+types/sellers.listing-mistakes";
import { factBook } from "~/features/facts/fact-store.server";
import { ListingMistakesPage } from "~/features/guides/listing-mistakes-page";
import { listingMistakesPageView } from "~/features/guides/listing-mistakes-view";
import { pageMeta } from "~/lib/seo";
import { appContextOf } from "~/server/app-context.server";

// The prose and the facts current when the page is rendered travel as loader data (decision 004).
export async function loader({ context }: Route.LoaderArgs) {
  return { page: listingMistakesPageView(await factBook(appContextOf(context))) };
}

export function meta(args: Route.MetaArgs) {
  return args.loaderData ? pageMeta(args, args.loaderData.page.meta) : [];
}

export default function ListingMistakes({ loaderData: { page } }: Route.ComponentProps) {
  return <ListingMistakesPage page={page} />;
}
