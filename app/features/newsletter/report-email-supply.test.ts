import { describe, expect, it } from "vitest";
import { testMarket } from "~/domain/test-supply";
import { emailSupply, supplyLineText } from "./report-email-supply";

const market = testMarket();

describe("the report e-mail's supply lines (decision 138)", () => {
  it("gives the week's homes for sale, new listings and months of supply with the 13 weeks and a year earlier", () => {
    const supply = emailSupply({ market, sample: [] }, { endDate: "2025-10-21" })!;
    expect(supply.heading).toBe("The market in the week of October 13, 2025 to October 19, 2025");
    expect(supply.lines.map(supplyLineText)).toEqual([
      "Homes for sale at the week's end: 13 (13 weeks: 13; a year earlier: 10)",
      "New listings: 3 (13 weeks: 3; a year earlier: 3)",
      "Months of supply: 1.5 months (13 weeks: 1.5 months; a year earlier: 1.2 months)",
    ]);
  });

  it("leaves sample data out: a sample year earlier is No history, a sample week gives no lines", () => {
    const yearSample = emailSupply(
      { market, sample: [{ from: "2024-01-01", to: "2024-12-31" }] },
      { endDate: "2025-10-19" },
    )!;
    expect(yearSample.lines[0]!.yearEarlier).toBe("No history");
    expect(yearSample.lines[0]!.week).toBe("13");
    expect(
      emailSupply({ market, sample: [{ from: "2024-01-01", to: "2025-10-19" }] }, { endDate: "2025-10-19" }),
    ).toBeNull();
  });
});
