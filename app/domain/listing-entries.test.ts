import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { addDays } from "~/lib/calendar";
import { LISTING_RECORD_KINDS, ListingEntries, type ListingSource } from "./listing-entries";
import { addListingRows, type ListingHistory } from "./listing-history";
import { KindBuilder, newBuilders } from "./market-columns";
import { RECORD_KINDS } from "./market-records";
import { sampleHistory } from "./sample-history";
import { sampleListings } from "./sample-listings";
import { weeklyMarketOf, weekRecords, type WeeklyMarket } from "./weekly-market";

// The listings' entries kept from one market to the next (decision 157): whatever the uploads in
// between, the market built from the kept entries holds, week by week, the records a fresh walk of
// the same listings gives; listings that did not change are not walked again.

const FIRST = "2022-01-03";
const contracts = sampleHistory({ from: FIRST, to: "2024-12-29", seed: 11 });
const everyListing = sampleListings({ contracts, from: FIRST, to: "2024-06-30", seed: 11 });

/** A listing as an export of `day` gives it: the events until then; none listed later. */
function asOf(listings: readonly ListingHistory[], day: string): ListingHistory[] {
  return listings.flatMap((listing) => {
    if (listing.listDate > day) return [];
    const events = listing.events.filter((event) => event.date <= day);
    const closed = events.at(-1)?.status === "closed";
    return [{ ...listing, events, closePrice: closed ? listing.closePrice : null }];
  });
}

/** Every record of every week, each week's records in a fixed order. */
function byWeek(market: WeeklyMarket) {
  const key = (record: object) => JSON.stringify(record, Object.keys(record).sort());
  return Array.from({ length: market.weekCount }, (_, index) => {
    const week = weekRecords(market, index);
    return Object.fromEntries(RECORD_KINDS.map((kind) => [kind, (week[kind] as object[]).map(key).sort()]));
  });
}

const coverageOf = (sources: readonly ListingSource[]) => ({
  contracts: [],
  listings: sources.map(({ from, to }) => ({ from, to })),
});

function fresh(sources: readonly ListingSource[]): WeeklyMarket {
  const builders = newBuilders();
  for (const source of sources) addListingRows(builders, source.histories, source.from, source.to);
  return weeklyMarketOf(builders, coverageOf(sources));
}

function kept(entries: ListingEntries, sources: readonly ListingSource[]): WeeklyMarket {
  return weeklyMarketOf({ ...entries.update(sources), contracts: new KindBuilder("contracts") }, coverageOf(sources));
}

describe("the listings' entries kept across uploads (decision 157)", () => {
  it("property: after any uploads, the kept entries give the records a fresh walk gives", () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            // The export's day, its first covered day, and a listing whose asking price it changes.
            day: fc.integer({ min: 30, max: 900 }),
            covers: fc.integer({ min: 0, max: 400 }),
            changed: fc.nat(),
            cut: fc.integer({ min: 0, max: 200_000 }),
            sample: fc.boolean(),
          }),
          { minLength: 1, maxLength: 5 },
        ),
        (uploads) => {
          const entries = new ListingEntries();
          for (const upload of uploads) {
            const to = addDays(FIRST, upload.day);
            const from = addDays(to, -upload.covers);
            const histories = asOf(everyListing, to);
            if (histories.length > 0) {
              const index = upload.changed % histories.length;
              const listing = histories[index]!;
              const events = listing.events.map((event, at) =>
                at === listing.events.length - 1 ? { ...event, price: Math.max(1, event.price - upload.cut) } : event,
              );
              histories[index] = { ...listing, events };
            }
            const sources: ListingSource[] = [{ key: "export", histories, from, to }];
            // The sample listings before the export, as the history takes them.
            if (upload.sample && from > FIRST)
              sources.unshift({ key: "sample", histories: everyListing, from: FIRST, to: addDays(from, -1) });
            expect(byWeek(kept(entries, sources))).toEqual(byWeek(fresh(sources)));
          }
        },
      ),
      { numRuns: 25 },
    );
  });

  it("walks again only what changed, and a market built before reads the same records after", () => {
    const entries = new ListingEntries();
    const builders = (entries as unknown as { builders: Record<string, KindBuilder> }).builders;
    const total = () => LISTING_RECORD_KINDS.reduce((sum, kind) => sum + builders[kind]!.length, 0);
    const week1 = [{ key: "export", histories: asOf(everyListing, "2023-06-04"), from: FIRST, to: "2023-06-04" }];
    const first = kept(entries, week1);
    const before = byWeek(first);
    const walked = total();
    // The same export again: nothing walked.
    kept(entries, week1);
    expect(total()).toBe(walked);
    // A week later: only the listings that changed, or were for sale at the week's end, are walked again.
    const week2 = [{ key: "export", histories: asOf(everyListing, "2023-06-11"), from: FIRST, to: "2023-06-11" }];
    const second = kept(entries, week2);
    const added = total() - walked;
    expect(added).toBeGreaterThan(0);
    expect(added).toBeLessThan(walked / 5);
    expect(byWeek(second)).toEqual(byWeek(fresh(week2)));
    expect(byWeek(first)).toEqual(before);
    // The same export corrected: a listing closed long before, first for sale over two weeks or
    // more, shows another first asking price.
    const corrected = week2[0]!.histories.map((listing) => ({ ...listing }));
    const closed = corrected.findIndex(
      ({ events }) =>
        events.at(-1)?.status === "closed" &&
        events[0]!.status === "active" &&
        events[0]!.date >= FIRST &&
        addDays(events[0]!.date, 14) <= events[1]!.date,
    );
    const listing = corrected[closed]!;
    corrected[closed] = {
      ...listing,
      events: listing.events.map((event, at) => (at === 0 ? { ...event, price: event.price + 10_000 } : event)),
    };
    const week2Corrected = [{ ...week2[0]!, histories: corrected }];
    expect(byWeek(kept(entries, week2Corrected))).toEqual(byWeek(fresh(week2Corrected)));
    expect(byWeek(fresh(week2Corrected))).not.toEqual(byWeek(second));
  });
});
