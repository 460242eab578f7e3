import { threadId } from "node:worker_threads";
import { afterAll, describe, expect, it } from "vitest";
import { OG_HEIGHT, OG_WIDTH, renderCard } from "./og-card.server";
import { box, drawPngOnThread, stopDrawing } from "./raster.server";
import { renderReportChart } from "./report-chart.server";

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47]);
/** A PNG's width and height, from its IHDR chunk. */
const sizeOf = (png: Buffer) => ({ width: png.readUInt32BE(16), height: png.readUInt32BE(20) });

const card = {
  eyebrow: "Weekly market report",
  title: "Week 1",
  subtitle: "Sep 1 - Sep 7, 2025",
  figures: [{ label: "Contracts", value: "12" }],
  footer: "Greenwich",
};

afterAll(() => stopDrawing());

describe("the drawing thread of the share images and the e-mail charts (decision 117)", () => {
  it("draws the report e-mail's chart and then a share card, each at its size", async () => {
    const chart = await renderReportChart([{ label: "Single Family", value: 12, color: "#1e40af" }]);
    expect(chart.subarray(0, 4)).toEqual(PNG_SIGNATURE);
    expect(sizeOf(chart)).toEqual({ width: 1104, height: 552 });
    const png = await renderCard(card);
    expect(png.subarray(0, 4)).toEqual(PNG_SIGNATURE);
    expect(sizeOf(png)).toEqual({ width: OG_WIDTH, height: OG_HEIGHT });
  });

  it("draws off the event loop's thread, so requests are answered while a share image is drawn", async () => {
    const drawn = await drawPngOnThread(box({ width: 40, height: 20, display: "flex", background: "#1e3a8a" }), {
      width: 40,
      height: 20,
    });
    expect(drawn.threadId).not.toBe(threadId);
    expect(sizeOf(drawn.png)).toEqual({ width: 40, height: 20 });
  });

  it("gives each of several drawings at once its own picture", async () => {
    const sizes = [10, 20, 30, 40, 50];
    const drawn = await Promise.all(
      sizes.map((width) => drawPngOnThread(box({ width, height: 10, display: "flex" }), { width, height: 10 })),
    );
    expect(drawn.map(({ png }) => sizeOf(png).width)).toEqual(sizes);
  });

  it("refuses a drawing satori cannot lay out, and draws the next one", async () => {
    // Two children without `display: flex`: satori says what the box lacks.
    const broken = box({ width: 10, height: 10 }, [box({}, "a"), box({}, "b")]);
    await expect(drawPngOnThread(broken, { width: 10, height: 10 })).rejects.toThrow(/display/);
    await expect(renderCard(card)).resolves.toBeInstanceOf(Buffer);
  });

  it("fails the drawings under way when the thread stops, and starts it again for the next", async () => {
    const underway = renderCard(card);
    await stopDrawing();
    await expect(underway).rejects.toThrow(/drawing thread stopped/);
    expect((await renderCard(card)).subarray(0, 4)).toEqual(PNG_SIGNATURE);
  });
});
