import { describe, expect, it } from "vitest";
import { contractsByType } from "~/domain/report-figures";
import { seedWeeks } from "~/domain/weekly-data.server";
import { reportChartSvg } from "./report-chart.server";

/** The x where each bar starts, and the distinct baselines of each row's label words. */
function layoutOf(svg: string, data: ReturnType<typeof contractsByType>) {
  const texts = [...svg.matchAll(/<text x="([\d.]+)" y="([\d.]+)"[^>]*>([^<]*)<\/text>/g)].map((match) => ({
    x: Number(match[1]),
    y: Number(match[2]),
    text: match[3]!,
  }));
  return data.map((datum) => {
    const bar = new RegExp(`<path x="([\\d.]+)" y="([\\d.]+)"[^>]*fill="${datum.color}"`).exec(svg);
    const barY = Number(bar?.[2]);
    const words = datum.label.split(/[\s-]/);
    // The label's words: texts left of the bar, of the label, with a baseline in the bar's row band.
    const labelTexts = texts.filter(
      (text) => words.includes(text.text) && text.x < Number(bar?.[1]) && text.y > barY - 20 && text.y < barY + 64,
    );
    return { label: datum.label, barX: Number(bar?.[1]), baselines: new Set(labelTexts.map((text) => text.y)).size };
  });
}

describe("the report e-mail's chart", () => {
  it("keeps every label on one line in a fixed column, so every bar starts at the same x", async () => {
    const data = contractsByType(seedWeeks()[3]!.contracts);
    const rows = layoutOf(await reportChartSvg(data, { embedFont: false }), data);
    expect(rows).toHaveLength(6);
    for (const row of rows) expect(row.baselines, row.label).toBe(1);
    expect(new Set(rows.map((row) => row.barX)).size).toBe(1);
  });
});
