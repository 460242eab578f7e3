import { z } from "zod";
import { daysBetween } from "~/lib/calendar";
import { LISTING_PRICE_BANDS, listingPriceBandOf, type ListingPriceBand } from "~/domain/price-bands";

/** The CSV columns, in the order the sample file and the exports use. */
export const LISTING_COLUMNS = [
  "#",
  "Type",
  "Status",
  "List Date",
  "Contract Date",
  "Pending Date",
  "Closed Date",
  "ADOM @ Contract",
  "CDOM @ Contract",
  "District",
  "ZIP",
  "Address",
  "MLS #",
  "Zoning",
  "Lot Acres",
  "SF (Above-Grade)",
  "LL SF",
  "Attic SF",
  "Original Ask ($)",
  "List @ Contract ($)",
  "List→Contract Cut (%)",
  "Reductions (#)",
  "Total Reduction ($)",
  "HOA (mo)",
  "Taxes (annual)",
  "$/SF (Above-Grade)",
  "$/SF (Adjusted)",
  "Last OH Date",
  "Contract→Pending (days)",
  "Contract→Close (days)",
  "Listing Firm",
  "Listing Agent",
  "Price Band",
] as const;
export type ListingColumn = (typeof LISTING_COLUMNS)[number];

/** Columns computed from the others when a file leaves them out (or empty), and checked when present. */
export const DERIVED_COLUMNS = [
  "List→Contract Cut (%)",
  "Total Reduction ($)",
  "$/SF (Above-Grade)",
  "$/SF (Adjusted)",
  "Contract→Pending (days)",
  "Contract→Close (days)",
  "Price Band",
] as const satisfies readonly ListingColumn[];

/** One listing under contract, typed. Dates are ISO calendar dates ("2025-10-07"). */
export type Listing = {
  id: number;
  type: string;
  status: string;
  listDate: string;
  contractDate: string;
  pendingDate: string | null;
  closedDate: string | null;
  adom: number;
  cdom: number;
  district: string;
  zip: string;
  address: string;
  mls: string;
  zoning: string;
  lotAcres: number | null;
  /** Null when the export gives no above-grade square feet: the listing is shown, its $/SF is not (decision 157). */
  sfAboveGrade: number | null;
  llSf: number;
  atticSf: number;
  originalAsk: number;
  listPrice: number;
  cutPercent: number;
  reductions: number;
  totalReduction: number;
  hoaMonthly: number;
  taxesAnnual: number;
  /** Null without above-grade square feet, as is the adjusted figure. */
  pricePerSf: number | null;
  adjustedPricePerSf: number | null;
  lastOpenHouseDate: string | null;
  contractToPendingDays: number | null;
  contractToCloseDays: number;
  firm: string;
  agent: string;
  band: ListingPriceBand;
};

/** Adjusted $/SF = list price / (above-grade SF + 0.5 x lower-level SF + 0.25 x attic SF). */
export function adjustedPricePerSf(listPrice: number, aboveGrade: number, lowerLevel: number, attic: number): number {
  return listPrice / (aboveGrade + 0.5 * lowerLevel + 0.25 * attic);
}

/** Cut from the original ask to the list price at contract, in percent. */
export function cutPercentOf(originalAsk: number, listPrice: number): number {
  return originalAsk > 0 ? ((originalAsk - listPrice) / originalAsk) * 100 : 0;
}

const text = z.string().trim().min(1, { error: "is required" });
const optionalText = z
  .string()
  .trim()
  .transform((value) => value || null);

/** "2025-10-07", or the MLS export's "10/07/2025", as an ISO calendar date. */
const isoDate = z
  .string()
  .trim()
  .transform((value, context) => {
    const us = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(value);
    const iso = us ? `${us[3]}-${us[1]!.padStart(2, "0")}-${us[2]!.padStart(2, "0")}` : value;
    try {
      daysBetween(iso, iso);
      return iso;
    } catch {
      context.addIssue({ code: "custom", message: `is not a date (YYYY-MM-DD or MM/DD/YYYY): "${value}"` });
      return z.NEVER;
    }
  });
const optionalDate = z.union([z.literal("").transform(() => null), isoDate]);

/** A figure as exports write it: "1,195,000", "$1,195,000", "6.3%" all read as numbers. */
function number(constraint: (n: z.ZodNumber) => z.ZodNumber = (n) => n) {
  return z
    .string()
    .trim()
    .min(1, { error: "is required" })
    .transform((value) => Number(value.replace(/[$,%\s]/g, "")))
    .pipe(constraint(z.number({ error: "is not a number" })));
}
function optionalNumber(constraint: (n: z.ZodNumber) => z.ZodNumber = (n) => n) {
  return z.union([
    z
      .string()
      .trim()
      .length(0)
      .transform(() => null),
    number(constraint),
  ]);
}
const whole = (n: z.ZodNumber) => n.int({ error: "is not a whole number" }).min(0, { error: "is negative" });
const nonNegative = (n: z.ZodNumber) => n.min(0, { error: "is negative" });
const positive = (n: z.ZodNumber) => n.positive({ error: "must be above zero" });

/** The columns a file must give; the derived ones may be absent or empty. */
export const listingRowSchema = z.object({
  "#": number(whole),
  Type: text,
  Status: text,
  "List Date": isoDate,
  "Contract Date": isoDate,
  "Pending Date": optionalDate,
  "Closed Date": optionalDate,
  "ADOM @ Contract": number(whole),
  "CDOM @ Contract": number(whole),
  District: text,
  ZIP: text,
  Address: text,
  "MLS #": text,
  Zoning: optionalText,
  "Lot Acres": optionalNumber(nonNegative),
  "SF (Above-Grade)": optionalNumber(positive),
  "LL SF": optionalNumber(nonNegative),
  "Attic SF": optionalNumber(nonNegative),
  "Original Ask ($)": number(positive),
  "List @ Contract ($)": number(positive),
  "List→Contract Cut (%)": optionalNumber(),
  "Reductions (#)": number(whole),
  "Total Reduction ($)": optionalNumber(),
  "HOA (mo)": optionalNumber(nonNegative),
  "Taxes (annual)": optionalNumber(nonNegative),
  "$/SF (Above-Grade)": optionalNumber(),
  "$/SF (Adjusted)": optionalNumber(),
  "Last OH Date": optionalDate,
  "Contract→Pending (days)": optionalNumber(),
  "Contract→Close (days)": optionalNumber(),
  "Listing Firm": text,
  "Listing Agent": text,
  "Price Band": z
    .string()
    .trim()
    .refine((value) => value === "" || (LISTING_PRICE_BANDS as readonly string[]).includes(value), {
      error: `must be one of ${LISTING_PRICE_BANDS.join(", ")}`,
    }),
});
export type ListingRow = z.output<typeof listingRowSchema>;

export type DerivedMismatch = { column: ListingColumn; message: string };

/**
 * Completes a validated row: computes every derived column, and reports a present value that
 * disagrees with the computed one (rounding as files write them: one decimal for the cut, whole
 * dollars per square foot).
 */
export function listingFromRow(row: ListingRow): { listing: Listing; mismatches: DerivedMismatch[] } {
  const mismatches: DerivedMismatch[] = [];
  const llSf = row["LL SF"] ?? 0;
  const atticSf = row["Attic SF"] ?? 0;
  const listPrice = row["List @ Contract ($)"];
  const originalAsk = row["Original Ask ($)"];
  const contractDate = row["Contract Date"];
  const pendingDate = row["Pending Date"];
  const closedDate = row["Closed Date"];

  function derive(column: ListingColumn, present: number | null, computed: number, tolerance: number): number {
    if (present === null) return computed;
    if (Math.abs(present - computed) > tolerance)
      mismatches.push({ column, message: `is ${present} but the other columns give ${round(computed, 2)}` });
    return present;
  }
  // A $/SF needs above-grade square feet: without them it is not recorded, and a file that gives one
  // anyway contradicts itself (decision 157).
  const aboveGrade = row["SF (Above-Grade)"];
  function derivePerSf(column: ListingColumn, present: number | null, computed: (sqft: number) => number) {
    if (aboveGrade !== null) return derive(column, present, computed(aboveGrade), 0.51);
    if (present !== null)
      mismatches.push({ column, message: `is ${present} but the row gives no above-grade square feet` });
    return null;
  }

  const computedBand = listingPriceBandOf(listPrice);
  const presentBand = row["Price Band"];
  if (presentBand !== "" && presentBand !== computedBand)
    mismatches.push({
      column: "Price Band",
      message: `is ${presentBand} but a list price of ${listPrice} is ${computedBand}`,
    });

  const listing: Listing = {
    id: row["#"],
    type: row.Type,
    status: row.Status,
    listDate: row["List Date"],
    contractDate,
    pendingDate,
    closedDate,
    adom: row["ADOM @ Contract"],
    cdom: row["CDOM @ Contract"],
    district: row.District,
    zip: row.ZIP,
    address: row.Address,
    mls: row["MLS #"],
    zoning: row.Zoning ?? "",
    lotAcres: row["Lot Acres"],
    sfAboveGrade: aboveGrade,
    llSf,
    atticSf,
    originalAsk,
    listPrice,
    cutPercent: derive(
      "List→Contract Cut (%)",
      row["List→Contract Cut (%)"],
      cutPercentOf(originalAsk, listPrice),
      0.051,
    ),
    reductions: row["Reductions (#)"],
    totalReduction: derive("Total Reduction ($)", row["Total Reduction ($)"], originalAsk - listPrice, 0.5),
    hoaMonthly: row["HOA (mo)"] ?? 0,
    taxesAnnual: row["Taxes (annual)"] ?? 0,
    pricePerSf: derivePerSf("$/SF (Above-Grade)", row["$/SF (Above-Grade)"], (sqft) => listPrice / sqft),
    adjustedPricePerSf: derivePerSf("$/SF (Adjusted)", row["$/SF (Adjusted)"], (sqft) =>
      adjustedPricePerSf(listPrice, sqft, llSf, atticSf),
    ),
    lastOpenHouseDate: row["Last OH Date"],
    contractToPendingDays:
      pendingDate === null
        ? row["Contract→Pending (days)"]
        : derive("Contract→Pending (days)", row["Contract→Pending (days)"], daysBetween(contractDate, pendingDate), 0),
    contractToCloseDays:
      closedDate === null
        ? (row["Contract→Close (days)"] ?? 0)
        : derive("Contract→Close (days)", row["Contract→Close (days)"], daysBetween(contractDate, closedDate), 0),
    firm: row["Listing Firm"],
    agent: row["Listing Agent"],
    band: computedBand,
  };
  return { listing, mismatches };
}

function round(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
}
