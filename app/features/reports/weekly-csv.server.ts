import { toCsv } from "~/server/export-csv.server";
import { PROPERTY_TYPES, type WeeklyReportData } from "~/domain/contract-types";
import { contractsInTableOrder } from "~/domain/report-figures";

/** The data files' columns (data/README.md), so the file reads back as a week's contracts. */
const HEADER = ["address", "type", "zone", "zip", "acres", "sqft", "price", "dom", "contract_date"] as const;

/**
 * Every contract of the week as CSV (issue 33 item 4: the Take Action comparables are the week's
 * own contracts), type by type in the page's table order. A rental's price is its monthly rent.
 */
export function weeklyContractsCsv(week: WeeklyReportData): string {
  const rows = PROPERTY_TYPES.flatMap((type) => contractsInTableOrder(week.contracts, type)).map((contract) => [
    contract.address,
    contract.type,
    contract.zone,
    contract.zip,
    contract.acres,
    contract.sqft,
    contract.price,
    contract.dom,
    contract.contractDate,
  ]);
  return toCsv(HEADER, rows);
}
