import { describe, expect, it } from "vitest";
import { marketHistoryOf } from "~/server/history-source.server";
import { reportDays, reportInContext } from "~/domain/report-context";
import { sampleNotice } from "~/domain/sample-data";
import { figureText, formatValue } from "~/domain/measures";
import { median } from "~/lib/statistics";
import { marketReportPageData } from "./market-report-page.server";
import { seedWeeks } from "~/domain/weekly-data.server";

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
