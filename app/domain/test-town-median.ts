// A history for the tests of the town median and the pages that quote it: 2024 held whole, six sale
// contracts (median $2.85M, the mean of $2.6M and $3.1M) and a lease the median leaves out, the
// first half of 2025 begun. `sample` marks 2024's days sample data or none. Tests only.
import { sale } from "./test-sale";
import { townDaysOnMarket, townMedian, type TownMedianHistory } from "./town-median";

export function testTownHistory(sample: boolean): TownMedianHistory {
  return {
    firstDay: "2024-01-01",
    lastDay: "2025-06-29",
    coverage: { contracts: [{ from: "2024-01-01", to: "2025-06-29" }] },
    contracts: [
      sale("2024-01-15", 1_500_000),
      sale("2024-03-02", 2_400_000),
      sale("2024-05-20", 2_600_000),
      sale("2024-07-04", 3_100_000),
      sale("2024-09-09", 8_000_000),
      sale("2024-12-31", 9_000_000),
      sale("2024-06-01", 12_000, { type: "rental" }),
      // 2025 is not whole: the median is 2024's.
      sale("2025-02-01", 20_000_000),
    ],
    sample: sample ? [{ from: "2024-01-01", to: "2024-12-31" }] : [],
  };
}

/** The median of that history: $2.85M for 2024, sample data or not. */
export const testTownMedian = (sample = false) => townMedian(testTownHistory(sample));

/** Its median days on market: 30 days for 2024, every sale's. */
export const testTownDaysOnMarket = (sample = false) => townDaysOnMarket(testTownHistory(sample));
