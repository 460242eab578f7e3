import { describe, expect, it } from "vitest";
import { conveyanceTax } from "./conveyance-tax";
import { formatTaxAmount, lawFigures, rateTableRows, stateLineLabel } from "./conveyance-tax-display";

describe("conveyance tax display", () => {
  it("labels the three slices of a $3,000,000 sale", () => {
    const { stateLines } = conveyanceTax(3_000_000, "residential");
    expect(stateLines.map((line, index) => stateLineLabel(line, index, stateLines.length))).toEqual([
      "0.75% of the first $800,000",
      "1.25% of the next $1,700,000 ($800,000 to $2,500,000)",
      "2.25% of the $500,000 above $2,500,000",
    ]);
  });

  it("a single line names the whole price", () => {
    const { stateLines } = conveyanceTax(650_000, "residential");
    expect(stateLineLabel(stateLines[0]!, 0, 1)).toBe("0.75% of $650,000");
  });

  it("shows cents only when there are some", () => {
    expect(formatTaxAmount(6_000)).toBe("$6,000");
    expect(formatTaxAmount(6_000.01)).toBe("$6,000.01");
  });

  it("the rate table lists the law's six rates", () => {
    expect(rateTableRows().map((row) => row.rate)).toEqual(["0.75%", "1.25%", "2.25%", "1.25%", "0.75%", "0.25%"]);
    expect(rateTableRows()[1]!.band).toBe("Part over $800,000 up to and including $2,500,000");
  });

  it("the prose figures: 1.5% and 2.5% combined marginal rates, effective July 1, 2020", () => {
    expect(lawFigures()).toMatchObject({
      middleMarginal: "1.5%",
      topMarginal: "2.5%",
      lowerThreshold: "$800,000",
      upperThreshold: "$2,500,000",
      minimum: "$2,000",
      effectiveFrom: "July 1, 2020",
    });
  });
});
