// The generated market the listings benchmarks read (`npm run bench:listings` and
// `npm run bench:listings-import`): the sample generator's listings over 20 years, drawn with more
// seeds until a Greenwich-sized count (or more), and a listing as an export of a given day shows it.
import { addDays } from "../app/lib/calendar";
import type { ListingHistory } from "../app/domain/listing-history";
import { sampleHistory, SAMPLE_SEED } from "../app/domain/sample-history";
import { sampleListings } from "../app/domain/sample-listings";

/** Listings of the sample generator from `from` to `to`, seed after seed until `target` listings. */
export function generateListings(target: number, from: string, to: string): ListingHistory[] {
  const listings = [];
  for (let seed = SAMPLE_SEED; listings.length < target; seed += 1) {
    const contracts = sampleHistory({ from, to: addDays(to, 200), seed });
    listings.push(
      ...sampleListings({ contracts, from, to, seed }).map((listing) => ({
        ...listing,
        mls: `${seed}-${listing.mls}`,
      })),
    );
  }
  return listings.slice(0, target);
}

/** A listing as an export of `day` shows it: its events until then; none listed later. */
export function listingsAsOf(listings: readonly ListingHistory[], day: string): ListingHistory[] {
  return listings.flatMap((listing) => {
    if (listing.listDate > day) return [];
    const events = listing.events.filter((event) => event.date <= day);
    return [{ ...listing, events, closePrice: events.at(-1)?.status === "closed" ? listing.closePrice : null }];
  });
}
