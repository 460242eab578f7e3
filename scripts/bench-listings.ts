// `npm run bench:listings`: the supply side at a Greenwich-sized market's scale (decision 119). Over
// 20 years of generated listings (about 40,000 listings and 150,000 status and price events: the
// sample generator with more seeds) and over 100,000 listings, it times:
//   - the supply records rebuilt after an upload: every listing's homes for sale at each week's end,
//     new listings, contracts, closings and withdrawals, grouped by week (`listingRecords` and
//     `addListingRows` into `weeklyMarketOf`'s columns, decision 143), which every supply series
//     is drawn from;
//   - every supply measure's series as /market-trends draws it (all periods, the whole market, and
//     a segment of each kind), uncached.
// A benchmark, not a test: figures vary with the machine. Targets: the rebuild and every supply
// series in under 200 ms, any one view in under 100 ms. Times are CPU milliseconds (what the
// targets are judged on, since on a shared machine the wall clock also counts other programs'
// turns), the median of RUNS, with the wall clock beside them.
import { loadavg } from "node:os";
import { addDays } from "../app/lib/calendar";
import { addListingRows } from "../app/domain/listing-history";
import { newBuilders } from "../app/domain/market-columns";
import { MEASURE_IDS, sourceOf, type MeasureId } from "../app/domain/measures";
import type { MarketSegment } from "../app/domain/market-records";
import { sampleHistory, SAMPLE_SEED } from "../app/domain/sample-history";
import { sampleListings } from "../app/domain/sample-listings";
import { trendSeries, type TrendPeriod } from "../app/domain/trend-series";
import { weeklyMarketOf } from "../app/domain/weekly-market";

const RUNS = Number(process.env.BENCH_RUNS ?? 7);
const LAST_DAY = "2025-08-31";
const FIRST_DAY = addDays(LAST_DAY, -20 * 364 + 1);
const TARGETS_MS = { rebuildAndSeries: 200, view: 100 };
const SUPPLY = MEASURE_IDS.filter((id) => sourceOf(id) === "listings");

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

function time<T>(run: () => T): { cpu: number; wall: number; result: T } {
  let result = run();
  const cpu: number[] = [];
  const wall: number[] = [];
  for (let index = 0; index < RUNS; index += 1) {
    const startCpu = process.cpuUsage();
    const start = performance.now();
    result = run();
    wall.push(performance.now() - start);
    const used = process.cpuUsage(startCpu);
    cpu.push((used.user + used.system) / 1_000);
  }
  return { cpu: median(cpu), wall: median(wall), result };
}

const ms = ({ cpu, wall }: { cpu: number; wall: number }) =>
  `${cpu.toFixed(1).padStart(8)} ms CPU ${wall.toFixed(1).padStart(8)} ms wall`;

/** Listings of the sample generator over 20 years, seed after seed until `target` listings. */
function generate(target: number) {
  const listings = [];
  for (let seed = SAMPLE_SEED; listings.length < target; seed += 1) {
    const contracts = sampleHistory({ from: FIRST_DAY, to: addDays(LAST_DAY, 200), seed });
    listings.push(
      ...sampleListings({ contracts, from: FIRST_DAY, to: LAST_DAY, seed }).map((listing) => ({
        ...listing,
        mls: `${seed}-${listing.mls}`,
      })),
    );
  }
  return listings.slice(0, target);
}

const VIEWS: { label: string; period: TrendPeriod; segment: MarketSegment }[] = [
  { label: "1 year, whole market", period: "1y", segment: { type: "all", zip: "all", band: "all" } },
  { label: "all 20 years, whole market", period: "all", segment: { type: "all", zip: "all", band: "all" } },
  { label: "5 years, condos", period: "5y", segment: { type: "condo", zip: "all", band: "all" } },
  { label: "all, Riverside (06878)", period: "all", segment: { type: "all", zip: "06878", band: "all" } },
  { label: "all, $2M to $4M", period: "all", segment: { type: "all", zip: "all", band: "2m-4m" } },
];

function bench(label: string, target: number): boolean {
  const listings = generate(target);
  const events = listings.reduce((sum, listing) => sum + listing.events.length, 0);
  console.log(
    `\n${label}: ${listings.length.toLocaleString("en-US")} listings, ${events.toLocaleString("en-US")} status and price events, ${FIRST_DAY} to ${LAST_DAY}`,
  );
  const coverage = { contracts: [], listings: [{ from: FIRST_DAY, to: LAST_DAY }] };
  // As the history is built after an upload (decision 143): the listings' rows straight into columns.
  const rebuild = time(() => {
    const builders = newBuilders();
    addListingRows(builders, listings, FIRST_DAY, LAST_DAY);
    return weeklyMarketOf(builders, coverage);
  });
  const market = rebuild.result;
  const forSale = market.columns.forSale.day.length;
  console.log(
    `  rebuild: records by week (${forSale.toLocaleString("en-US")} homes-for-sale records)   ${ms(rebuild)}`,
  );
  const everySeries = time(() => {
    for (const id of SUPPLY) trendSeries(market, { measure: id, segment: VIEWS[0]!.segment, period: "1y" });
  });
  console.log(`  every supply measure's 1-year series (${SUPPLY.length})              ${ms(everySeries)}`);
  const total = { cpu: rebuild.cpu + everySeries.cpu, wall: rebuild.wall + everySeries.wall };
  const rebuildOk = total.cpu < TARGETS_MS.rebuildAndSeries;
  console.log(
    `  rebuild + every series                                      ${ms(total)}  target < ${TARGETS_MS.rebuildAndSeries} ms: ${rebuildOk ? "met" : "MISSED"}`,
  );
  let slowest = { cpu: 0, wall: 0, label: "" };
  for (const view of VIEWS) {
    for (const id of SUPPLY) {
      const timing = time(() =>
        trendSeries(market, { measure: id as MeasureId, segment: view.segment, period: view.period }),
      );
      if (timing.cpu > slowest.cpu) slowest = { ...timing, label: `${id}, ${view.label}` };
    }
  }
  const viewOk = slowest.cpu < TARGETS_MS.view;
  console.log(
    `  slowest supply view: ${slowest.label.padEnd(40)} ${ms(slowest)}  target < ${TARGETS_MS.view} ms: ${viewOk ? "met" : "MISSED"}`,
  );
  return rebuildOk && viewOk;
}

console.log(
  `bench:listings, Node ${process.version}, load ${loadavg()
    .map((n) => n.toFixed(2))
    .join(" ")}; median of ${RUNS} runs`,
);
const greenwich = bench("20 years of a Greenwich-sized market", 40_000);
const large = bench("100,000 listings", 100_000);
process.exitCode = greenwich && large ? 0 : 1;
