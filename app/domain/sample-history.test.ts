import { describe, expect, it } from "vitest";
import { contractRowSchema } from "~/domain/contracts-csv.server";
import { median } from "~/lib/statistics";
import { weekStartOf } from "~/lib/calendar";
import { sampleHistory } from "./sample-history";

// Three years before the spec's first week (Monday 1 September 2025).
const history = sampleHistory({ from: "2022-09-05", to: "2025-08-31" });
const sales = history.filter((contract) => contract.type !== "rental");
const singleFamily = sales.filter((contract) => contract.type === "single-family");

describe("sample history", () => {
  it("is the same for the same seed, and another for another seed", () => {
    expect(sampleHistory({ from: "2022-09-05", to: "2025-08-31" })).toEqual(history);
    expect(sampleHistory({ from: "2022-09-05", to: "2025-08-31", seed: 7 })).not.toEqual(history);
  });

  it("covers every week of three years, none after the end", () => {
    const weeks = new Set(history.map((contract) => weekStartOf(contract.contractDate)));
    expect(weeks.size).toBeGreaterThanOrEqual(150);
    expect(
      history.every((contract) => contract.contractDate >= "2022-09-05" && contract.contractDate <= "2025-08-31"),
    ).toBe(true);
  });

  it("has Greenwich's volumes: about 500 to 700 sale contracts a year, more in spring than in winter", () => {
    expect(sales.length / 3).toBeGreaterThan(450);
    expect(sales.length / 3).toBeLessThan(700);
    const inMonth = (month: string) => sales.filter((contract) => contract.contractDate.slice(5, 7) === month).length;
    expect(inMonth("05")).toBeGreaterThan(inMonth("12") * 1.5);
  });

  it("has Greenwich's prices: a single-family median near $3M that rises year by year", () => {
    const medianIn = (year: string) =>
      median(
        singleFamily.filter((contract) => contract.contractDate.startsWith(year)).map((contract) => contract.price),
      );
    expect(medianIn("2024")).toBeGreaterThan(2_300_000);
    expect(medianIn("2024")).toBeLessThan(3_800_000);
    expect(medianIn("2024")).toBeGreaterThan(medianIn("2023"));
    expect(medianIn("2025")).toBeGreaterThan(medianIn("2024"));
    const perSqFt = median(singleFamily.map((contract) => contract.price / contract.sqft!));
    expect(perSqFt).toBeGreaterThan(650);
    expect(perSqFt).toBeLessThan(1_100);
    const days = median(sales.map((contract) => contract.dom));
    expect(days).toBeGreaterThan(20);
    expect(days).toBeLessThan(60);
  });

  it("every contract passes the upload's own row checks", () => {
    for (const contract of history.slice(0, 2_000)) {
      const row = {
        address: contract.address,
        type: contract.type,
        zone: contract.zone,
        zip: contract.zip,
        acres: contract.acres === null ? "" : String(contract.acres),
        sqft: contract.sqft === null ? "" : String(contract.sqft),
        price: String(contract.price),
        dom: String(contract.dom),
        contract_date: contract.contractDate,
      };
      expect(contractRowSchema.safeParse(row).success, JSON.stringify(row)).toBe(true);
    }
  });
});
