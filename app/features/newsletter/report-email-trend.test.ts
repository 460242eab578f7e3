import { describe, expect, it } from "vitest";
import { site } from "../../../content/site";
import { seedWeeks } from "~/domain/weekly-data.server";
import { reportMessage } from "~/features/newsletter/newsletter-mail.server";
import { trendChartSvg } from "~/server/report-chart.server";
import { TREND_CID } from "./report-email";
import { reportEmailModel } from "./report-email-model";
import { thirteenWeekTrend, trendAlt } from "./report-email-trend";

// The report e-mail carries the 13 weeks ending with the reported week, drawn on
// the server as a PNG, its alt text giving every week's numbers.

const sale = (contractDate: string, price: number, type: "single-family" | "rental" = "single-family") => ({
  contractDate,
  price,
  type,
});

const HISTORY = [
  sale("2025-07-01", 1_000_000), // before the window: the week of June 30 is the 14th week back
  sale("2025-07-07", 1_000_000),
  sale("2025-07-08", 2_000_000),
  sale("2025-07-09", 4_000_000),
  sale("2025-07-10", 3_000_000),
  sale("2025-07-11", 5_000_000),
  sale("2025-07-10", 9_000, "rental"),
  sale("2025-09-29", 5_000_000),
  sale("2025-10-01", 6_000_000),
];

describe("the report e-mail's 13-week trend", () => {
  const points = thirteenWeekTrend(HISTORY, { endDate: "2025-10-05", firstDay: "2025-01-06" });

  it("counts the sale contracts and their median in each of the 13 weeks ending with the report's", () => {
    expect(points).toHaveLength(13);
    expect(points[0]).toEqual({ weekStart: "2025-07-07", weekEnd: "2025-07-13", contracts: 5, medianPrice: 3_000_000 });
    // Two sales: counted, but too few for a median (decision 118).
    expect(points.at(-1)).toEqual({
      weekStart: "2025-09-29",
      weekEnd: "2025-10-05",
      contracts: 2,
      medianPrice: null,
    });
    expect(points.slice(1, -1).every((point) => point.contracts === 0 && point.medianPrice === null)).toBe(true);
  });

  it("leaves out the weeks before the history starts", () => {
    const short = thirteenWeekTrend(HISTORY, { endDate: "2025-10-05", firstDay: "2025-09-22" });
    expect(short.map((point) => point.weekStart)).toEqual(["2025-09-22", "2025-09-29"]);
  });

  it("gives every week's numbers in the alt text", () => {
    const alt = trendAlt(points);
    expect(alt).toMatch(/^Sale contracts per week, the 13 weeks to Oct 5: week of Jul 7: 5 at a median \$3\.00M; /);
    expect(alt).toContain("week of Sep 22: 0;");
    expect(alt).toMatch(/week of Sep 29: 2\.$/);
  });

  it("is drawn with the counts and the week's Mondays", async () => {
    const svg = await trendChartSvg(points, { embedFont: false });
    const texts = [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((match) => match[1]);
    // Satori writes a word and a space per <text>: joined, they read as on the image.
    const words = texts.join("").replace(/\s+/g, " ");
    expect(words).toContain("Sale contracts per week, the 13 weeks to Oct 5");
    // Each column: its count above, its Monday below (5 in the week of July 7, 2 in the last week).
    expect(words).toContain("5Jul 7");
    expect(words).toContain("2Sep 29");
  });

  it("is attached to the message as a PNG, shown by Content-ID with its alt text; none without history", async () => {
    const week = seedWeeks()[3]!;
    const trend = thirteenWeekTrend(
      seedWeeks().flatMap((seed) => seed.contracts),
      { endDate: week.endDate, firstDay: seedWeeks()[0]!.startDate },
    );
    // Weeks 1 to 4 of the spec: September 1 to October 21, seven calendar weeks with contracts.
    expect(trend.map((point) => point.weekStart)).toEqual([
      "2025-09-01",
      "2025-09-08",
      "2025-09-15",
      "2025-09-22",
      "2025-09-29",
      "2025-10-06",
      "2025-10-13",
      "2025-10-20",
    ]);
    const message = await reportMessage(
      { from: { name: "Reports", address: "reports@example.com" }, siteUrl: "https://www.example.com", trend },
      week,
      { email: "ann@example.com", unsubscribeToken: "u".repeat(43), preferencesToken: "p".repeat(43) },
      "0b5c6f2e-8d1a-4c7e-9f3b-2a6d8e4c1f70",
    );
    const attachment = message.attachments!.find((file) => file.cid === TREND_CID)!;
    expect(attachment.filename).toBe("week-4-13-week-trend.png");
    expect((attachment.content as Buffer).subarray(1, 4).toString()).toBe("PNG");
    const html = String(message.html);
    const model = reportEmailModel(week, {
      siteUrl: "https://www.example.com",
      unsubscribeToken: "t",
      preferencesToken: "p",
      site,
      trend,
    });
    expect(html).toContain(`src="cid:${TREND_CID}"`);
    expect(html).toContain(`alt="${model.trendAlt}"`);
    expect(model.trendAlt).toMatch(/^Sale contracts per week, the 8 weeks to Oct 26: week of Sep 1: /);

    const without = await reportMessage(
      { from: { name: "Reports", address: "reports@example.com" }, siteUrl: "https://www.example.com" },
      week,
      { email: "ann@example.com", unsubscribeToken: "u".repeat(43), preferencesToken: "p".repeat(43) },
      "0b5c6f2e-8d1a-4c7e-9f3b-2a6d8e4c1f71",
    );
    expect(without.attachments).toHaveLength(1);
    expect(String(without.html)).not.toContain(TREND_CID);
  });
});
