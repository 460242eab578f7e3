import type { Route } from "./+types/buyers.greenwich-vs-stamford";
import { townMedian } from "~/domain/town-median";
import { factBook } from "~/features/facts/fact-store.server";
import { GreenwichVsStamfordPage } from "~/features/guides/greenwich-vs-stamford-page";
import { greenwichVsStamfordPageView } from "~/features/guides/greenwich-vs-stamford-view";
import { pageMeta } from "~/lib/seo";
import { appContextOf } from "~/server/app-context.server";
import { marketHistory } from "~/server/history-source.server";

// The prose and the facts current when the page is rendered travel as loader data (decision 004);
// the town median is the history's (decision 141).
export async function loader({ context }: Route.LoaderArgs) {
  const app = appContextOf(context);
  const [book, history] = await Promise.all([factBook(app), marketHistory(app)]);
  return { page: greenwichVsStamfordPageView(book, townMedian(history)) };
}

export function meta(args: Route.MetaArgs) {
  return args.loaderData ? pageMeta(args, args.loaderData.page.meta) : [];
}

export default function GreenwichVsStamford({ loaderData: { page } }: Route.ComponentProps) {
  return <GreenwichVsStamfordPage page={page} />;
}
