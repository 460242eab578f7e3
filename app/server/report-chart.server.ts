// The chart image of the weekly report e-mail: contracts by property type as horizontal bars,
// laid out by satori and rasterised by resvg (WebAssembly), as the share images are
// (og-card.server.ts). A PNG attached to the message, because mail clients show no SVG.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { Resvg } from "@resvg/resvg-wasm";
import satori from "satori";
import { ensureResvg } from "./resvg.server";
import type { ChartDatum } from "~/components/charts/chart-types";

/** Drawn at twice the size shown (552 x 276) for sharp high-density screens. */
const WIDTH = 1104;
const HEIGHT = 552;

const require = createRequire(import.meta.url);
const font = (weight: 400 | 700) =>
  readFileSync(require.resolve(`@fontsource/inter/files/inter-latin-${weight}-normal.woff`));


type Node = { type: string; props: { style?: Record<string, unknown>; children?: unknown } };
const box = (style: Record<string, unknown>, children?: unknown): Node => ({ type: "div", props: { style, children } });

export async function renderReportChart(data: readonly ChartDatum[]): Promise<Buffer> {
  await ensureResvg();
  const max = Math.max(1, ...data.map((datum) => datum.value));
  const rows = data.map((datum) =>
    box({ display: "flex", alignItems: "center", height: 64, fontSize: 28, color: "#0f172a" }, [
      box({ width: 260, display: "flex" }, datum.label),
      box({ flexGrow: 1, display: "flex", alignItems: "center" }, [
        box({
          width: `${(datum.value / max) * 86}%`,
          minWidth: 4,
          height: 40,
          backgroundColor: datum.color,
          borderRadius: 6,
        }),
        box({ marginLeft: 14, fontWeight: 700, display: "flex" }, String(datum.value)),
      ]),
    ]),
  );
  const tree = box(
    { width: WIDTH, height: HEIGHT, display: "flex", flexDirection: "column", backgroundColor: "#ffffff", padding: 32 },
    [
      box(
        { fontSize: 32, fontWeight: 700, color: "#1e3a8a", marginBottom: 16, display: "flex" },
        "Contracts by property type",
      ),
      ...rows,
    ],
  );
  const svg = await satori(tree as Parameters<typeof satori>[0], {
    width: WIDTH,
    height: HEIGHT,
    fonts: [
      { name: "Inter", data: font(400), weight: 400, style: "normal" },
      { name: "Inter", data: font(700), weight: 700, style: "normal" },
    ],
  });
  return Buffer.from(new Resvg(svg, { fitTo: { mode: "width", value: WIDTH } }).render().asPng());
}
