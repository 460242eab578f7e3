// A listing's history folded from its rows, export after export (decisions 119 and 134). The first
// row that shows a listing builds its events from its dates (price cuts without dates spread evenly
// over its first time on the market, a price history read when there is one); each later row adds
// the changes it shows: a status at its status date, or at the export's date when none applies, a
// price at its change date or the export's date. A row that contradicts the history (a closed
// listing shown active again, another list date, a change the history's later record contradicts)
// is refused with the reason and adds nothing. Folding the same row twice changes nothing. Pure
// functions, no I/O.
import { addDays, dayNumber } from "~/lib/calendar";
import { formatLongDate, formatUsd } from "~/lib/format";
import {
  LISTING_STATUS_LABELS,
  type ListingEvent,
  type ListingHistory,
  type ListingStatus,
} from "~/domain/listing-history";
import { isOffMarket, type ListingRow } from "./listing-row";

/** A row as the fold reads it: the row, the upload that read it, that upload's as-of day, and its line. */
export type FoldRow = { row: ListingRow; upload: number; asOf: string; line: number };

/** A change of one thing (the status, or the asking price) from `date` on, and the upload whose row showed it. */
type Change<T> = { date: string; value: T; upload: number };

/** A listing as it is folded: its status and its price, each a list of changes oldest first. */
type Timeline = {
  listDate: string;
  originalPrice: number;
  statuses: Change<ListingStatus>[];
  prices: Change<number>[];
  closePrice: number | null;
  /** The row whose facts the listing shows (the last one folded). */
  facts: FoldRow;
};

/** A listing folded from its rows: its history, each event's upload, and the row its facts come from. */
export type FoldedListing = {
  history: ListingHistory;
  /** The upload whose row recorded each event (the same order as the history's events). */
  eventUploads: number[];
  /** The last row folded: the listing's facts. */
  facts: FoldRow;
  /** The day its current status began. */
  statusDate: string;
};

export type FoldResult = { listing: FoldedListing | null; refused: { row: FoldRow; reason: string }[] };

/** The fold's order: by the exports' as-of days, then the order the uploads were applied in. */
export const foldOrder = (a: FoldRow, b: FoldRow) => a.asOf.localeCompare(b.asOf) || a.upload - b.upload;

/** The value in force on `date`: the last change on or before it. */
function valueOn<T>(changes: readonly Change<T>[], date: string): Change<T> {
  let found = changes[0]!;
  for (const change of changes) {
    if (change.date > date) break;
    found = change;
  }
  return found;
}

/**
 * `changes` with `change` placed after every change on or before its day (never before the first,
 * the list date's), without repeating the value before it.
 */
function insert<T>(changes: readonly Change<T>[], given: Change<T>): Change<T>[] {
  const first = changes[0]?.date;
  const change = first && given.date < first ? { ...given, date: first } : given;
  const at = changes.findIndex((other) => other.date > change.date);
  const placed = at < 0 ? [...changes, change] : [...changes.slice(0, at), change, ...changes.slice(at)];
  return placed.filter((entry, index) => index === 0 || entry.value !== placed[index - 1]!.value);
}

const ucDateOf = (row: ListingRow) => row.contractDate ?? row.pendingDate;

/** The day a row dates its current status by, or null when it gives none (the export's day applies). */
function statusDateOf(row: ListingRow): string | null {
  if (row.status === "closed") return row.closeDate;
  if (isOffMarket(row.status)) return row.offMarketDate ?? row.statusDate;
  if (row.status === "under-contract") return ucDateOf(row) ?? row.statusDate;
  return row.statusDate;
}

/** The asking price a row says the listing started at. */
function originalPriceOf(row: ListingRow): number {
  if (row.originalPrice !== null) return row.originalPrice;
  const first = row.priceHistory?.[0];
  if (first && first.date <= row.listDate) return first.price;
  if (row.totalReduction !== null && row.totalReduction > 0) return row.listPrice + row.totalReduction;
  return row.listPrice;
}

/** `count` days spread evenly strictly inside `from` to `to` (or on `from` when the span is too short). */
function spread(from: string, to: string, count: number): string[] {
  const span = Math.max(0, dayNumber(to) - dayNumber(from));
  return Array.from({ length: count }, (_, index) => addDays(from, Math.round(((index + 1) * span) / (count + 1))));
}

/** The listing as its first row shows it (decision 119). */
function firstSight(input: FoldRow): Timeline {
  const { row, upload, asOf } = input;
  const change = <T>(date: string, value: T): Change<T> => ({ date, value, upload });
  // A coming-soon listing whose list date is still ahead is announced from its status date (decision 134).
  const listDate = row.status === "coming-soon" && row.listDate > asOf ? (row.statusDate ?? asOf) : row.listDate;
  let statuses: Change<ListingStatus>[] = [change(listDate, row.status === "coming-soon" ? "coming-soon" : "active")];
  const uc = ucDateOf(row);
  if ((row.status === "under-contract" || row.status === "closed") && uc)
    statuses = insert(statuses, change(uc, "under-contract"));
  if (row.status !== "active" && row.status !== "coming-soon") {
    statuses = insert(statuses, change(statusDateOf(row) ?? asOf, row.status));
  }
  const originalPrice = originalPriceOf(row);
  let prices: Change<number>[] = [change(listDate, originalPrice)];
  if (row.priceHistory) {
    for (const point of row.priceHistory) prices = insert(prices, change(point.date, point.price));
  } else if (row.listPrice > originalPrice) {
    // A raise: one change, at its day or halfway through the first time on the market.
    const end = statuses[1]?.date ?? asOf;
    prices = insert(prices, change(row.priceChangeDate ?? spread(listDate, end, 1)[0]!, row.listPrice));
  } else if (row.listPrice < originalPrice) {
    // Cuts without their days: each the total over their number, spread evenly over the listing's
    // first time on the market; with the last change's day, the last at it and the others before.
    const count = Math.max(1, row.reductions ?? 1);
    const total = originalPrice - row.listPrice;
    const days = row.priceChangeDate
      ? [...spread(listDate, row.priceChangeDate, count - 1), row.priceChangeDate]
      : spread(listDate, statuses[1]?.date ?? asOf, count);
    days.forEach((day, index) => {
      const price = index === count - 1 ? row.listPrice : originalPrice - Math.round((total * (index + 1)) / count);
      prices = insert(prices, change(day, price));
    });
  }
  return {
    listDate,
    originalPrice,
    statuses,
    prices,
    closePrice: row.status === "closed" ? row.closePrice : null,
    facts: input,
  };
}

const said = (status: ListingStatus) => LISTING_STATUS_LABELS[status].toLowerCase();
const upload = (id: number) => `upload ${id}`;

/** The history with a later row's changes, or why the row contradicts it. */
function nextSight(timeline: Timeline, input: FoldRow): Timeline | { reason: string } {
  const { row, asOf } = input;
  const lastStatus = timeline.statuses.at(-1)!;
  if (lastStatus.value === "closed") {
    const closedOn = `closed on ${formatLongDate(lastStatus.date)} at ${formatUsd(timeline.closePrice ?? 0)} (${upload(lastStatus.upload)})`;
    if (row.status !== "closed")
      return { reason: `The history has it ${closedOn}; this row shows it "${row.mlsStatus}".` };
    if (row.closeDate !== lastStatus.date || row.closePrice !== timeline.closePrice) {
      return {
        reason: `The history has it ${closedOn}; this row says closed on ${formatLongDate(row.closeDate!)} at ${formatUsd(row.closePrice ?? 0)}.`,
      };
    }
  }
  const comingSoon = timeline.statuses[0]!.value === "coming-soon";
  if (row.listDate !== timeline.listDate && !(comingSoon && row.listDate > timeline.listDate)) {
    return {
      reason: `The history has it listed on ${formatLongDate(timeline.listDate)}; this row says ${formatLongDate(row.listDate)} (a listing relisted is a new MLS number).`,
    };
  }
  if (row.originalPrice !== null && row.originalPrice !== timeline.originalPrice) {
    return {
      reason: `The history has its original list price at ${formatUsd(timeline.originalPrice)}; this row says ${formatUsd(row.originalPrice)}.`,
    };
  }
  const change = <T>(date: string, value: T): Change<T> => ({ date, value, upload: input.upload });
  let { statuses, prices } = timeline;
  const observeStatus = (date: string, status: ListingStatus) => {
    if (valueOn(statuses, date).value !== status) statuses = insert(statuses, change(date, status));
  };
  const observePrice = (date: string, price: number) => {
    if (valueOn(prices, date).value !== price) prices = insert(prices, change(date, price));
  };
  // A coming-soon listing goes on the market on its list date.
  if (comingSoon && row.listDate > timeline.listDate && row.listDate <= asOf && row.status !== "coming-soon") {
    observeStatus(row.listDate, "active");
  }
  const uc = ucDateOf(row);
  if ((row.status === "under-contract" || row.status === "closed") && uc) observeStatus(uc, "under-contract");
  const dated = statusDateOf(row);
  if (dated && !(row.status === "coming-soon" && dated > asOf)) observeStatus(dated, row.status);
  else if (valueOn(statuses, asOf).value !== row.status) statuses = insert(statuses, change(asOf, row.status));
  for (const point of row.priceHistory ?? []) observePrice(point.date, point.price);
  if (row.priceChangeDate) observePrice(row.priceChangeDate, row.listPrice);
  else if (valueOn(prices, asOf).value !== row.listPrice) {
    // A change the export does not date happened by the row's day, and a closed listing's by its
    // close: dated at the row's day it would read as a change after the close.
    const closedBefore = row.status === "closed" && row.closeDate && row.closeDate < asOf ? row.closeDate : null;
    const latest = prices.at(-1)!.date;
    const on = closedBefore && closedBefore >= latest ? closedBefore : asOf;
    prices = insert(prices, change(on, row.listPrice));
  }

  // What the row shows on its day must be what the history now says on that day.
  const status = valueOn(statuses, asOf);
  if (status.value !== row.status) {
    return {
      reason: `This row shows it "${row.mlsStatus}" on ${formatLongDate(asOf)}, but the history has it ${said(status.value)} from ${formatLongDate(status.date)} (${upload(status.upload)}).`,
    };
  }
  const price = valueOn(prices, asOf);
  if (price.value !== row.listPrice) {
    return {
      reason: `This row shows it at ${formatUsd(row.listPrice)} on ${formatLongDate(asOf)}, but the history has it at ${formatUsd(price.value)} from ${formatLongDate(price.date)} (${upload(price.upload)}).`,
    };
  }
  const closed = statuses.find((entry) => entry.value === "closed");
  const afterClose = closed && prices.find((entry) => entry.date > closed.date);
  if (afterClose) {
    return {
      reason: `The history has its price changed on ${formatLongDate(afterClose.date)}, after it closed on ${formatLongDate(closed.date)}.`,
    };
  }
  return {
    ...timeline,
    statuses,
    prices,
    closePrice: row.status === "closed" ? row.closePrice : timeline.closePrice,
    facts: input,
  };
}

/** The events of a timeline: one on each day its status or price changed, each with its upload. */
function eventsOf(timeline: Timeline): { events: ListingEvent[]; uploads: number[] } {
  const days = [...new Set([...timeline.statuses, ...timeline.prices].map((entry) => entry.date))].sort();
  const events: ListingEvent[] = [];
  const uploads: number[] = [];
  for (const date of days) {
    const price = valueOn(timeline.prices, date);
    const changed = timeline.statuses.filter((entry) => entry.date === date);
    const entries = changed.length > 0 ? changed : [{ ...valueOn(timeline.statuses, date), upload: price.upload }];
    for (const entry of entries) {
      const last = events.at(-1);
      if (last && last.status === entry.value && last.price === price.value) continue;
      events.push({ date, status: entry.value, price: price.value });
      uploads.push(entry.upload);
    }
  }
  return { events, uploads };
}

/**
 * Folds a listing's rows (any order: they are folded by as-of day, then upload) into its history;
 * the rows that contradict it are refused with the reason and add nothing.
 */
export function foldListing(rows: readonly FoldRow[]): FoldResult {
  const refused: FoldResult["refused"] = [];
  let timeline: Timeline | undefined;
  for (const input of [...rows].sort(foldOrder)) {
    if (!timeline) {
      timeline = firstSight(input);
      continue;
    }
    const next = nextSight(timeline, input);
    if ("reason" in next) refused.push({ row: input, reason: next.reason });
    else timeline = next;
  }
  if (!timeline) return { listing: null, refused };
  const { events, uploads } = eventsOf(timeline);
  const { row } = timeline.facts;
  const current = timeline.statuses.at(-1)!;
  return {
    listing: {
      history: {
        mls: row.mls,
        type: row.type,
        zip: row.zip,
        listDate: timeline.listDate,
        originalPrice: timeline.originalPrice,
        events,
        closePrice: timeline.closePrice,
      },
      eventUploads: uploads,
      facts: timeline.facts,
      statusDate: current.date,
    },
    refused,
  };
}
