import type { ShouldRevalidateFunctionArgs } from "react-router";
import type { Route } from "./+types/mock-market-report";
import { dashboardContent } from "~/features/listings/dashboard-content";
import { DashboardPage, dashboardShouldRevalidate } from "~/features/listings/dashboard-page";
import { dashboardPageData } from "~/features/listings/dashboard-page.server";
import { HYDRATE } from "~/lib/route-handle";
import { pageMeta } from "~/lib/seo";
import { appContextOf } from "~/server/app-context.server";

/** The keyboard, the dialogs as modals and the copy buttons need JavaScript; every control also works before it (links). */
export const handle = HYDRATE;

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, dashboardContent.meta);
}

/** Every figure from the listings of the chosen week, filtered by the query string. */
export async function loader({ url, context }: Route.LoaderArgs) {
  return dashboardPageData(url, appContextOf(context));
}

/** Opening or closing a dialog changes no figure: the page keeps its data. */
export function shouldRevalidate(args: ShouldRevalidateFunctionArgs) {
  return dashboardShouldRevalidate(args);
}

export default function MockMarketReport({ loaderData }: Route.ComponentProps) {
  return <DashboardPage view={loaderData} />;
}
