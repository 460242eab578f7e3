// Sample history for a fresh install (issue 29 item 3): three years of weekly contracts, made by a
// seeded generator, so the trends and quarterly pages have a market to show before the broker's
// own history is imported. The same seed always gives the same contracts. The ranges, and where
// they come from, are in docs/market-over-time.md; every page that shows them says they are sample
// data, and the broker's import replaces them.
import { uniformFloat64 } from "pure-rand/distribution/uniformFloat64";
import { xoroshiro128plus } from "pure-rand/generator/xoroshiro128plus";
import type { RandomGenerator } from "pure-rand/types/RandomGenerator";
import type { Contract, GreenwichZip, PropertyType } from "~/domain/contract-types";
import { dayNumber, isoDateOf, weekStartOf } from "~/lib/calendar";

/**
 * The seed of the sample history. Seeds differ in their noise; with this one each year's
 * single-family median rises about as the appreciation below says, and the quarterly medians move
 * by less than a fifth year over year (seeds 1, 3, 4 and 5 gave swings of a quarter to a third).
 */
export const SAMPLE_SEED = 2;

/** Sale contracts a week at the year's average, before the season (the spec's weeks hold 9 to 14). */
const WEEKLY_CONTRACTS = 11;
/** The spring market: +35 % around mid-May, -35 % around mid-November. */
const SEASON_AMPLITUDE = 0.35;
const SEASON_PEAK_WEEK = 20;
/** Prices rise this much a year (the 2020-2024 appreciation the investor pages quote is 8.3 %). */
const YEARLY_APPRECIATION = 0.055;
/** Prices below are those of September 2025; earlier weeks are discounted by the appreciation. */
const PRICE_YEAR = "2025-09-01";

const TYPE_SHARES: readonly [PropertyType, number][] = [
  ["single-family", 0.66],
  ["condo", 0.14],
  ["rental", 0.09],
  ["multi-family", 0.05],
  ["land", 0.04],
  ["co-op", 0.02],
];

type Village = {
  zip: GreenwichZip;
  share: number;
  /** Median single-family price in September 2025 (content/facts.ts neighborhood medians). */
  singleFamilyMedian: number;
  pricePerSqFt: number;
  zones: readonly string[];
  streets: readonly string[];
};

const VILLAGES: readonly Village[] = [
  {
    zip: "06830",
    share: 0.38,
    singleFamilyMedian: 2_900_000,
    pricePerSqFt: 905,
    zones: ["R-6", "R-7", "R-12", "RA-1", "RA-2"],
    streets: ["Lake Avenue", "Field Point Road", "Byram Shore Road", "Mason Street", "Milbank Avenue", "Stanwich Road"],
  },
  {
    zip: "06831",
    share: 0.22,
    singleFamilyMedian: 4_400_000,
    pricePerSqFt: 740,
    zones: ["RA-4", "RA-2", "RA-1"],
    streets: [
      "Round Hill Road",
      "North Street",
      "Riversville Road",
      "Taconic Road",
      "John Street",
      "Clapboard Ridge Road",
    ],
  },
  {
    zip: "06807",
    share: 0.12,
    singleFamilyMedian: 1_850_000,
    pricePerSqFt: 690,
    zones: ["R-7", "R-12", "R-20"],
    streets: ["Cognewaugh Road", "Valley Road", "River Road", "Orchard Street", "Bible Street"],
  },
  {
    zip: "06870",
    share: 0.14,
    singleFamilyMedian: 3_100_000,
    pricePerSqFt: 1_060,
    zones: ["R-12", "R-20", "R-7"],
    streets: ["Sound Beach Avenue", "Shore Road", "Highview Avenue", "Laddins Rock Road", "Tomac Avenue"],
  },
  {
    zip: "06878",
    share: 0.14,
    singleFamilyMedian: 3_350_000,
    pricePerSqFt: 1_020,
    zones: ["R-20", "R-12"],
    streets: ["Lockwood Road", "Riverside Avenue", "Indian Head Road", "Hendrie Avenue", "Marks Road"],
  },
];

/** A type's median price as a share of the village's single-family median (a rental: a monthly rent). */
const TYPE_PRICE_FACTOR: Record<Exclude<PropertyType, "rental">, number> = {
  "single-family": 1,
  condo: 0.38,
  "co-op": 0.22,
  "multi-family": 0.55,
  land: 0.8,
};
const MEDIAN_MONTHLY_RENT = 12_000;

/** The generator's random draws, in [0, 1), from one seeded stream. */
export function uniformStream(seed: number): () => number {
  const rng: RandomGenerator = xoroshiro128plus(seed);
  return () => uniformFloat64(rng);
}

function normal(random: () => number): number {
  // Box-Muller: two uniform draws to one standard normal one.
  const u = 1 - random();
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * random());
}

export function logNormal(random: () => number, median: number, sigma: number): number {
  return median * Math.exp(sigma * normal(random));
}

export function poisson(random: () => number, mean: number): number {
  const limit = Math.exp(-mean);
  let count = 0;
  for (let product = random(); product > limit; product *= random()) count += 1;
  return count;
}

function pick<T>(random: () => number, items: readonly (readonly [T, number])[]): T {
  let draw = random() * items.reduce((sum, [, weight]) => sum + weight, 0);
  for (const [item, weight] of items) {
    draw -= weight;
    if (draw < 0) return item;
  }
  return items.at(-1)![0];
}

export function roundTo(value: number, step: number): number {
  return Math.max(step, Math.round(value / step) * step);
}

const ACRES_BY_ZONE: Record<string, number> = {
  "R-6": 0.15,
  "R-7": 0.2,
  "R-12": 0.3,
  "R-20": 0.5,
  "RA-1": 1.1,
  "RA-2": 2.2,
  "RA-4": 4.5,
};

/** One sample contract on a day: its type, village, address and price drawn as the history's are. */
export function contractOn(random: () => number, contractDate: string, appreciation: number): Contract {
  const type = pick(random, TYPE_SHARES);
  const village = pick(
    random,
    VILLAGES.map((candidate) => [candidate, candidate.share] as const),
  );
  const zone = village.zones[Math.floor(random() * village.zones.length)]!;
  const street = village.streets[Math.floor(random() * village.streets.length)]!;
  const address = `${1 + Math.floor(random() * 240)} ${street}`;
  const dom = Math.min(400, Math.max(1, Math.round(logNormal(random, 32, 0.75))));
  if (type === "rental") {
    const price = roundTo(logNormal(random, MEDIAN_MONTHLY_RENT * appreciation, 0.5), 500);
    return {
      address,
      type,
      zone,
      zip: village.zip,
      acres: null,
      sqft: roundTo(logNormal(random, 2_600, 0.35), 50),
      price,
      dom,
      contractDate,
    };
  }
  const price = roundTo(
    logNormal(random, village.singleFamilyMedian * TYPE_PRICE_FACTOR[type] * appreciation, 0.32),
    5_000,
  );
  const apartment = type === "condo" || type === "co-op";
  const sqft =
    type === "land" ? null : roundTo(price / logNormal(random, village.pricePerSqFt * appreciation, 0.18), 10);
  const acres = apartment ? null : Math.round(logNormal(random, ACRES_BY_ZONE[zone] ?? 1, 0.25) * 100) / 100;
  return { address, type, zone, zip: village.zip, acres, sqft, price, dom, contractDate };
}

/** The season's factor on volumes and the appreciation's on prices, for the week starting on day `week`. */
export function marketOfWeek(week: number, priceDay = dayNumber(PRICE_YEAR)): { season: number; appreciation: number } {
  const weekOfYear = (week - dayNumber(`${isoDateOf(week).slice(0, 4)}-01-01`)) / 7;
  return {
    season: 1 + SEASON_AMPLITUDE * Math.cos((2 * Math.PI * (weekOfYear - SEASON_PEAK_WEEK)) / 52),
    appreciation: (1 + YEARLY_APPRECIATION) ** ((week - priceDay) / 365.25),
  };
}

/**
 * Every week from the Monday of `from` to the week ending on or before `to`: each week's contracts
 * on days of that week, oldest week first. Volumes follow the season, prices the appreciation.
 */
export function sampleHistory({
  from,
  to,
  seed = SAMPLE_SEED,
}: {
  from: string;
  to: string;
  seed?: number;
}): Contract[] {
  const random = uniformStream(seed);
  const contracts: Contract[] = [];
  const priceDay = dayNumber(PRICE_YEAR);
  for (let week = dayNumber(weekStartOf(from)); week + 6 <= dayNumber(to); week += 7) {
    const { season, appreciation } = marketOfWeek(week, priceDay);
    const count = poisson(random, WEEKLY_CONTRACTS * season);
    for (let index = 0; index < count; index += 1) {
      contracts.push(contractOn(random, isoDateOf(week + Math.floor(random() * 7)), appreciation));
    }
  }
  return contracts;
}
