// A subscriber's market (decision 147): the villages, the sale types and the price band whose
// figures lead their e-mail, and how often it comes. Nothing chosen is the whole town, every week.
// The choices are the site's own: the ZIP areas, the sale types and the sale price bands of the
// trends. Pure data and functions, no I/O: the sign-up form, the preferences page, the e-mail and
// the studio read them.
import { z } from "zod";
import {
  GREENWICH_ZIPS,
  PROPERTY_TYPE_LABELS,
  VILLAGE_NAMES,
  ZIP_AREA_NAMES,
  type GreenwichZip,
} from "~/domain/contract-types";
import {
  inSegment,
  SALE_PRICE_BANDS,
  SALE_TYPES,
  type SalePriceBandId,
  type SaleType,
  type SegmentRecord,
} from "~/domain/market-records";

export const CADENCES = ["weekly", "monthly", "quarterly"] as const;
export type Cadence = (typeof CADENCES)[number];

export const CADENCE_LABELS: Record<Cadence, string> = {
  weekly: "Every week",
  monthly: "A monthly digest",
  quarterly: "The quarterly report",
};

export type MarketChoice = {
  /** ZIP areas, in the site's order; none is the whole town. */
  villages: GreenwichZip[];
  /** Sale types, in the site's order; none is every type. */
  types: SaleType[];
  band: SalePriceBandId | "all";
  cadence: Cadence;
};

export const DEFAULT_CHOICE: MarketChoice = { villages: [], types: [], band: "all", cadence: "weekly" };

/** The form's fields: repeated names for the checkboxes, one value for the radios. */
export const CHOICE_FIELDS = { villages: "village", types: "homeType", band: "band", cadence: "cadence" } as const;
export type ChoiceField = keyof typeof CHOICE_FIELDS;

/** What the form offers, with labels, in the site's order. */
export const CHOICE_OPTIONS = {
  villages: GREENWICH_ZIPS.map((zip) => ({ value: zip, label: VILLAGE_NAMES[zip], hint: ZIP_AREA_NAMES[zip] })),
  types: SALE_TYPES.map((type) => ({ value: type, label: PROPERTY_TYPE_LABELS[type] })),
  band: [
    { value: "all", label: "Any price" },
    ...SALE_PRICE_BANDS.map((band) => ({ value: band.id, label: band.label })),
  ],
  cadence: CADENCES.map((cadence) => ({ value: cadence, label: CADENCE_LABELS[cadence] })),
} as const;

export const choiceMessages = {
  villages: "Choose villages from the list: one of them is not a Greenwich village",
  types: "Choose home types from the list: one of them is not a home type",
  band: "Choose one of the listed price bands",
  cadence: "Choose every week, a monthly digest or the quarterly report",
} as const;

const BAND_IDS = ["all", ...SALE_PRICE_BANDS.map((band) => band.id)] as [SalePriceBandId | "all", ...SalePriceBandId[]];

/** Several values of a list, kept once each and put in the list's order. */
const setOf = <Value extends string>(values: readonly Value[], message: string) =>
  z
    .array(z.enum(values as [Value, ...Value[]], { error: message }))
    .transform((chosen) => values.filter((value) => chosen.includes(value)));
/** One value, or the default when none was sent; more than one is refused. */
const oneOf = <Value extends string>(values: readonly Value[], fallback: Value, message: string) =>
  z
    .array(z.string())
    .max(1, message)
    .transform((sent) => sent[0] ?? fallback)
    .pipe(z.enum(values as [Value, ...Value[]], { error: message }));

export const marketChoiceSchema = z.object({
  villages: setOf(GREENWICH_ZIPS, choiceMessages.villages),
  types: setOf(SALE_TYPES, choiceMessages.types),
  band: oneOf(BAND_IDS, "all", choiceMessages.band),
  cadence: oneOf(CADENCES, "weekly", choiceMessages.cadence),
});

export type ChoiceErrors = Partial<Record<ChoiceField, string>>;
export type ChoiceParse = { ok: true; data: MarketChoice } | { ok: false; errors: ChoiceErrors };

/** The choice in a post, read by `all(name)` (every value sent under a name): the first message of each refused field. */
export function parseMarketChoice(all: (name: string) => string[]): ChoiceParse {
  const result = marketChoiceSchema.safeParse({
    villages: all(CHOICE_FIELDS.villages),
    types: all(CHOICE_FIELDS.types),
    band: all(CHOICE_FIELDS.band).filter((value) => value !== ""),
    cadence: all(CHOICE_FIELDS.cadence).filter((value) => value !== ""),
  });
  if (result.success) return { ok: true, data: result.data };
  const errors: ChoiceErrors = {};
  for (const issue of result.error.issues) errors[issue.path[0] as ChoiceField] ??= issue.message;
  return { ok: false, errors };
}

/** A choice read back from the database (or a refused post, to show again): a value the site does not offer is dropped. */
export function knownChoice(row: {
  villages: readonly string[];
  homeTypes: readonly string[];
  priceBand: string;
  cadence: string;
}): MarketChoice {
  return {
    villages: GREENWICH_ZIPS.filter((zip) => row.villages.includes(zip)),
    types: SALE_TYPES.filter((type) => row.homeTypes.includes(type)),
    band: (BAND_IDS as readonly string[]).includes(row.priceBand) ? (row.priceBand as MarketChoice["band"]) : "all",
    cadence: (CADENCES as readonly string[]).includes(row.cadence) ? (row.cadence as Cadence) : "weekly",
  };
}

/** The known values of a refused post, for the form to show again beside its messages. */
export function postedChoice(all: (name: string) => string[]): MarketChoice {
  return knownChoice({
    villages: all(CHOICE_FIELDS.villages),
    homeTypes: all(CHOICE_FIELDS.types),
    priceBand: all(CHOICE_FIELDS.band)[0] ?? "all",
    cadence: all(CHOICE_FIELDS.cadence)[0] ?? "weekly",
  });
}

/** The columns a choice is stored in (db/schema.ts, subscribers). */
export function choiceColumns(choice: MarketChoice) {
  return { villages: choice.villages, homeTypes: choice.types, priceBand: choice.band, cadence: choice.cadence };
}

/** The part of a choice that picks records: the villages, types and band (the cadence picks nothing). */
export type MarketFilter = Pick<MarketChoice, "villages" | "types" | "band">;

export const WHOLE_TOWN: MarketFilter = { villages: [], types: [], band: "all" };

export function isWholeTown(filter: MarketFilter): boolean {
  return filter.villages.length === 0 && filter.types.length === 0 && filter.band === "all";
}

/** Whether a record is in the market: a sale (never a lease) of a chosen type, in a chosen village and band. */
export function inMarket(record: SegmentRecord, filter: MarketFilter): boolean {
  return (
    inSegment(record, { type: "all", zip: "all", band: filter.band }) &&
    (filter.villages.length === 0 || filter.villages.includes(record.zip)) &&
    (filter.types.length === 0 || (filter.types as readonly string[]).includes(record.type))
  );
}

/** One key per distinct market: two subscribers with the same choice share their figures. */
export function marketKey(filter: MarketFilter): string {
  return `${filter.villages.join("+") || "all"}|${filter.types.join("+") || "all"}|${filter.band}`;
}

/** A list in words: "Riverside", "Riverside and Cos Cob", "Riverside, Cos Cob and Old Greenwich". */
function listWords(words: readonly string[]): string {
  if (words.length <= 1) return words[0] ?? "";
  return `${words.slice(0, -1).join(", ")} and ${words.at(-1)}`;
}

/** The market in words: "Riverside, single-family, under $2M"; "All of Greenwich" when nothing is chosen. */
export function marketLabel(filter: MarketFilter): string {
  const band = SALE_PRICE_BANDS.find((entry) => entry.id === filter.band);
  const parts = [
    filter.villages.length > 0 ? listWords(filter.villages.map((zip) => VILLAGE_NAMES[zip])) : "All of Greenwich",
    ...(filter.types.length > 0
      ? [listWords(filter.types.map((type) => PROPERTY_TYPE_LABELS[type].toLowerCase()))]
      : []),
    ...(band ? [band.label.replace(/^Under/, "under")] : []),
  ];
  return parts.join(", ");
}
