import { scaleLinear } from "d3-scale";
import type { ChartDatum } from "./chart-types";
import { BAR_AREA_WIDTH, type ComputedBar } from "./computed-bar-chart";

/** Bar lengths scaled to the largest value; a non-zero value always gets a visible sliver. */
export function barGeometry(data: readonly ChartDatum[]): ComputedBar[] {
  const max = Math.max(0, ...data.map((datum) => datum.value));
  const x = scaleLinear()
    .domain([0, max || 1])
    .range([0, BAR_AREA_WIDTH]);
  return data.map((datum) => ({ ...datum, width: Math.max(x(datum.value), datum.value > 0 ? 2 : 0) }));
}
