// What the render cache renders when the weeks move (decisions 108, 115 and 139): the site's own
// addresses, which the cache (server infrastructure, app/server/render-cache) does not know, handed
// to it by the server's wiring (decision 145).
import { weeklyPdfHref } from "~/domain/weekly-pdf-path";
import { weeklyShareImagePath } from "~/features/reports/report-feed";

/**
 * In order: each changed week's page (the address the report e-mail links), the index pages and the
 * feed, then each changed week's PDF and share image, the investor pages, the default views of the
 * trends and the newest quarter and the home page's market strip, which change with the history.
 */
export function addressesToWarm(weeks: readonly number[], { more = true }: { more?: boolean } = {}): string[] {
  const pages = [
    ...weeks.map((week) => `/market-report?week=${week}`),
    "/market-report",
    "/archive",
    "/market-report/rss.xml",
  ];
  if (!more) return pages;
  return [
    ...pages,
    ...weeks.flatMap((week) => [weeklyPdfHref(week), weeklyShareImagePath(week)]),
    "/investors/zip-code-hotspots",
    "/investors/rental-market",
    "/market-trends",
    "/quarterly-report",
    "/",
  ];
}
