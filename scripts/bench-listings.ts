// `npm run bench:listings`: the supply side at a Greenwich-sized market's scale (decisions 119, 143
// and 157). Over 20 years of generated listings (about 40,000 listings and 130,000 status and price
// events: the sample generator with more seeds) and over 100,000 listings, it times:
//   - the supply records rebuilt after an upload: a week's export stored over the export of the
//     week before, so the listings' entries kept from the market before are reused and only the
//     listings the week changed (listed, cut, sold, withdrawn, or still for sale at its end) are
//     walked again (`ListingEntries`), then every listing's rows put in week order
//     (`weeklyMarketOf`); and, for comparison, the first build of a process, every listing walked;
//   - every supply measure's series as /market-trends draws it (all periods, the whole market, and
//     a segment of each kind), uncached.
// A benchmark, not a test: figures vary with the machine. Targets: the rebuild after an upload and
// every supply series in under 200 ms, any one view in under 100 ms. Times are CPU milliseconds
// (what the targets are judged on, since on a shared machine the wall clock also counts other
// programs' turns), the median of RUNS, with the wall clock beside them. Each figure is timed after
// one untimed run, as a running server has drawn a series before: the working arrays a series
// reuses (decision 157) are then in place.
import { loadavg } from "node:os";
import { addDays } from "../app/lib/calendar";
import { ListingEntries } from "../app/domain/listing-entries";
import type { ListingHistory } from "../app/domain/listing-history";
import { KindBuilder } from "../app/domain/market-columns";
import { MEASURE_IDS, sourceOf, type MeasureId } from "../app/domain/measures";
import type { MarketSegment } from "../app/domain/market-records";
import { trendSeries, type TrendPeriod } from "../app/domain/trend-series";
import { weeklyMarketOf } from "../app/domain/weekly-market";
import { generateListings, listingsAsOf } from "./bench-market";

const RUNS = Number(process.env.BENCH_RUNS ?? 7);
const LAST_DAY = "2025-08-31";
const FIRST_DAY = addDays(LAST_DAY, -20 * 364 + 1);
const TARGETS_MS = { rebuildAndSeries: 200, view: 100 };
const SUPPLY = MEASURE_IDS.filter((id) => sourceOf(id) === "listings");

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

type Timing = { cpu: number; wall: number };

/** CPU and wall milliseconds of `run`, the median of RUNS after one untimed run; `prepare` runs untimed before each. */
function timeEach<Prepared, T>(prepare: () => Prepared, run: (prepared: Prepared) => T): Timing & { result: T } {
  let result = run(prepare());
  const cpu: number[] = [];
  const wall: number[] = [];
  for (let index = 0; index < RUNS; index += 1) {
    const prepared = prepare();
    const startCpu = process.cpuUsage();
    const start = performance.now();
    result = run(prepared);
    wall.push(performance.now() - start);
    const used = process.cpuUsage(startCpu);
    cpu.push((used.user + used.system) / 1_000);
  }
  return { cpu: median(cpu), wall: median(wall), result };
}

const time = <T>(run: () => T) => timeEach(() => undefined, run);

const ms = ({ cpu, wall }: { cpu: number; wall: number }) =>
  `${cpu.toFixed(1).padStart(8)} ms CPU ${wall.toFixed(1).padStart(8)} ms wall`;

/** The market of the listings exported on `to`, covering every day from the first, from the entries kept before. */
function marketOf(entries: ListingEntries, histories: readonly ListingHistory[], to: string) {
  const builders = entries.update([{ key: "export", histories, from: FIRST_DAY, to }]);
  return weeklyMarketOf(
    { ...builders, contracts: new KindBuilder("contracts") },
    { contracts: [], listings: [{ from: FIRST_DAY, to }] },
  );
}

const VIEWS: { label: string; period: TrendPeriod; segment: MarketSegment }[] = [
  { label: "1 year, whole market", period: "1y", segment: { type: "all", zip: "all", band: "all" } },
  { label: "all 20 years, whole market", period: "all", segment: { type: "all", zip: "all", band: "all" } },
  { label: "5 years, condos", period: "5y", segment: { type: "condo", zip: "all", band: "all" } },
  { label: "all, Riverside (06878)", period: "all", segment: { type: "all", zip: "06878", band: "all" } },
  { label: "all, $2M to $4M", period: "all", segment: { type: "all", zip: "all", band: "2m-4m" } },
];

function bench(label: string, target: number): boolean {
  const listings = generateListings(target, FIRST_DAY, LAST_DAY);
  const events = listings.reduce((sum, listing) => sum + listing.events.length, 0);
  console.log(
    `\n${label}: ${listings.length.toLocaleString("en-US")} listings, ${events.toLocaleString("en-US")} status and price events, ${FIRST_DAY} to ${LAST_DAY}`,
  );
  // The export of the week before: what each listing showed then; none listed after it.
  const weekBefore = addDays(LAST_DAY, -7);
  const before = listingsAsOf(listings, weekBefore);
  const previous = new Map(before.map((listing) => [listing.mls, listing]));
  const walkedAgain = listings.filter((listing) => {
    const then = previous.get(listing.mls);
    return (
      !then ||
      then.events.length !== listing.events.length ||
      then.closePrice !== listing.closePrice ||
      listing.events.at(-1)?.status === "active"
    );
  }).length;
  const first = time(() => marketOf(new ListingEntries(), listings, LAST_DAY));
  console.log(`  first build of a process: every listing walked                ${ms(first)}`);
  const rebuild = timeEach(
    () => {
      const entries = new ListingEntries();
      marketOf(entries, before, weekBefore);
      return entries;
    },
    (entries) => marketOf(entries, listings, LAST_DAY),
  );
  const market = rebuild.result;
  const forSale = market.columns.forSale.entry.length;
  console.log(
    `  rebuild after a week's export (${walkedAgain.toLocaleString("en-US")} listings walked again; ${forSale.toLocaleString("en-US")} homes-for-sale records) ${ms(rebuild)}`,
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
