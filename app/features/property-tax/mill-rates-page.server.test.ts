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
