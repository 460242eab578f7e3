import { describe, expect, it } from "vitest";
import { weeklyFeedItems } from "./market-report.server";
import { seedWeeks } from "./weekly-data.server";
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
  it("names a week's share image", () => {
    expect(weeklyShareImagePath(3)).toBe("/og/market-report-week-3.png");
  });
});
