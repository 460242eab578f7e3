// The two quarterly report routes' loader (/quarterly-report opens the newest complete quarter,
// /quarterly-report/2025-q3 a named one): the view, or a 404 naming the quarters that exist.
import { data } from "react-router";
import { marketHistory } from "~/server/history-source.server";
import { quarterLinks, quarterView } from "./quarter-view";
import { quarterSupply } from "./quarter-supply";
import { parseQuarterId } from "~/domain/quarters";

export async function quarterlyReportLoader(url: URL, context: Parameters<typeof marketHistory>[0], quarter?: string) {
  const history = await marketHistory(context);
  const view = quarterView(history.contracts, history, quarter);
  if (!view) {
    throw data(
      {
        path: `${url.pathname}${url.search}`,
        lead:
          quarter === undefined
            ? "No quarter is complete yet."
            : `There is no quarterly report for "${quarter}". These quarters have one:`,
        quarters: quarterLinks(history),
      },
      { status: 404 },
    );
  }
  return {
    view,
    supply: quarterSupply(history, parseQuarterId(view.id)!),
    meta: {
      title: `Quarterly Market Report: ${view.label}`,
      description: `Greenwich sale contracts in ${view.label}: contracts, median price, price per square foot, days on market, price bands and villages, beside ${view.previousLabel} and ${view.yearBeforeLabel}.`,
    },
  };
}
