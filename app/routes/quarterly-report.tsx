import { isRouteErrorResponse } from "react-router";
import type { Route } from "./+types/quarterly-report";
import { NOT_FOUND_META, NotFoundPage } from "~/components/layout/not-found-page";
import { quarterlyReportLoader } from "~/features/trends/quarterly-report-route.server";
import { QuarterlyReportPage } from "~/features/trends/quarterly-report-page";
import { pageMeta } from "~/lib/seo";
import { appContextOf } from "~/server/app-context.server";

// The newest complete quarter. No `handle`: the page ships no JavaScript.
export async function loader({ url, context }: Route.LoaderArgs) {
  return quarterlyReportLoader(url, appContextOf(context));
}

export function meta(args: Route.MetaArgs) {
  const view = args.loaderData;
  if (!view) return [...pageMeta(args, NOT_FOUND_META), { name: "robots", content: "noindex" }];
  return pageMeta(args, { ...view.meta, type: "article" });
}

export default function QuarterlyReport({ loaderData }: Route.ComponentProps) {
  return <QuarterlyReportPage view={loaderData.view} supply={loaderData.supply} />;
}

/** No complete quarter, or an unknown one: the site's 404 page, naming the quarters that exist. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (!isRouteErrorResponse(error) || error.status !== 404) throw error;
  const notFound = error.data as { path: string; lead: string; quarters: { label: string; to: string }[] };
  return <NotFoundPage path={notFound.path} lead={notFound.lead} links={notFound.quarters} />;
}
