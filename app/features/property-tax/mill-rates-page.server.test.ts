import { describe, expect, it } from "vitest";
import { latestMillRate } from "~/domain/property-tax";
import { millRatesPage } from "~content/investors/mill-rates";
import { millRatesPageView, millRatesQuery } from "./mill-rates-page.server";

const query = (search: string) => millRatesQuery(new URLSearchParams(search));

describe("the calculator's query string", () => {
  it("keeps the typed value and a known year; a negative value is the visitor's mistake", () => {
    expect(query("value=1000000")).toEqual({
      initial: { value: "1000000", year: latestMillRate().fiscalYear },
      invalid: false,
    });
    expect(query("value=-5").invalid).toBe(true);
  });

  it("drops a value too long to be a price rather than failing the page", () => {
    expect(query(`value=${"9".repeat(41)}`)).toEqual({
      initial: { value: "", year: latestMillRate().fiscalYear },
      invalid: false,
    });
  });
});

describe("mill-rates page view", () => {
  it("links the hero to the calculator and both contact buttons to the filled-in request", () => {
    const { hero, cta } = millRatesPageView();
    expect(hero.links[0]!.to).toBe(`#${millRatesPage.calculator.id}`);
    expect(hero.links[1]!.to).toMatch(/^\/contact\?request=/);
    expect(cta.links.map((link) => link.to)).toEqual([hero.links[1]!.to, "/market-report"]);
  });
});

describe("the mill-rate history", () => {
  /** "2024-25" after "2025-26": the fiscal year before another. */
  const yearBefore = (fiscalYear: string) => {
    const start = Number(fiscalYear.slice(0, 4)) - 1;
    return `${start}-${String((start + 1) % 100).padStart(2, "0")}`;
  };

  it("has a row for every fiscal year from the newest to the oldest, and a year without a rate says why", () => {
    const { rows } = millRatesPageView().history;
    const years = rows.map((row) => row.fiscalYear.replace(/^FY /, ""));
    for (let index = 1; index < years.length; index += 1) {
      expect(years[index], `the year after ${years[index - 1]}`).toBe(yearBefore(years[index - 1]!));
    }
    for (const row of rows.filter((candidate) => !/^\d/.test(candidate.millRate))) {
      expect(row.note, `${row.fiscalYear} has no rate`).toMatch(/not (?:shown|listed)|no rate/i);
      expect(row.change).toBe("–");
    }
  });

  it("says plainly that FY 2022-23 has no rate shown, and why, without a figure", () => {
    const row = millRatesPageView().history.rows.find((candidate) => candidate.fiscalYear === "FY 2022-23");
    expect(row).toBeDefined();
    expect(row!.millRate).not.toMatch(/\d/);
    expect(row!.note).toMatch(/town's or the state's/);
    // The calculator offers only the years with a rate.
    expect(millRatesPageView().calculator.years.map((year) => year.fiscalYear)).not.toContain("2022-23");
  });
});
