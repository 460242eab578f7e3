// What applying an export would do, listing by listing (decision 134): each row folded with the
// rows the database holds for its MLS number, and compared with the listing as it is: added (first
// sight), changed (new events or facts), unchanged (a re-upload), or refused with the reason. The
// same plan is what the check page shows and what the apply stores. Pure functions, no I/O.
import { isDeepStrictEqual } from "node:util";
import { addDays } from "~/lib/calendar";
import { formatLongDate, formatUsd } from "~/lib/format";
import { LISTING_STATUS_LABELS, type ListingEvent } from "~/domain/listing-history";
import { foldListing, type FoldedListing, type FoldRow } from "./listing-fold";
import { LISTING_FIELDS, type ListingField, type ReadRow, type RowProblem } from "./listing-export.server";
import { isOffMarket } from "./listing-row";

/** A listing as the `listings` table keeps it: its facts and its current state. */
export type ListingState = {
  mls: string;
  status: string;
  statusDate: string;
  mlsStatus: string;
  type: string;
  address: string;
  zip: string;
  district: string | null;
  zoning: string | null;
  beds: number | null;
  baths: number | null;
  sqft: number | null;
  lowerLevelSqft: number | null;
  atticSqft: number | null;
  lotAcres: number | null;
  hoaMonthly: number | null;
  taxesAnnual: number | null;
  listDate: string;
  originalPrice: number;
  listPrice: number;
  contractDate: string | null;
  pendingDate: string | null;
  closeDate: string | null;
  closePrice: number | null;
  offMarketDate: string | null;
  dom: number | null;
  cdom: number | null;
  reductions: number;
  totalReduction: number;
  lastOpenHouse: string | null;
  firm: string | null;
  agent: string | null;
  uploadId: number;
};

/** The `listings` row of a folded listing: the last row's facts, the events' state. */
export function listingStateOf(listing: FoldedListing): ListingState {
  const { history, facts, statusDate } = listing;
  const { row } = facts;
  const last = history.events.at(-1)!;
  const underContract = history.events.filter((event) => event.status === "under-contract").at(-1);
  const cuts = history.events.filter((event, index) => index > 0 && event.price < history.events[index - 1]!.price);
  const contracted = last.status === "under-contract" || last.status === "closed";
  return {
    mls: history.mls,
    status: last.status,
    statusDate,
    mlsStatus: row.mlsStatus,
    type: row.type,
    address: row.address,
    zip: row.zip,
    district: row.district,
    zoning: row.zoning,
    beds: row.beds,
    baths: row.baths,
    sqft: row.sqft,
    lowerLevelSqft: row.lowerLevelSqft,
    atticSqft: row.atticSqft,
    lotAcres: row.lotAcres,
    hoaMonthly: row.hoaMonthly,
    taxesAnnual: row.taxesAnnual,
    listDate: history.listDate,
    originalPrice: history.originalPrice,
    listPrice: last.price,
    contractDate: row.contractDate ?? (contracted ? (underContract?.date ?? null) : null),
    pendingDate: row.pendingDate,
    // Before it closes, a close date is the closing expected (the export's, decision 134).
    closeDate: last.status === "closed" ? statusDate : row.closeDate,
    closePrice: history.closePrice,
    offMarketDate: isOffMarket(last.status) ? statusDate : null,
    dom: row.dom,
    cdom: row.cdom,
    reductions: row.reductions ?? cuts.length,
    totalReduction: row.totalReduction ?? Math.max(0, history.originalPrice - last.price),
    lastOpenHouse: row.lastOpenHouse,
    firm: row.firm,
    agent: row.agent,
    uploadId: facts.upload,
  };
}

export type ChangeKind = "added" | "changed" | "unchanged" | "refused";

/** What applying one row does to its listing, in words for the check page. */
export type ListingChange = {
  mls: string;
  line: number;
  address: string;
  kind: ChangeKind;
  /** The new events ("Under contract on November 3, 2025 at $1,350,000"), the facts changed, or why refused. */
  notes: string[];
};

export type UploadPlan = {
  changes: ListingChange[];
  counts: Record<ChangeKind, number>;
  /** The listings added or changed, as they will be. */
  folded: FoldedListing[];
  /** The rows refused because they contradict the history, as problems of the export. */
  refusals: RowProblem[];
};

/** The id the plan gives the upload being checked: after every upload stored. */
export const NEW_UPLOAD = 2_147_483_647;

const sameEvent = (a: ListingEvent, b: ListingEvent) =>
  a.date === b.date && a.status === b.status && a.price === b.price;

function eventWords(event: ListingEvent, previous: ListingEvent | undefined): string {
  const day = formatLongDate(event.date);
  if (previous && previous.status === event.status) return `Price ${formatUsd(event.price)} on ${day}`;
  return `${LISTING_STATUS_LABELS[event.status]} on ${day} at ${formatUsd(event.price)}`;
}

/** The `listings` fields that follow from the events: a change of events explains them. */
const EVENT_FIELDS = new Set<string>([
  "status",
  "statusDate",
  "mlsStatus",
  "listPrice",
  "closePrice",
  "contractDate",
  "pendingDate",
  "closeDate",
  "offMarketDate",
  "reductions",
  "totalReduction",
]);
/** Counted afresh by every export while a listing is on the market: stored, not news. */
const DAILY_FIELDS = new Set<string>(["dom", "cdom"]);

/** How a fact of the `listings` row reads on the check page. */
const factLabel = (key: string) =>
  key === "mlsStatus" ? "MLS status" : key in LISTING_FIELDS ? LISTING_FIELDS[key as ListingField].label : key;

type Facts = Omit<ListingState, "uploadId">;
const factsOf = (listing: FoldedListing): Facts => {
  const { uploadId: _upload, ...facts } = listingStateOf(listing);
  return facts;
};

const sameEvents = (a: readonly ListingEvent[], b: readonly ListingEvent[]) =>
  a.length === b.length && a.every((event, index) => sameEvent(event, b[index]!));

/** The new events of `after` and the facts that differ (not those the events explain, nor the day counts), in words. */
function differences(before: FoldedListing | null, after: FoldedListing): string[] {
  const known = before?.history.events ?? [];
  const events = after.history.events;
  const notes = events.flatMap((event, index) =>
    known.some((other) => sameEvent(other, event)) ? [] : [eventWords(event, events[index - 1])],
  );
  const gone = known.filter((event) => !events.some((other) => sameEvent(other, event)));
  if (gone.length > 0) notes.push(`${gone.length} earlier event${gone.length === 1 ? "" : "s"} redated`);
  if (before) {
    const was = factsOf(before);
    const now = factsOf(after);
    const eventsChanged = !sameEvents(known, events);
    const facts = (Object.keys(now) as (keyof Facts)[]).filter(
      (key) =>
        !DAILY_FIELDS.has(key) && !(eventsChanged && EVENT_FIELDS.has(key)) && !isDeepStrictEqual(was[key], now[key]),
    );
    if (facts.length > 0) notes.push(`${facts.map(factLabel).join(", ")} updated`);
  }
  return notes;
}

/**
 * The plan of an export's rows against the rows stored for their MLS numbers (by MLS number, each
 * with its upload's id and as-of day): each row folded in its place (by as-of day), and refused
 * when it, or a later stored row because of it, contradicts the history.
 */
export function planUpload(
  stored: ReadonlyMap<string, readonly FoldRow[]>,
  rows: readonly ReadRow[],
  { asOf, upload = NEW_UPLOAD }: { asOf: string; upload?: number },
): UploadPlan {
  const changes: ListingChange[] = [];
  const folded: FoldedListing[] = [];
  const refusals: RowProblem[] = [];
  const counts: Record<ChangeKind, number> = { added: 0, changed: 0, unchanged: 0, refused: 0 };
  for (const { line, row } of rows) {
    const earlier = stored.get(row.mls) ?? [];
    const input: FoldRow = { row, upload, asOf, line };
    const before = earlier.length > 0 ? foldListing(earlier) : { listing: null, refused: [] };
    const after = foldListing([...earlier, input]);
    const own = after.refused.find((refusal) => refusal.row === input);
    const later = after.refused.find(
      (refusal) => refusal.row !== input && !before.refused.some((was) => was.row === refusal.row),
    );
    const base = { mls: row.mls, line, address: row.address };
    if (own || later || !after.listing) {
      const reason = own
        ? own.reason
        : `It contradicts a later export's row (upload ${later!.row.upload}, as of ${formatLongDate(later!.row.asOf)}): ${later!.reason}`;
      changes.push({ ...base, kind: "refused", notes: [reason] });
      refusals.push({ line, column: null, mls: row.mls, reason: `MLS ${row.mls}: ${reason}` });
      counts.refused += 1;
      continue;
    }
    const notes = differences(before.listing, after.listing);
    const kind: ChangeKind = !before.listing ? "added" : notes.length > 0 ? "changed" : "unchanged";
    counts[kind] += 1;
    changes.push({ ...base, kind, notes });
    // A listing stored differently is written, even when only its day counts moved.
    const same =
      before.listing &&
      sameEvents(before.listing.history.events, after.listing.history.events) &&
      isDeepStrictEqual(factsOf(before.listing), factsOf(after.listing));
    if (!same) folded.push(after.listing);
  }
  return { changes, counts, folded, refusals };
}

/**
 * The first day an upload covers, unless the broker says otherwise (decision 134): its earliest
 * date; but an export newer than every stored one covers only the days after the newest stored
 * export's day, so that a weekly export of the listings on the market now does not claim the years
 * since its oldest listing was listed.
 */
export function defaultCoversFrom(earliest: string | null, asOf: string, newestStoredAsOf: string | null): string {
  const from = earliest && earliest <= asOf ? earliest : asOf;
  if (newestStoredAsOf && newestStoredAsOf < asOf) {
    const next = addDays(newestStoredAsOf, 1);
    return next > from ? next : from;
  }
  return from;
}
