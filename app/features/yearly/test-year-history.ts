// The history of the yearly review's tests. Tests only.
import { sale } from "~/domain/test-sale";
import type { HistoryContract } from "~/domain/market-records";

// Two whole years, 2024 and 2025, held by the history; 2023 only from July (not whole), 2026 begun.
// Hand-computed figures in the tests below.
const many = (count: number, date: string, price: number, extra: Partial<HistoryContract> = {}) =>
  Array.from({ length: count }, () => sale(date, price, extra));
export const yearContracts: HistoryContract[] = [
  ...many(3, "2023-11-01", 1_500_000),
  ...many(5, "2024-02-01", 2_000_000),
  ...many(5, "2024-05-01", 3_000_000),
  ...many(5, "2024-11-01", 6_500_000, { zip: "06878", dom: 90 }),
  sale("2024-02-01", 9_000, { type: "rental" }),
  sale("2024-08-01", 12_000, { type: "rental" }),
  ...many(6, "2025-01-15", 2_000_000),
  sale("2025-03-01", 1_000_000, { type: "land", sqft: null }),
  ...many(4, "2025-05-01", 3_000_000, { type: "condo" }),
  ...many(2, "2025-08-01", 4_000_000, { type: "co-op" }),
  ...many(5, "2025-12-01", 7_000_000, { zip: "06878", dom: 90 }),
  sale("2025-02-01", 10_000, { type: "rental" }),
  ...many(2, "2026-01-02", 2_500_000),
];
export const yearHistory = {
  firstDay: "2023-07-03",
  lastDay: "2026-01-04",
  coverage: { contracts: [{ from: "2023-07-03", to: "2026-01-04" }] },
};
