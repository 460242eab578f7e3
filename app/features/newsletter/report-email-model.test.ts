import { describe, expect, it } from "vitest";
import { site } from "../../../content/site";
import { seedWeeks } from "~/domain/weekly-data.server";
import { addDays } from "~/lib/calendar";
import { reportEmailModel, reportEmailText, unsubscribeUrl } from "./report-email-model";

const SITE_URL = "https://www.example.com";
const week = seedWeeks()[0]!;
const model = reportEmailModel(week, { siteUrl: SITE_URL, unsubscribeToken: "tok", preferencesToken: "pref", site });

describe("the report e-mail's model", () => {
  it("links to the week's page, its PDF and the unsubscribe page, all on the site", () => {
    expect(model.pageUrl).toBe(`${SITE_URL}/market-report?week=${week.week}`);
    expect(model.pdfUrl).toBe(`${SITE_URL}/weekly-contracts/greenwich-weekly-contracts-week-${week.week}.pdf`);
    expect(model.unsubscribeUrl).toBe(unsubscribeUrl(SITE_URL, "tok"));
    expect(model.unsubscribeUrl).toBe(`${SITE_URL}/unsubscribe/tok`);
  });

  it("carries the headline figures, the chart of the six property types and the sender's postal address", () => {
    expect(model.figures.map((figure) => figure.label)).toEqual([
      "Sale contracts",
      "Single-family",
      "Average days on market (sales)",
      "Sale prices",
    ]);
    expect(model.figures[0]!.value).toBe(String(week.contracts.length));
    expect(model.chart).toHaveLength(6);
    expect(model.chartAlt).toMatch(/^Sale contracts and leases by type: /);
    expect(model.sender.office).toBe(site.broker.office);
  });

  it("counts week 4's leases apart from its sale contracts", () => {
    const week4 = reportEmailModel(seedWeeks()[3]!, {
      siteUrl: SITE_URL,
      unsubscribeToken: "tok",
      preferencesToken: "pref",
      site,
    });
    const figures = Object.fromEntries(week4.figures.map((figure) => [figure.label, figure.value]));
    expect(figures).toMatchObject({
      "Sale contracts": "8",
      "Average days on market (sales)": "174 days",
      "Leases signed": "4",
    });
  });

  it("the plain-text part says the same, with every link and the postal address", () => {
    const text = reportEmailText(model);
    for (const expected of [model.pageUrl, model.pdfUrl, model.unsubscribeUrl, site.broker.office, model.title]) {
      expect(text).toContain(expected);
    }
  });

  it("says its figures rest on sample days when only the year-earlier week of its supply lines is sample", () => {
    const supply = { heading: "Homes for sale", lines: [], note: "" };
    const yearEarlierOnly = [{ from: addDays(week.startDate, -364), to: addDays(week.endDate, -364) }];
    const options = { siteUrl: SITE_URL, unsubscribeToken: "tok", preferencesToken: "pref", site };
    expect(reportEmailModel(week, { ...options, sample: yearEarlierOnly }).sampleNotice).toBeNull();
    expect(reportEmailModel(week, { ...options, sample: yearEarlierOnly, supply }).sampleNotice).toMatch(/sample/i);
    const beforeTheYearEarlierWeek = [{ from: "2000-01-01", to: addDays(week.startDate, -365) }];
    expect(reportEmailModel(week, { ...options, sample: beforeTheYearEarlierWeek, supply }).sampleNotice).toBeNull();
  });
});
