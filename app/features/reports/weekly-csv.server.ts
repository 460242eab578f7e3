import { toCsv } from "~/server/export-csv.server";
import { PROPERTY_TYPES, type WeeklyReportData } from "~/domain/contract-types";
import { contractsInTableOrder } from "~/domain/report-figures";

/**
 * The data files' columns (data/README.md), with a lease's monthly rent in a column of its own:
 * `price` is a sale price only, `monthly_rent` a lease's rent only (decision 093).
 */
const HEADER = [
  "address",
  "type",
  "zone",
  "zip",
  "acres",
  "sqft",
  "price",
  "monthly_rent",
  "dom",
  "contract_date",
] as const;

/**
 * Every contract of the week as CSV (the Take Action comparables are the week's own contracts),
 * type by type in the page's table order, leases last as on the page. A sale's price is in `price`,
 * a lease's monthly rent in `monthly_rent`; the other cell is empty.
 */
export function weeklyContractsCsv(week: WeeklyReportData): string {
  const types = [...PROPERTY_TYPES.filter((type) => type !== "rental"), "rental" as const];
  const rows = types
    .flatMap((type) => contractsInTableOrder(week.contracts, type))
    .map((contract) => {
      const lease = contract.type === "rental";
      return [
        contract.address,
        contract.type,
        contract.zone,
        contract.zip,
        contract.acres,
        contract.sqft,
        lease ? null : contract.price,
        lease ? contract.price : null,
        contract.dom,
        contract.contractDate,
      ];
    });
  return toCsv(HEADER, rows);
}
