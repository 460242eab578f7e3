import type { Route } from "./+types/buyers.western-greenwich";
import { factBook } from "~/features/facts/fact-store.server";
import { WesternGreenwichPage } from "~/features/guides/western-greenwich-page";
import { westernGreenwichPageView } from "~/features/guides/western-greenwich-view";
import { pageMeta } from "~/lib/seo";
import { appContextOf } from "~/server/app-context.server";

// The prose, and the figures already formatted, travel as loader data (docs/decisions/004).
export async function loader({ context }: Route.LoaderArgs) {
  return westernGreenwichPageView(await factBook(appContextOf(context)));
}

export function meta(args: Route.MetaArgs) {
  const { intro } = args.loaderData;
  return pageMeta(args, { title: intro.title, description: intro.metaDescription });
}

export default function WesternGreenwich({ loaderData }: Route.ComponentProps) {
  return <WesternGreenwichPage page={loaderData} />;
}
