import type { HistoryContract } from "./market-records";

/** A single-family sale in central Greenwich for the trends tests; `extra` overrides any field. */
export const sale = (contractDate: string, price: number, extra: Partial<HistoryContract> = {}): HistoryContract => ({
  type: "single-family",
  zip: "06830",
  price,
  sqft: 2_000,
  dom: 30,
  contractDate,
  ...extra,
});
