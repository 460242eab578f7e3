import { describe, expect, it } from "vitest";
import { marketHistoryOf } from "~/server/history-source.server";
import { reportDays, reportInContext } from "~/domain/report-context";
import { sampleNotice } from "~/domain/sample-data";
import { figureText, formatValue } from "~/domain/measures";
import { median } from "~/lib/statistics";
import { marketReportPageData } from "./market-report-page.server";
import { seedWeeks } from "~/domain/weekly-data.server";
import { WHOLE_MARKET } from "~/domain/market-records";
import { pointOfWeek } from "~/domain/trend-series";

const reports = seedWeeks();

describe("the weekly report in context", () => {
  it("shows the week's median price beside the 13 weeks ending with it and a year earlier, from the history", () => {
    const view = marketReportPageData(reports, "2", marketHistoryOf(reports, { sampleWeeks: reports }))!;
    const week = reports.find((report) => report.week === 2)!;
    const sales = week.contracts.filter((contract) => contract.type !== "rental");
    const price = view.context.rows.find((row) => row.measure === "median-price")!;
    expect(price.report).toBe(formatValue("median-price", median(sales.map((contract) => contract.price))));
    const history = marketHistoryOf(reports);
    const [expected] = reportInContext(history, week);
    expect(price.thirteenWeeks).toBe(figureText("median-price", expected!.thirteenWeeks));
    expect(price.yearEarlier).toBe(figureText("median-price", expected!.yearEarlier));
    expect(expected!.yearEarlier.status).toBe("ok");
    expect(price.trendsHref).toBe("/market-trends?measure=median-price&period=1y");
    // The seed week and the generated years before it are sample: the page says the one sentence.
    expect(view.sampleNotice).toBe(
      sampleNotice(marketHistoryOf(reports, { sampleWeeks: reports }).sample, reportDays(week)),
    );
    expect(view.sampleNotice).toContain("from June 16, 2025 to September 14, 2025");
  });
});

describe("the weekly report's supply block (decision 138)", () => {
  it("shows the figures /market-trends draws for the newest whole week of the report, with the sample line", () => {
    const history = marketHistoryOf(reports, { sampleWeeks: reports });
    const view = marketReportPageData(reports, "4", history)!;
    // Week 4 runs Wednesday October 15 to Tuesday October 21, 2025: its whole week is October 13 to 19.
    expect(view.supply.weekStart).toBe("2025-10-13");
    const homes = pointOfWeek(history.market, "homes-for-sale", WHOLE_MARKET, "2025-10-13")!;
    const card = view.supply.cards.find((entry) => entry.id === "homes-for-sale")!;
    expect([card.now.text, ...card.comparisons.map((entry) => entry.figure.text)]).toEqual([
      figureText("homes-for-sale", homes.week),
      figureText("homes-for-sale", homes.rolling13),
      figureText("homes-for-sale", homes.yearAgo),
    ]);
    expect(homes.week.status).toBe("ok");
    expect(view.supply.sampleNote).toMatch(/^Sample data: the figures through October 19, 2025/);
  });
});
