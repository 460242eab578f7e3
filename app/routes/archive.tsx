import type { Route } from "./+types/archive";
import { ArchivePage } from "~/features/reports/archive-page";
import { archivePageData } from "~/features/reports/archive-page.server";
import { quarterEntries } from "~/features/trends/quarter-view";
import { pageMeta } from "~/lib/seo";
import { archiveMeta } from "~content/reports/archive";
import { marketHistory } from "~/server/history-source.server";
import { publishedWeeks, weeksDatabase } from "~/server/week-store.server";
import { appContextOf } from "~/server/app-context.server";

// No `handle`: the page ships no JavaScript (decision 014); the search is a GET form filtered here.
// The route hands the trends' quarterly reports of the history to the reports' archive.
export async function loader({ url, context }: Route.LoaderArgs) {
  const published = await publishedWeeks(weeksDatabase(appContextOf(context)));
  const history = await marketHistory(appContextOf(context));
  return archivePageData(url, published, history, quarterEntries(history.contracts, history));
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, archiveMeta);
}

export default function Archive({ loaderData }: Route.ComponentProps) {
  return <ArchivePage view={loaderData} />;
}
