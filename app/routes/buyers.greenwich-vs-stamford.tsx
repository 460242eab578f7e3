import type { Route } from "./+types/buyers.greenwich-vs-stamford";
import { factBook } from "~/features/facts/fact-store.server";
import { GreenwichVsStamfordPage } from "~/features/guides/greenwich-vs-stamford-page";
import { greenwichVsStamfordPageView } from "~/features/guides/greenwich-vs-stamford-view";
import { pageMeta } from "~/lib/seo";
import { appContextOf } from "~/server/app-context.server";

// The prose and the facts current when the page is rendered travel as loader data (decision 004).
export async function loader({ context }: Route.LoaderArgs) {
  return { page: greenwichVsStamfordPageView(await factBook(appContextOf(context))) };
}

export function meta(args: Route.MetaArgs) {
  return args.loaderData ? pageMeta(args, args.loaderData.page.meta) : [];
}

export default function GreenwichVsStamford({ loaderData: { page } }: Route.ComponentProps) {
  return <GreenwichVsStamfordPage page={page} />;
}
