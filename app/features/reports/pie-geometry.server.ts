import { arc, pie } from "d3-shape";
import type { ChartDatum } from "~/components/charts/chart-types";
import { PIE_RADIUS, type PieSlice } from "~/components/charts/pie-chart";

/** SVG paths of a pie (or donut) of `data`, in a square of side 2 * radius centred on 0,0. */
export function pieSlices(data: readonly ChartDatum[], radius = PIE_RADIUS, innerRadius = 0): PieSlice[] {
  const total = data.reduce((sum, datum) => sum + datum.value, 0);
  if (total === 0) return [];
  const arcs = pie<ChartDatum>()
    .value((datum) => datum.value)
    .sort(null)(data.filter((datum) => datum.value > 0));
  const shape = arc<(typeof arcs)[number]>().innerRadius(innerRadius).outerRadius(radius).padAngle(0.01);
  return arcs.map((slice) => ({
    label: slice.data.label,
    value: slice.data.value,
    color: slice.data.color,
    percent: Math.round((slice.data.value / total) * 1000) / 10,
    path: shape(slice) ?? "",
  }));
}
