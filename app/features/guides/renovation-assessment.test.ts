import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { assessmentForm } from "~content/guides/renovate-vs-knockdown";
import { assessmentFromQuery, assessRenovationVsRebuild, renovationBandFor } from "./renovation-assessment";

const assumptions = assessmentForm;

describe("renovationBandFor", () => {
  it("picks the scope by the house's age", () => {
    expect(renovationBandFor(0, assumptions.renovationBands).costPerSqFt).toBe(175);
    expect(renovationBandFor(25, assumptions.renovationBands).costPerSqFt).toBe(175);
    expect(renovationBandFor(26, assumptions.renovationBands).costPerSqFt).toBe(325);
    expect(renovationBandFor(60, assumptions.renovationBands).costPerSqFt).toBe(325);
    expect(renovationBandFor(61, assumptions.renovationBands).costPerSqFt).toBe(450);
    expect(renovationBandFor(300, assumptions.renovationBands).costPerSqFt).toBe(450);
  });
});

describe("assessRenovationVsRebuild", () => {
  it("leans to a rebuild for a 1955 house of 3,000 sq ft", () => {
    const result = assessRenovationVsRebuild(
      { propertyValue: 2_000_000, squareFeet: 3_000, yearBuilt: 1955, currentYear: 2026 },
      assumptions,
    );
    // Gut renovation: 3,000 x $450 x 1.10 = $1,485,000. Rebuild: 3,000 x $650 x 1.15 + $75,000 = $2,317,500.
    expect(result.ageYears).toBe(71);
    expect(result.renovationCost).toBeCloseTo(1_485_000);
    expect(result.rebuildCost).toBeCloseTo(2_317_500);
    expect(result.costRatio).toBeCloseTo(0.6408, 4);
    expect(result.leaning).toBe("rebuild");
    expect(result.renovationAllIn).toBeCloseTo(3_485_000);
    expect(result.rebuildShareOfValue).toBeCloseTo(1.15875);
    expect(result.leadPaintEra).toBe(true);
  });

  it("leans to renovating a 2005 house of 4,000 sq ft", () => {
    const result = assessRenovationVsRebuild(
      { propertyValue: 3_000_000, squareFeet: 4_000, yearBuilt: 2005, currentYear: 2026 },
      assumptions,
    );
    // Refresh: 4,000 x $175 x 1.10 = $770,000. Rebuild: 4,000 x $650 x 1.15 + $75,000 = $3,065,000.
    expect(result.renovationCost).toBeCloseTo(770_000);
    expect(result.rebuildCost).toBeCloseTo(3_065_000);
    expect(result.leaning).toBe("renovate");
    expect(result.leadPaintEra).toBe(false);
  });

  it("calls a 1985 house of 3,000 sq ft a close call", () => {
    const result = assessRenovationVsRebuild(
      { propertyValue: 1_800_000, squareFeet: 3_000, yearBuilt: 1985, currentYear: 2026 },
      assumptions,
    );
    // Major: 3,000 x $325 x 1.10 = $1,072,500; ratio 1,072,500 / 2,317,500 = 0.4628.
    expect(result.renovationCost).toBeCloseTo(1_072_500);
    expect(result.costRatio).toBeCloseTo(0.4628, 4);
    expect(result.leaning).toBe("close");
  });

  it("never costs a renovation above a same-size rebuild", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 500, max: 20_000 }),
        fc.integer({ min: 1700, max: 2026 }),
        (squareFeet, yearBuilt) => {
          const r = assessRenovationVsRebuild(
            { propertyValue: 1_000_000, squareFeet, yearBuilt, currentYear: 2026 },
            assumptions,
          );
          return r.renovationCost < r.rebuildCost && r.costRatio > 0 && r.costRatio < 1;
        },
      ),
    );
  });
});

describe("assessmentFromQuery", () => {
  it("is empty without fields and valid with dollar signs and commas", () => {
    expect(assessmentFromQuery(new URLSearchParams(""), 2026).status).toBe("empty");
    const outcome = assessmentFromQuery(new URLSearchParams("value=$2,000,000&sqft=3,000&year=1955"), 2026);
    expect(outcome.status).toBe("valid");
    if (outcome.status === "valid") expect(outcome.assessment.leaning).toBe("rebuild");
  });

  it("refuses a future year, a tiny house and a missing value, naming each field", () => {
    const outcome = assessmentFromQuery(new URLSearchParams("value=&sqft=100&year=2031"), 2026);
    expect(outcome.status).toBe("invalid");
    if (outcome.status !== "invalid") return;
    expect(outcome.errors.value).toMatch(/property value/);
    expect(outcome.errors.sqft).toMatch(/500 to 20,000/);
    expect(outcome.errors.year).toMatch(/year built/);
  });

  it("reads the value as every money field does, and refuses 1e6 and 1,5M instead of guessing (decision 131)", () => {
    const query = (value: string) =>
      assessmentFromQuery(new URLSearchParams({ value, sqft: "3000", year: "1958" }), 2026);
    for (const value of ["2M", "$2,000,000", "2,000k", "2000000"]) {
      const outcome = query(value);
      expect(outcome.status === "valid" && outcome.input.propertyValue, value).toBe(2_000_000);
    }
    const scientific = query("1e6");
    expect(scientific.status === "invalid" && scientific.errors.value).toBe(
      "Property value: “1e6” is not an amount we can read. Write it as 2,000,000, $2,000,000 or 2M.",
    );
    const comma = query("1,5M");
    expect(comma.status === "invalid" && comma.errors.value).toMatch(/^Property value: “1,5M” could mean two amounts/);
  });

  it("refuses a size or a year written as 1e3 or 2.5k rather than reading it", () => {
    for (const sqft of ["1e3", "2.5k", "3,0"]) {
      const outcome = assessmentFromQuery(new URLSearchParams({ value: "2M", sqft, year: "1958" }), 2026);
      expect(outcome.status === "invalid" && outcome.errors.sqft, sqft).toMatch(/500 to 20,000/);
    }
  });
});
