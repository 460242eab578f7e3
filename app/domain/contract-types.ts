// A week's report record and its property rows, as the data files give them.

/** Every property type a weekly contracts file may hold, in the order the report shows them. */
export const PROPERTY_TYPES = ["single-family", "multi-family", "condo", "co-op", "rental", "land"] as const;
export type PropertyType = (typeof PROPERTY_TYPES)[number];

/** How a property type reads on the page. */
export const PROPERTY_TYPE_LABELS: Record<PropertyType, string> = {
  "single-family": "Single Family",
  "multi-family": "Multi-Family",
  condo: "Condo",
  "co-op": "Co-op",
  rental: "Rental",
  land: "Land",
};

/** Chart colour per property type (hex, so the server-drawn SVG needs no stylesheet). */
export const PROPERTY_TYPE_COLOURS: Record<PropertyType, string> = {
  "single-family": "#1e3a8a",
  "multi-family": "#0f766e",
  condo: "#b45309",
  "co-op": "#7c3aed",
  rental: "#be123c",
  land: "#4d7c0f",
};

/** The five Greenwich ZIP codes (06830 Greenwich, 06831 north and west, 06807 Cos Cob, 06870 Old Greenwich, 06878 Riverside). */
export const GREENWICH_ZIPS = ["06830", "06831", "06807", "06870", "06878"] as const;
export type GreenwichZip = (typeof GREENWICH_ZIPS)[number];

export const ZIP_AREA_NAMES: Record<GreenwichZip, string> = {
  "06830": "Greenwich (central, Byram, mid-country)",
  "06831": "North Greenwich (backcountry, Glenville, Pemberwick)",
  "06807": "Cos Cob",
  "06870": "Old Greenwich",
  "06878": "Riverside",
};

/** A village's short name: the area's name without the neighborhoods it lists. */
export const VILLAGE_NAMES: Record<GreenwichZip, string> = {
  "06830": "Greenwich",
  "06831": "North Greenwich",
  "06807": "Cos Cob",
  "06870": "Old Greenwich",
  "06878": "Riverside",
};

/** One contract: a sale, or a lease when `type` is "rental" (then `price` is the monthly rent). */
export type Contract = {
  address: string;
  type: PropertyType;
  zone: string;
  zip: GreenwichZip;
  /** Lot size; empty for condominium units and apartments. */
  acres: number | null;
  /** Above-grade square feet; empty for land. */
  sqft: number | null;
  /** Sale price in dollars, or monthly rent for a rental. */
  price: number;
  /** Days on market at contract. */
  dom: number;
  /** ISO date "2025-09-02". */
  contractDate: string;
};

/** The editorial part of a week (report.md): what the numbers cannot say by themselves. */
export type WeeklyNotes = {
  week: number;
  title: string;
  startDate: string;
  endDate: string;
  narrative: string[];
  keyInsights: string[];
  opportunities: string[];
  strategicConsiderations: string[];
};

export type WeeklyReportData = WeeklyNotes & { contracts: Contract[] };
