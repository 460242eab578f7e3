import type { Route } from "./+types/buyers.western-greenwich";
import { factBook } from "~/features/facts/fact-store.server";
import { WesternGreenwichPage } from "~/features/guides/western-greenwich-page";
import { westernGreenwichPageView } from "~/features/guides/western-greenwich-view";
import { pageMeta } from "~/lib/seo";
import { appContextOf } from "~/server/app-context.server";

// The prose, and the figures already formatted, travel as loader data (decision 004).
export async function loader({ context }: Route.LoaderArgs) {
  return { page: westernGreenwichPageView(await factBook(appContextOf(context))) };
}

export function meta(args: Route.MetaArgs) {
  return args.loaderData ? pageMeta(args, args.loaderData.page.meta) : [];
}

export default function WesternGreenwich({ loaderData: { page } }: Route.ComponentProps) {
  return <WesternGreenwichPage page={page} />;
}
