import type { Route } from "./+types/market-trends.csv";
import { marketHistory } from "~/server/history-source.server";
import { marketTrendsCsv } from "~/features/trends/market-trends-page.server";
import { appContextOf } from "~/server/app-context.server";

/** The figures of /market-trends for the same query, as CSV; an unknown value is a 400 that names it. */
export async function loader({ url, context }: Route.LoaderArgs) {
  const result = marketTrendsCsv(await marketHistory(appContextOf(context)), url.searchParams);
  if (!result.ok) {
    return new Response(`${result.message}\n`, {
      status: 400,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
    });
  }
  return new Response(result.csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${result.fileName}"`,
      "Cache-Control": "no-store",
    },
  });
}
