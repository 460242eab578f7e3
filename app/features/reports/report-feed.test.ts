import { describe, expect, it } from "vitest";
import { weeklyFeedItems } from "./market-report.server";
import { seedWeeks } from "~/domain/weekly-data.server";
import { weeklyReportFeed, weeklyShareImagePath } from "./report-feed";

describe("weekly report feed", () => {
  const xml = weeklyReportFeed(
    { siteUrl: "https://greenwich.example", title: "Greenwich & Co", description: "Weekly <contracts>" },
    weeklyFeedItems(seedWeeks()),
  );
  it("lists every week, newest first, linking to its report", () => {
    const links = [...xml.matchAll(/<item>[\s\S]*?<link>([^<]+)<\/link>/g)].map((m) => m[1]);
    expect(links).toEqual([4, 3, 2, 1].map((week) => `https://greenwich.example/market-report?week=${week}`));
  });
  it("says each week's totals from the data, leases apart from sales (decision 093)", () => {
    expect(xml).toContain("8 sale contracts, 174 days average on market; 4 leases apart");
    expect(xml).toContain("8 sale contracts, 35 days average on market.");
  });
  it("escapes XML and dates items by the week's last day", () => {
    expect(xml).toContain("<title>Greenwich &amp; Co</title>");
    expect(xml).toContain("Weekly &lt;contracts&gt;");
    expect(xml).toMatch(/<pubDate>Sun, 07 Sep 2025 12:00:00 GMT<\/pubDate>/);
  });
  it("announces a quarter with its figures, dated by the week that completes it, before that week", () => {
    const withQuarter = weeklyReportFeed(
      { siteUrl: "https://greenwich.example", title: "Greenwich", description: "Weekly" },
      weeklyFeedItems(seedWeeks()),
      [
        {
          label: "Q3 2025",
          path: "/quarterly-report/2025-q3",
          start: "2025-07-01",
          end: "2025-09-30",
          date: "2025-10-21",
          contracts: 139,
          medianPrice: 2_950_000,
          sampleNotice: null,
        },
      ],
    );
    const items = [...withQuarter.matchAll(/<item>[\s\S]*?<\/item>/g)].map((m) => m[0]);
    expect(items.map((item) => /<link>([^<]+)<\/link>/.exec(item)![1])).toEqual([
      "https://greenwich.example/quarterly-report/2025-q3",
      ...[4, 3, 2, 1].map((week) => `https://greenwich.example/market-report?week=${week}`),
    ]);
    expect(items[0]).toContain("<title>Quarterly report: Q3 2025</title>");
    expect(items[0]).toContain("<pubDate>Tue, 21 Oct 2025 12:00:00 GMT</pubDate>");
    expect(items[0]).toContain(
      "July 1 - September 30, 2025: 139 sale contracts, median contract price $2,950,000, beside the quarter before",
    );
    expect(withQuarter).toContain("<lastBuildDate>Tue, 21 Oct 2025 12:00:00 GMT</lastBuildDate>");
  });

  it("names a week's share image", () => {
    expect(weeklyShareImagePath(3)).toBe("/og/market-report-week-3.png");
  });
});
