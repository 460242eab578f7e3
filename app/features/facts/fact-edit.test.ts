import { describe, expect, it } from "vitest";
import { defaultFactBook, factNotes, factValue, facts } from "~content/facts";
import { greenwichVsStamford } from "~content/guides/greenwich-vs-stamford";
import { factBookOf, parseFactForm, staleFacts, STALE_AFTER_DAYS } from "./fact-edit";

const TODAY = "2026-11-26";
/** The history's town median as a page hands it to the content (decision 141). */
const quote = { value: "$2.85M", label: "Median contract price, all home types, 2024" };

const medianForm = {
  value: "$3,400,000",
  measures: "Median sale price, single-family homes",
  period: "12 months to September 2026",
  asOf: "2026-09-30",
  source: "Publisher's editorial figure",
};

describe("the studio's fact form", () => {
  it("reads money as the broker types it", () => {
    const result = parseFactForm("stamfordMedianSalePrice", medianForm, TODAY);
    expect(result).toEqual({ ok: true, fields: { ...medianForm, value: 3_400_000 } });
  });

  it("refuses a fact that does not exist", () => {
    expect(parseFactForm("constructor", medianForm, TODAY)).toMatchObject({ ok: false, field: "name" });
  });

  it("checks numbers by unit: dollars, percents, changes and counts", () => {
    expect(parseFactForm("stamfordMedianSalePrice", { ...medianForm, value: "12" }, TODAY)).toMatchObject({
      ok: false,
      field: "value",
      error: "The value must be a dollar amount from $1,000 to $1,000,000,000.",
    });
    const percent = { ...medianForm, measures: "Sale to list" };
    expect(parseFactForm("clientSaleToListPercent", { ...percent, value: "101" }, TODAY)).toMatchObject({
      field: "value",
    });
    expect(parseFactForm("clientSaleToListPercent", { ...percent, value: "97.5%" }, TODAY)).toMatchObject({
      ok: true,
      fields: { value: 97.5 },
    });
    expect(parseFactForm("activeListings", { ...percent, value: "14.5" }, TODAY)).toMatchObject({
      ok: false,
      error: "The value must be a whole number from 0 to 1,000,000.",
    });
    expect(parseFactForm("activeListings", { ...percent, value: "lots" }, TODAY)).toMatchObject({
      ok: false,
      field: "value",
    });
  });

  it("keeps a range's top at least its bottom, and only where the fact is a range", () => {
    const range = { ...medianForm, value: "700", upTo: "650" };
    expect(parseFactForm("newConstructionCostPerSqFt", range, TODAY)).toEqual({
      ok: false,
      field: "upTo",
      error: "The top of the range must be at least its bottom.",
    });
    expect(parseFactForm("newConstructionCostPerSqFt", { ...range, upTo: "1,200" }, TODAY)).toMatchObject({
      ok: true,
      fields: { value: 700, upTo: 1_200 },
    });
    expect(parseFactForm("newConstructionCostPerSqFt", { ...range, upTo: undefined }, TODAY)).toMatchObject({
      ok: false,
      field: "upTo",
    });
    const single = parseFactForm("stamfordMedianSalePrice", { ...medianForm, upTo: "5,000,000" }, TODAY);
    expect(single).toMatchObject({ ok: true });
    expect(single.ok && "upTo" in single.fields).toBe(false);
  });

  it("wants a real day no later than today, and the words filled in", () => {
    for (const asOf of ["2026-02-30", "30/09/2026", ""]) {
      expect(parseFactForm("stamfordMedianSalePrice", { ...medianForm, asOf }, TODAY)).toMatchObject({
        field: "asOf",
        error: "The period's last day must be a date YYYY-MM-DD.",
      });
    }
    expect(parseFactForm("stamfordMedianSalePrice", { ...medianForm, asOf: "2026-11-27" }, TODAY)).toMatchObject({
      field: "asOf",
      error: "The period's last day cannot be after today.",
    });
    expect(parseFactForm("stamfordMedianSalePrice", { ...medianForm, source: "  " }, TODAY)).toMatchObject({
      field: "source",
      error: "The source is required.",
    });
    expect(parseFactForm("stamfordMedianSalePrice", { ...medianForm, period: "x".repeat(301) }, TODAY)).toMatchObject({
      field: "period",
    });
  });
});

describe("the fact book pages read", () => {
  const previous = {
    value: facts.stamfordMedianSalePrice.value,
    measures: facts.stamfordMedianSalePrice.measures,
    period: facts.stamfordMedianSalePrice.period,
    asOf: facts.stamfordMedianSalePrice.asOf,
    source: facts.stamfordMedianSalePrice.source,
  };

  it("lays the overrides over the defaults and notes when a value changed and what it was", () => {
    const book = factBookOf(
      [{ name: "stamfordMedianSalePrice", ...previous, value: 3_400_000, asOf: "2026-09-30" }],
      [{ name: "stamfordMedianSalePrice", on: TODAY, previous }],
    );
    expect(factValue("stamfordMedianSalePrice", book)).toBe("$3.4M");
    expect(factValue("stamfordMedianSalePrice")).toBe("$875K");
    expect(factValue("byramMedianSalePrice", book)).toBe(factValue("byramMedianSalePrice"));
    expect(factNotes(["stamfordMedianSalePrice"], book)).toEqual([
      "Stamford median sale price, all home types: 2024. Source: Publisher's approximation. " +
        "Stamford updated November 26, 2026; was $875K.",
    ]);
  });

  it("keeps the note of the last change of value when a later edit changed only the words", () => {
    const book = factBookOf(
      [{ name: "stamfordMedianSalePrice", ...previous, value: 3_400_000, source: "MLS" }],
      [
        { name: "stamfordMedianSalePrice", on: TODAY, previous: { ...previous, value: 3_400_000 } },
        { name: "stamfordMedianSalePrice", on: "2026-10-01", previous },
      ],
    );
    expect(book.changes.stamfordMedianSalePrice).toEqual({ on: "2026-10-01", previousValue: "$875K" });
  });

  it("names the neighborhood in a shared note", () => {
    const central = facts.centralGreenwichMedianSalePrice;
    const book = factBookOf(
      [{ name: "centralGreenwichMedianSalePrice", ...central, value: 3_000_000 }],
      [{ name: "centralGreenwichMedianSalePrice", on: TODAY, previous: central }],
    );
    expect(factNotes(["centralGreenwichMedianSalePrice", "backcountryMedianSalePrice"], book)).toEqual([
      "Central Greenwich and Backcountry median sale price: 12 months to September 2025. Source: Publisher's editorial figure. " +
        "Central Greenwich updated November 26, 2026; was $2.9M.",
    ]);
  });

  it(`flags facts whose period ended more than ${STALE_AFTER_DAYS} days ago`, () => {
    expect(staleFacts(defaultFactBook, "2025-10-01")).toEqual([
      expect.objectContaining({ name: "connecticutEffectiveTaxRate", asOf: "2024-12-31", daysPast: 274 }),
      expect.objectContaining({ name: "stamfordMedianSalePrice" }),
      expect.objectContaining({ name: "westernGreenwichAppreciation" }),
    ]);
    const fresh = factBookOf(
      [{ name: "stamfordMedianSalePrice", ...facts.stamfordMedianSalePrice, asOf: "2025-09-30" }],
      [],
    );
    expect(staleFacts(fresh, "2025-10-01").map((fact) => fact.name)).not.toContain("stamfordMedianSalePrice");
    expect(staleFacts(defaultFactBook, "2025-04-30")).toEqual([]);
    expect(staleFacts(defaultFactBook, "2025-05-01").map((fact) => fact.daysPast)).toEqual([121, 121, 121]);
  });

  it("gives content written with factContent the book's values, built once per book", () => {
    const stamford = facts.stamfordMedianSalePrice;
    const book = factBookOf(
      [{ name: "stamfordMedianSalePrice", ...stamford, value: 910_000 }],
      [{ name: "stamfordMedianSalePrice", on: TODAY, previous: stamford }],
    );
    const edited = greenwichVsStamford(book);
    expect(edited.townMetrics(quote)[0]!.stamford).toBe("About $910K");
    expect(edited.townMetricFacts.notes.join(" ")).toContain("Stamford updated November 26, 2026; was $875K.");
    expect(greenwichVsStamford().townMetrics(quote)[0]!.stamford).toBe("About $875K");
    expect(greenwichVsStamford(book)).toBe(edited);
  });
});
