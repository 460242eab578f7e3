import { describe, expect, it } from "vitest";
import { renderCard } from "./og-card.server";
import { renderReportChart } from "./report-chart.server";
import { ensureResvg } from "./resvg.server";

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47]);

describe("one resvg initialisation for the share images and the e-mail chart", () => {
  it("retries after a failed initialisation instead of remembering the failure", async () => {
    await expect(ensureResvg(() => Promise.reject(new Error("wasm could not be read")))).rejects.toThrow(
      "wasm could not be read",
    );
    await expect(ensureResvg()).resolves.toBeUndefined();
  });

  it("draws the report e-mail's chart and then a share card in the same process", async () => {
    const chart = await renderReportChart([{ label: "Single Family", value: 12, color: "#1e40af" }]);
    expect(chart.subarray(0, 4)).toEqual(PNG_SIGNATURE);
    const card = await renderCard({
      eyebrow: "Weekly market report",
      title: "Week 1",
      subtitle: "Sep 1 - Sep 7, 2025",
      figures: [{ label: "Contracts", value: "12" }],
      footer: "Greenwich",
    });
    expect(card.subarray(0, 4)).toEqual(PNG_SIGNATURE);
  });

  it("treats resvg already initialised elsewhere in the process as ready", async () => {
    await expect(
      ensureResvg(() =>
        Promise.reject(new Error("Already initialized. The `initWasm()` function can be used only once.")),
      ),
    ).resolves.toBeUndefined();
  });
});
