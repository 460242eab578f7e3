// The weekly report's stale listing watch (decision 153): the listings still for sale at the report's
// last day after two or more price cuts by then, from the listing histories that hold that day (the
// broker's exports, else the sample listings, said so), every figure formatted here. Pure, no I/O.
import { PROPERTY_TYPE_LABELS, ZIP_AREA_NAMES } from "~/domain/contract-types";
import type { FilterKey } from "~/domain/dashboard-filters";
import { DAY_NOUN } from "~/domain/report-figures";
import { sampleNotice } from "~/domain/sample-data";
import {
  listingsOfDay,
  STALE_CUTS,
  staleListingsOn,
  type ListingsOfDays,
  type StaleListing,
} from "~/domain/stale-listings";
import type { DaySpan } from "~/domain/weekly-market";
import { formatLongDate, formatNumericDate, formatPercent, formatUsd } from "~/lib/format";
import { countOf } from "~/lib/plural";

/** How many listings the table shows before the rest are folded away. */
export const STALE_WATCH_SHOWN = 10;

export const STALE_WATCH_WORDS = {
  id: "stale-listing-watch",
  title: "Stale listing watch",
  intro: (day: string) =>
    `The listings still for sale on ${formatLongDate(day)}, the last day of this report, that had cut their asking price ${STALE_CUTS} or more times by then: the most cuts first. Days on market count the days a listing was active since it was listed.`,
  caption: (day: string) => `Listings for sale on ${formatLongDate(day)} with ${STALE_CUTS} or more price cuts`,
  empty: "No listing had two or more cuts that week.",
  gap: (day: string) => `No listings export covers ${formatLongDate(day)}, so this week has no stale listing watch.`,
  more: (count: number) => `Show the other ${countOf(count, { one: "listing", other: "listings" })}`,
  count: (count: number) => `${countOf(count, { one: "listing", other: "listings" })} with ${STALE_CUTS} or more cuts.`,
  dashboard: "Listings that went under contract after two or more cuts, on the dashboard",
  sampleAddress: "The sample listings have no street address: each is named by its village.",
  columns: {
    address: "Address or village",
    type: "Type",
    listDate: "Listed",
    originalPrice: "Original price",
    price: "Price at week's end",
    cuts: "Cuts",
    totalCut: "Total cut",
    daysOnMarket: "Days on market",
  },
} as const;

/** A listing's row, every cell formatted. */
export type StaleListingRow = {
  mls: string;
  address: string;
  type: string;
  listDate: string;
  originalPrice: string;
  price: string;
  cuts: string;
  totalCut: string;
  daysOnMarket: string;
};

function rowOf(listing: StaleListing): StaleListingRow {
  const share = listing.originalPrice > 0 ? (listing.totalCut / listing.originalPrice) * 100 : 0;
  return {
    mls: listing.mls,
    address: listing.address ?? ZIP_AREA_NAMES[listing.zip],
    type: PROPERTY_TYPE_LABELS[listing.type],
    listDate: formatNumericDate(listing.listDate),
    originalPrice: formatUsd(listing.originalPrice),
    price: formatUsd(listing.price),
    cuts: String(listing.cuts),
    totalCut: `${formatUsd(listing.totalCut)} (${formatPercent(share)})`,
    daysOnMarket: countOf(listing.daysOnMarket, DAY_NOUN),
  };
}

/** The dashboard narrowed by its own reductions filter: the listings that went under contract after two or more cuts. */
const dashboardHref = () =>
  `/mock-market-report?${new URLSearchParams({ reductions: "2+" } satisfies Partial<Record<FilterKey, string>>)}`;

/**
 * The watch of a report ending on `endDate`: "gap" when no listings hold that day, "empty" when none
 * had two or more cuts, else the first `STALE_WATCH_SHOWN` rows and the rest apart.
 */
export function staleListingWatch(
  history: { listings: readonly ListingsOfDays[]; sample: readonly DaySpan[] },
  report: { endDate: string },
) {
  const day = report.endDate;
  const source = listingsOfDay(history.listings, day);
  const listings = source ? staleListingsOn(source.histories, day).map(rowOf) : [];
  return {
    id: STALE_WATCH_WORDS.id,
    title: STALE_WATCH_WORDS.title,
    intro: STALE_WATCH_WORDS.intro(day),
    caption: STALE_WATCH_WORDS.caption(day),
    columns: STALE_WATCH_WORDS.columns,
    status: !source ? ("gap" as const) : listings.length === 0 ? ("empty" as const) : ("listed" as const),
    message: !source
      ? STALE_WATCH_WORDS.gap(day)
      : listings.length === 0
        ? STALE_WATCH_WORDS.empty
        : STALE_WATCH_WORDS.count(listings.length),
    shown: listings.slice(0, STALE_WATCH_SHOWN),
    rest: listings.slice(STALE_WATCH_SHOWN),
    moreLabel: STALE_WATCH_WORDS.more(Math.max(0, listings.length - STALE_WATCH_SHOWN)),
    dashboard: { to: dashboardHref(), text: STALE_WATCH_WORDS.dashboard },
    sampleNote: source?.sample
      ? `${sampleNotice(history.sample, { from: day, to: day })} ${STALE_WATCH_WORDS.sampleAddress}`
      : null,
  };
}

export type StaleListingWatch = ReturnType<typeof staleListingWatch>;
