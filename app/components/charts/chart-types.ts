/** One bar or slice. `color` is any SVG paint (hex). */
export type ChartDatum = {
  label: string;
  value: number;
  color: string;
  sublabel?: string;
};

/** A chart whose total is zero shows this instead of an empty drawing. */
export const NO_CHART_DATA_TEXT = "No data available";

export function chartTotal(data: readonly ChartDatum[]): number {
  return data.reduce((sum, datum) => sum + datum.value, 0);
}
