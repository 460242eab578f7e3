// A history for the tests of the market quotes and the pages that quote them (decision 159): five
// villages over the 52 weeks to Sunday, June 29, 2025 and the 52 before, each a case of the rules
// (a change, a stable village, one below the minimum in either period), contracts at 14 and 15 days
// for the fast market, and closed sales for the sale-to-list price. Tests only.
import type { GreenwichZip } from "./contract-types";
import type { ClosedSaleRecord, HistoryContract } from "./market-records";
import { marketQuotes, type MarketQuotesHistory } from "./market-quotes";
import { sale } from "./test-sale";
import { weeklyMarket, type Coverage } from "./weekly-market";

// The history ends on Sunday, June 29, 2025: its newest complete week is June 23 to 29, the 52 weeks
// run from Monday, July 1, 2024, and the 52 before from Monday, July 3, 2023 to June 30, 2024.
export const NOW = "2025-01-15";
export const BEFORE = "2024-01-15";

const at = (zip: GreenwichZip, date: string, millions: readonly number[], extra: Partial<HistoryContract> = {}) =>
  millions.map((price) => sale(date, price * 1_000_000, { zip, ...extra }));

export const testContracts: HistoryContract[] = [
  // Riverside: $2.4M now on 5, $2.0M before on 5: +20.0%. The lease and the sale at $3.0M are not
  // among the fast market's contracts (a rent; not under $3M); two contracts at 14 and 15 days.
  sale(NOW, 2_000_000, { zip: "06878", dom: 14 }),
  sale(NOW, 2_200_000, { zip: "06878", dom: 15 }),
  ...at("06878", NOW, [2.4, 2.6, 3.0]),
  sale(NOW, 15_000, { zip: "06878", type: "rental", dom: 1 }),
  ...at("06878", BEFORE, [1.8, 2.0, 2.0, 2.2, 2.5]),
  // Old Greenwich: $3.5M now (the mean of $3M and $4M) on 6, $3.4M before on 5: +2.9%.
  ...at("06870", NOW, [1, 2, 3, 4, 5, 6]),
  ...at("06870", BEFORE, [3.0, 3.2, 3.4, 3.6, 3.8]),
  // Cos Cob: $1.2M both years: 0.0%, stable; one contract went in 3 days.
  sale(NOW, 1_000_000, { zip: "06807", dom: 3 }),
  ...at("06807", NOW, [1.1, 1.2, 1.3, 1.4]),
  ...at("06807", BEFORE, [1.2, 1.2, 1.2, 1.2, 1.2]),
  // Greenwich (06830): 3 contracts now, one on the day it was listed.
  sale(NOW, 1_500_000, { zip: "06830", dom: 0 }),
  ...at("06830", NOW, [1.6, 1.7]),
  ...at("06830", BEFORE, [2, 2, 2, 2, 2]),
  // North Greenwich (06831): $4M now on 5, 2 contracts before. A contract before both periods counts nowhere.
  ...at("06831", NOW, [4, 4, 4, 4, 4]),
  ...at("06831", BEFORE, [1, 1]),
  ...at("06831", "2023-07-02", [9, 9, 9, 9, 9]),
];

/** Closed sales at 95%, 97%, 98%, 100% and 102% of their list price in the 52 weeks; one at 50% before. */
const closed = (date: string, percent: number): ClosedSaleRecord => ({
  type: "single-family",
  zip: "06830",
  price: percent * 20_000,
  listPrice: 2_000_000,
  originalPrice: 2_000_000,
  date,
});
const closedSales = [95, 97, 98, 100, 102].map((percent) => closed(NOW, percent)).concat(closed(BEFORE, 50));

export function testQuotesHistory(
  records: readonly HistoryContract[] = testContracts,
  coverage: Coverage = {
    contracts: [{ from: "2023-01-02", to: "2025-06-29" }],
    listings: [{ from: "2024-07-01", to: "2025-06-29" }],
  },
  sample: MarketQuotesHistory["sample"] = [],
): MarketQuotesHistory {
  return {
    contracts: records,
    // As the server builds it: the sale contracts (never a lease) beside the listings' closed sales.
    market: weeklyMarket({ contracts: records.filter((record) => record.type !== "rental"), closedSales }, coverage),
    coverage,
    firstDay: "2023-01-02",
    lastDay: "2025-06-29",
    sample,
  };
}

/** The quotes of that history: Riverside +20.0%, Old Greenwich +2.9%, Cos Cob 0.0%, the other two without a change. */
export const testQuotes = (sample = false) =>
  marketQuotes(testQuotesHistory(testContracts, undefined, sample ? [{ from: "2023-01-02", to: "2025-06-29" }] : []));
