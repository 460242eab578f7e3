import { isRouteErrorResponse } from "react-router";
import type { Route } from "./+types/yearly-market-summary";
import { NOT_FOUND_META, NotFoundPage } from "~/components/layout/not-found-page";
import { inlineMarkdownHtml } from "~/features/reports/markdown.server";
import { YearlyPage } from "~/features/yearly/yearly-page";
import { yearlyLoader, type YearNotFound } from "~/features/yearly/yearly-route.server";
import { pageMeta } from "~/lib/seo";
import { appContextOf } from "~/server/app-context.server";

// The yearly review computed from the history (decision 140): the newest complete year, or `?year=`.
// No `handle`: the page ships no JavaScript; its filter and years are plain links (decision 014).
export async function loader({ url, context }: Route.LoaderArgs) {
  return yearlyLoader(url, appContextOf(context), inlineMarkdownHtml);
}

export function meta(args: Route.MetaArgs) {
  const view = args.loaderData;
  if (!view) return [...pageMeta(args, NOT_FOUND_META), { name: "robots", content: "noindex" }];
  return pageMeta(args, view.meta);
}

export default function YearlyMarketSummary({ loaderData }: Route.ComponentProps) {
  return <YearlyPage view={loaderData} />;
}

/** A year the history does not hold: the site's 404 page, naming the years that have a review. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (!isRouteErrorResponse(error) || error.status !== 404) throw error;
  const notFound = error.data as YearNotFound;
  return <NotFoundPage path={notFound.path} lead={notFound.lead} links={notFound.years} />;
}
