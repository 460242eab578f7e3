// Sample listings for a fresh install (decision 119), made with the sample contracts: every sample
// sale contract is a sample listing that went under contract on its contract date after its days
// on market, so the homes for sale, the pace of contracts and the contracts themselves agree.
// Beside them, listings that never sold: withdrawn or expired after months on the market. Seeded:
// the same contracts and seed always give the same listings. Every page that shows them says
// they are sample data; the broker's listings exports replace them where they reach.
import { addDays, dayNumber, isoDateOf, weekStartOf } from "~/lib/calendar";
import type { Contract } from "./contract-types";
import type { ListingEvent, ListingHistory } from "./listing-history";
import { contractOn, logNormal, marketOfWeek, poisson, roundTo, SAMPLE_SEED, uniformStream } from "./sample-history";

/** Listings a week that leave the market unsold, at the year's average (about one in five listings). */
const UNSOLD_WEEKLY = 2.6;
/** Days from a contract to its closing: 30 to 75. */
const CLOSING_DAYS = { least: 30, spread: 45 };
/** How far before the first day unsold listings start, so the market has its stock on the first day. */
const STOCK_DAYS = 300;

/** A price cut of 3% to 8%. */
const cutOf = (random: () => number) => 0.03 + random() * 0.05;

/**
 * The asking prices of a listing on the market `days` days: the first asking price and each cut's
 * day and new price. About half the listings on the market three weeks cut once, most of those on
 * it eleven weeks cut again.
 */
function askingPrices(random: () => number, lastAsking: number, days: number) {
  const cuts: number[] = [];
  if (days > 21 && random() < 0.5) cuts.push(cutOf(random));
  if (days > 75 && cuts.length > 0 && random() < 0.6) cuts.push(cutOf(random));
  const first = roundTo(
    cuts.reduce((price, cut) => price / (1 - cut), lastAsking),
    5_000,
  );
  const changes = cuts.map((_, index) => ({
    day: Math.round((days * (index + 1)) / (cuts.length + 1)),
    price: roundTo(
      cuts.slice(index + 1).reduce((price, cut) => price / (1 - cut), lastAsking),
      5_000,
    ),
  }));
  return { first, changes };
}

function listingOf(
  contract: Pick<Contract, "type" | "zip">,
  listDate: string,
  first: number,
  events: ListingEvent[],
  closePrice: number | null,
  mls: string,
): ListingHistory {
  return { mls, type: contract.type, zip: contract.zip, listDate, originalPrice: first, events, closePrice };
}

/**
 * The sample listings of the sample contracts (sales only), with their events up to `to`, and the
 * unsold listings of the weeks from `from` to `to`. Contracts dated after `to` give the listings
 * still for sale on `to` (their contract is yet to come).
 */
export function sampleListings({
  contracts,
  from,
  to,
  seed = SAMPLE_SEED,
}: {
  contracts: readonly Contract[];
  from: string;
  to: string;
  seed?: number;
}): ListingHistory[] {
  const random = uniformStream(seed + 1_000);
  let numbered = 0;
  const next = () => `S${String((numbered += 1)).padStart(6, "0")}`;
  const listings: ListingHistory[] = [];
  for (const contract of contracts) {
    if (contract.type === "rental") continue;
    const listDate = addDays(contract.contractDate, -contract.dom);
    // Asked about 2.5% above the agreed price at the contract, with some spread.
    const lastAsking = roundTo(contract.price * Math.exp(0.025 + 0.04 * (random() * 2 - 1)), 5_000);
    const { first, changes } = askingPrices(random, lastAsking, contract.dom);
    const events: ListingEvent[] = [{ date: listDate, status: "active", price: first }];
    for (const change of changes)
      events.push({ date: addDays(listDate, change.day), status: "active", price: change.price });
    events.push({ date: contract.contractDate, status: "under-contract", price: lastAsking });
    const closing = addDays(contract.contractDate, CLOSING_DAYS.least + Math.floor(random() * CLOSING_DAYS.spread));
    const closed = closing <= to;
    if (closed) events.push({ date: closing, status: "closed", price: lastAsking });
    listings.push(listingOf(contract, listDate, first, events, closed ? contract.price : null, next()));
  }
  // Listings that never sell: listed each week, on the market for months, then withdrawn or expired.
  const unsold = uniformStream(seed + 2_000);
  const start = dayNumber(weekStartOf(addDays(from, -STOCK_DAYS)));
  for (let week = start; week + 6 <= dayNumber(to); week += 7) {
    const { season, appreciation } = marketOfWeek(week);
    for (let count = poisson(unsold, UNSOLD_WEEKLY * season); count > 0; count -= 1) {
      const listDate = isoDateOf(week + Math.floor(unsold() * 7));
      const home = contractOn(unsold, listDate, appreciation);
      if (home.type === "rental") continue;
      const days = Math.min(365, Math.max(30, Math.round(logNormal(unsold, 110, 0.45))));
      // Asked about 8% above what the home would sell for: why it does not sell.
      const lastAsking = roundTo(home.price * 1.08, 5_000);
      const { first, changes } = askingPrices(unsold, lastAsking, days);
      const events: ListingEvent[] = [{ date: listDate, status: "active", price: first }];
      for (const change of changes)
        events.push({ date: addDays(listDate, change.day), status: "active", price: change.price });
      const off = addDays(listDate, days);
      if (off <= to) events.push({ date: off, status: unsold() < 0.5 ? "withdrawn" : "expired", price: lastAsking });
      listings.push(
        listingOf(
          home,
          listDate,
          first,
          events.filter((event) => event.date <= to),
          null,
          next(),
        ),
      );
    }
  }
  return listings
    .map((listing) => ({ ...listing, events: listing.events.filter((event) => event.date <= to) }))
    .filter((listing) => listing.events.length > 0);
}
