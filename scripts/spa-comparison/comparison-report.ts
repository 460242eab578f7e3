// The side-by-side's table and verdict (issue 9, item 3): our LCP and bytes against the
// client-rendered build's, route by route; the target is our LCP at most half of theirs everywhere.

/** Issue 9: our LCP at most this fraction of the client-rendered build's, on every compared route. */
export const LCP_RATIO_TARGET = 0.5;

export type ComparedRoute = {
  route: string;
  ours: { lcpMs: number; totalBytes: number };
  spa: { lcpMs: number; totalBytes: number };
};

/** Ours / SPA; NaN when either was not measured (Lighthouse reports 0 when a trace has no LCP). */
function ratio(ours: number, spa: number): number {
  return ours > 0 && spa > 0 ? ours / spa : Number.NaN;
}

const format = (value: number) => (Number.isFinite(value) ? value.toFixed(2) : "n/a");
const figure = (value: number) => (value > 0 ? String(value) : "n/a");

/** The Markdown table: one row per route, LCP and total bytes side by side with their ratios. */
export function comparisonTable(rows: readonly ComparedRoute[]): string[] {
  return [
    "| route | our LCP ms | SPA LCP ms | LCP ours / SPA | our bytes | SPA bytes | bytes ours / SPA |",
    "|---|---|---|---|---|---|---|",
    ...rows.map(
      ({ route, ours, spa }) =>
        `| ${route} | ${figure(ours.lcpMs)} | ${figure(spa.lcpMs)} | ${format(ratio(ours.lcpMs, spa.lcpMs))} | ${figure(ours.totalBytes)} | ${figure(spa.totalBytes)} | ${format(ratio(ours.totalBytes, spa.totalBytes))} |`,
    ),
  ];
}

/** One line: whether our LCP is at most half of the client-rendered one on every route. */
export function targetVerdict(rows: readonly ComparedRoute[]): string {
  const target = `our LCP at most ${LCP_RATIO_TARGET} of the client-rendered build's on every route`;
  if (rows.length === 0) return `Target (${target}): nothing measured.`;
  const ratios = rows.map((row) => ({ route: row.route, value: ratio(row.ours.lcpMs, row.spa.lcpMs) }));
  const missed = ratios.filter((r) => !(r.value <= LCP_RATIO_TARGET));
  if (missed.length === 0) {
    const worst = ratios.reduce((a, b) => (b.value > a.value ? b : a));
    return `Target (${target}): **holds** on all ${rows.length} routes (highest ratio ${format(worst.value)}, ${worst.route}).`;
  }
  const list = missed
    .map((r) => `${r.route} (${Number.isNaN(r.value) ? "LCP not measured" : format(r.value)})`)
    .join(", ");
  return `Target (${target}): **does not hold** on ${missed.length} of ${rows.length} routes: ${list}.`;
}
