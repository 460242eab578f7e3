import type { Route } from "./+types/quarterly-report.$quarter";
import { quarterlyReportLoader } from "~/features/trends/quarterly-report-route.server";
import { appContextOf } from "~/server/app-context.server";

// A named quarter, /quarterly-report/2025-q3: the newest quarter's page for another quarter.
export { ErrorBoundary, meta, default } from "./quarterly-report";

export async function loader({ url, context, params }: Route.LoaderArgs) {
  return quarterlyReportLoader(url, appContextOf(context), params.quarter);
}
