// The chart image of the weekly report e-mail: contracts by property type as horizontal bars,
// laid out by satori and rasterised by resvg (WebAssembly), as the share images are
// (og-card.server.ts). A PNG attached to the message, because mail clients show no SVG.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { Resvg } from "@resvg/resvg-wasm";
import satori from "satori";
import { ensureResvg } from "./resvg.server";
import type { ChartDatum } from "~/components/charts/chart-types";
import { formatShortDate } from "~/lib/format";

/** Drawn at twice the size shown (552 x 276) for sharp high-density screens. */
const WIDTH = 1104;
const HEIGHT = 552;
/** The label column, wide enough for the longest type name ("Single Family", "Multi-Family"). */
const LABEL_WIDTH = 240;
const VALUE_WIDTH = 90;

const require = createRequire(import.meta.url);
const font = (weight: 400 | 700) =>
  readFileSync(require.resolve(`@fontsource/inter/files/inter-latin-${weight}-normal.woff`));

type Node = { type: string; props: { style?: Record<string, unknown>; children?: unknown } };
const box = (style: Record<string, unknown>, children?: unknown): Node => ({ type: "div", props: { style, children } });

/** The chart laid out as SVG; `embedFont: false` keeps the text as <text> (for the tests to measure). */
export async function reportChartSvg(
  data: readonly ChartDatum[],
  options: { embedFont?: boolean } = {},
): Promise<string> {
  const max = Math.max(1, ...data.map((datum) => datum.value));
  // Three fixed columns (issue 31 item 10): the label never shrinks or wraps, so every bar starts
  // at the same x; the bar's track takes what is left; the value has its own column.
  const rows = data.map((datum) =>
    box({ display: "flex", alignItems: "center", height: 64, fontSize: 28, color: "#0f172a" }, [
      box({ width: LABEL_WIDTH, flexShrink: 0, display: "flex", whiteSpace: "nowrap" }, datum.label),
      box({ flexGrow: 1, flexShrink: 1, minWidth: 0, display: "flex", alignItems: "center" }, [
        box({
          width: `${(datum.value / max) * 100}%`,
          minWidth: 4,
          height: 40,
          backgroundColor: datum.color,
          borderRadius: 6,
        }),
      ]),
      box(
        { width: VALUE_WIDTH, flexShrink: 0, paddingLeft: 14, fontWeight: 700, display: "flex" },
        String(datum.value),
      ),
    ]),
  );
  const tree = box(
    { width: WIDTH, height: HEIGHT, display: "flex", flexDirection: "column", backgroundColor: "#ffffff", padding: 32 },
    [
      box(
        { fontSize: 32, fontWeight: 700, color: "#1e3a8a", marginBottom: 16, display: "flex" },
        "Sale contracts and leases by type",
      ),
      ...rows,
    ],
  );
  return satori(tree as Parameters<typeof satori>[0], {
    width: WIDTH,
    height: HEIGHT,
    embedFont: options.embedFont ?? true,
    fonts: [
      { name: "Inter", data: font(400), weight: 400, style: "normal" },
      { name: "Inter", data: font(700), weight: 700, style: "normal" },
    ],
  });
}

/** A week of the e-mail's trend chart (TrendPoint of report-email-trend.ts). */
export type TrendWeek = { weekStart: string; weekEnd: string; contracts: number };

/** The e-mail's trend colours: the weeks before in navy, the reported week in amber (as the site's luxury band). */
const TREND_BAR = "#1e3a8a";
const TREND_LAST = "#b45309";
const TREND_BARS_HEIGHT = 330;

/**
 * The 13-week trend (issue 29 item 7): sale contracts per week as columns, the count above each,
 * the week's Monday below; the reported week last, in amber.
 */
export async function trendChartSvg(
  weeks: readonly TrendWeek[],
  options: { embedFont?: boolean } = {},
): Promise<string> {
  const max = Math.max(1, ...weeks.map((week) => week.contracts));
  const columns = weeks.map((week, index) =>
    box(
      {
        flexGrow: 1,
        flexBasis: 0,
        display: "flex",
        flexDirection: "column",
        alignItems: "center",
        justifyContent: "flex-end",
      },
      [
        box(
          { fontSize: 22, fontWeight: 700, color: "#0f172a", display: "flex", marginBottom: 6 },
          String(week.contracts),
        ),
        box({
          width: "70%",
          height: Math.max(4, (week.contracts / max) * TREND_BARS_HEIGHT),
          backgroundColor: index === weeks.length - 1 ? TREND_LAST : TREND_BAR,
          borderRadius: 4,
        }),
        box(
          { fontSize: 18, color: "#475569", display: "flex", marginTop: 8, whiteSpace: "nowrap" },
          formatShortDate(week.weekStart),
        ),
      ],
    ),
  );
  const title = `Sale contracts per week, the ${weeks.length} weeks to ${weeks.length > 0 ? formatShortDate(weeks.at(-1)!.weekEnd) : ""}`;
  const tree = box(
    { width: WIDTH, height: HEIGHT, display: "flex", flexDirection: "column", backgroundColor: "#ffffff", padding: 32 },
    [
      box({ fontSize: 32, fontWeight: 700, color: "#1e3a8a", marginBottom: 16, display: "flex" }, title),
      box({ display: "flex", flexGrow: 1, alignItems: "flex-end", gap: 4 }, columns),
    ],
  );
  return satori(tree as Parameters<typeof satori>[0], {
    width: WIDTH,
    height: HEIGHT,
    embedFont: options.embedFont ?? true,
    fonts: [
      { name: "Inter", data: font(400), weight: 400, style: "normal" },
      { name: "Inter", data: font(700), weight: 700, style: "normal" },
    ],
  });
}

export async function renderTrendChart(weeks: readonly TrendWeek[]): Promise<Buffer> {
  await ensureResvg();
  const svg = await trendChartSvg(weeks);
  return Buffer.from(new Resvg(svg, { fitTo: { mode: "width", value: WIDTH } }).render().asPng());
}

export async function renderReportChart(data: readonly ChartDatum[]): Promise<Buffer> {
  await ensureResvg();
  const svg = await reportChartSvg(data);
  return Buffer.from(new Resvg(svg, { fitTo: { mode: "width", value: WIDTH } }).render().asPng());
}
