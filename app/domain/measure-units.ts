// How each unit of the measure registry is written (decision 118). A measure's figure is formatted
// by its unit and nothing else, so a percent never reads as dollars; a unit without an entry here
// fails to compile.
import { formatDecimal, formatPercent, formatUsd, formatUsdCompact } from "~/lib/format";

export type MeasureUnit = "count" | "usd" | "usd-per-sq-ft" | "days" | "percent" | "months";

type UnitFormat = {
  /** A figure in a sentence, a table or a card, with at most the measure's decimals. */
  figure: (value: number, decimals: number) => string;
  /** A figure on a chart's value axis: shorter. */
  axis: (value: number) => string;
  /** How a change from an earlier figure reads: in percent of it, or in percentage points. */
  change: "percent" | "points";
};

/** "8.85", "9", "1,204.5": a number with up to `decimals` decimals, none when it is whole. */
function upTo(value: number, decimals: number): string {
  const rounded = Number(value.toFixed(decimals));
  return Number.isInteger(rounded) ? formatDecimal(rounded, 0) : formatDecimal(rounded, decimals);
}

export const UNIT_FORMATS: { readonly [Unit in MeasureUnit]: UnitFormat } = {
  count: { figure: upTo, axis: (value) => formatDecimal(value, 0), change: "percent" },
  usd: {
    figure: (value) => formatUsdCompact(value, { millionDecimals: 2 }),
    axis: (value) => formatUsdCompact(value),
    change: "percent",
  },
  "usd-per-sq-ft": { figure: (value) => formatUsd(value), axis: (value) => formatUsd(value), change: "percent" },
  days: {
    figure: (value, decimals) => `${upTo(value, decimals)} ${Number(value.toFixed(decimals)) === 1 ? "day" : "days"}`,
    axis: (value) => formatDecimal(value, 0),
    change: "percent",
  },
  percent: {
    figure: (value, decimals) => formatPercent(value, decimals),
    axis: (value) => formatPercent(value, 0),
    change: "points",
  },
  months: {
    figure: (value, decimals) =>
      `${upTo(value, decimals)} ${Number(value.toFixed(decimals)) === 1 ? "month" : "months"}`,
    axis: (value) => formatDecimal(value, 0),
    change: "percent",
  },
};

/** A change from an earlier figure as a page writes it: "+12.5%", "-3.0%", "+1.2 pts", "0.0%". */
export function formatChange(unit: MeasureUnit, change: number): string {
  const tenths = Math.round(Math.abs(change) * 10);
  const body = formatDecimal(tenths / 10, 1);
  const sign = tenths === 0 ? "" : change > 0 ? "+" : "-";
  return UNIT_FORMATS[unit].change === "points" ? `${sign}${body} pts` : `${sign}${body}%`;
}
