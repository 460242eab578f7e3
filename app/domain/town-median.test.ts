import { describe, expect, it } from "vitest";
import { sale } from "./test-sale";
import { testTownHistory, testTownMedian } from "./test-town-median";
import { townDaysOnMarket, townMedian, townMedianNotes } from "./town-median";

describe("townMedian (decision 141)", () => {
  it("is the median contract price of the newest whole year, leases apart", () => {
    const median = testTownMedian();
    // Six sales of 2024: the mean of the two middle prices, $2.6M and $3.1M; the lease and 2025's sale are out.
    expect(median.year).toBe(2024);
    expect(median.figure).toEqual({ value: 2_850_000, basis: 6, status: "ok" });
    expect(median.value).toBe("$2.85M");
    expect(median.label).toBe("Median contract price, all home types, 2024");
    expect(median.note).toContain("the town's 6 sale contracts signed from January 1 to December 31, 2024");
    expect(median.sampleNote).toBeNull();
    expect(townMedianNotes(median)).toEqual([median.note]);
  });

  it("says the one sample sentence when the year is sample data", () => {
    const median = testTownMedian(true);
    expect(median.sampleNote).toBe(
      "Sample data: the figures through December 31, 2024 are generated for this demonstration; the broker's own history replaces them.",
    );
    expect(townMedianNotes(median)).toEqual([median.note, median.sampleNote]);
    // Sample days outside the year do not make it sample.
    const later = townMedian({ ...testTownHistory(false), sample: [{ from: "2025-01-01", to: "2025-03-31" }] });
    expect(later.sampleNote).toBeNull();
  });

  it("withholds the median below five contracts and gives none without a whole year", () => {
    const history = testTownHistory(false);
    const few = townMedian({ ...history, contracts: history.contracts.slice(0, 3) });
    expect(few.figure).toMatchObject({ value: null, status: "few", basis: 3 });
    expect(few.value).toBe("Only 3 contracts");
    const partial = townMedian({
      ...history,
      firstDay: "2024-03-04",
      coverage: { contracts: [{ from: "2024-03-04", to: "2025-06-29" }] },
      contracts: [sale("2024-05-01", 2_000_000)],
    });
    expect(partial.year).toBeNull();
    expect(partial.value).toBe("No history");
    expect(partial.sampleNote).toBeNull();
  });

  it("gives the median days on market of the same year (decision 159)", () => {
    const history = testTownHistory(false);
    // The six sales of 2024 at 10, 20, 40, 50, 60 and 70 days: the mean of 40 and 50; the lease and 2025's sale are out.
    const doms = [10, 20, 40, 50, 60, 70, 1, 1];
    const days = townDaysOnMarket({
      ...history,
      contracts: history.contracts.map((c, i) => ({ ...c, dom: doms[i]! })),
    });
    expect(days.figure).toEqual({ value: 45, basis: 6, status: "ok" });
    expect(days.value).toBe("45 days");
    expect(days.label).toBe("Median days on market, all home types, 2024");
    expect(days.note).toContain(
      "the middle number of days on the market before going under contract of the town's 6 sale contracts signed from January 1 to December 31, 2024",
    );
  });
});
