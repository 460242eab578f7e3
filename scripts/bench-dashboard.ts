// `npm run bench:dashboard`: one full dashboard recompute (filter + every aggregate) over 1,000,
// 10,000 and 100,000 generated listings. A benchmark, not a test: figures vary with the machine.
// Target: 10,000 listings in under 16 ms, one frame.
import { loadavg } from "node:os";
import { computeDashboard } from "../app/features/listings/dashboard";
import type { Filters } from "../app/features/listings/filters";
import type { Listing } from "../app/features/listings/listing-record";
import { listingPriceBandOf } from "../app/domain/price-bands";
import { median } from "../app/lib/statistics";

const SIZES = [1_000, 10_000, 100_000];
const TARGET_MS_AT_10K = 16;

/** A small seeded generator (mulberry32), so every run measures the same listings. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const DISTRICTS = ["Old Greenwich", "Greenwich", "Cos Cob", "Riverside", "Byram", "Glenville", "Banksville"];
const TYPES = ["Single Family", "Condo"];

function generate(count: number): Listing[] {
  const next = random(count);
  const pick = <T>(values: readonly T[]): T => values[Math.floor(next() * values.length)]!;
  const firms = Array.from({ length: 40 }, (_, i) => `Firm ${i + 1}`);
  const agents = Array.from({ length: 400 }, (_, i) => `Agent ${i + 1}`);
  return Array.from({ length: count }, (_, i) => {
    const listPrice = Math.round(300_000 + next() ** 2 * 9_000_000);
    const reductions = Math.floor(next() * 4);
    const originalAsk = Math.round(listPrice * (1 + reductions * 0.03));
    const sf = 900 + Math.floor(next() * 5_000);
    const pending = Math.floor(next() * 10);
    return {
      id: i + 1,
      type: pick(TYPES),
      status: "Contingent",
      listDate: "2025-08-01",
      contractDate: "2025-10-08",
      pendingDate: pending ? "2025-10-12" : null,
      closedDate: null,
      adom: Math.floor(next() * 200),
      cdom: Math.floor(next() * 300),
      district: pick(DISTRICTS),
      zip: "06830",
      address: `${i + 1} Bench Road`,
      mls: String(200_000 + i),
      zoning: "R-12",
      lotAcres: 0.5,
      sfAboveGrade: sf,
      llSf: 500,
      atticSf: 0,
      originalAsk,
      listPrice,
      cutPercent: ((originalAsk - listPrice) / originalAsk) * 100,
      reductions,
      totalReduction: originalAsk - listPrice,
      hoaMonthly: 0,
      taxesAnnual: listPrice * 0.011,
      pricePerSf: listPrice / sf,
      adjustedPricePerSf: listPrice / (sf + 250),
      lastOpenHouseDate: next() < 0.7 ? "2025-10-05" : null,
      contractToPendingDays: pending || null,
      contractToCloseDays: next() < 0.4 ? 30 + Math.floor(next() * 30) : 0,
      firm: pick(firms),
      agent: pick(agents),
      band: listingPriceBandOf(listPrice),
    };
  });
}

/** The views a visitor moves between: everything, one type, a band and a district, one firm. */
const VIEWS: Filters[] = [
  {},
  { type: "Single Family" },
  { band: "2.001M-4M", district: "Riverside" },
  { firm: "Firm 7" },
];

/**
 * Wall-clock time and this process's CPU time per recompute. On a shared machine the wall clock
 * also counts time spent waiting for a core; the CPU time is the work itself.
 */
function measure(listings: Listing[]): { wall: number; cpu: number; runs: number } {
  for (let i = 0; i < 3; i++) for (const view of VIEWS) computeDashboard(listings, view);
  const wall: number[] = [];
  const cpu: number[] = [];
  const runs = listings.length >= 100_000 ? 5 : 20;
  for (let i = 0; i < runs; i++) {
    for (const view of VIEWS) {
      const startCpu = process.cpuUsage();
      const start = performance.now();
      computeDashboard(listings, view);
      wall.push(performance.now() - start);
      const used = process.cpuUsage(startCpu);
      cpu.push((used.user + used.system) / 1000);
    }
  }
  return { wall: median(wall), cpu: median(cpu), runs: wall.length };
}

console.log(
  `Dashboard full recompute (filter + every aggregate), median of ${VIEWS.length} views x runs; load average ${loadavg()[0]!.toFixed(1)} on this machine`,
);
let previous: number | undefined;
let at10k = Number.NaN;
for (const size of SIZES) {
  const { wall, cpu, runs } = measure(generate(size));
  const growth = previous ? ` (x${(cpu / previous).toFixed(1)} CPU for x10 listings)` : "";
  console.log(
    `${size.toLocaleString("en-US").padStart(8)} listings: ${wall.toFixed(2).padStart(8)} ms wall, ${cpu.toFixed(2).padStart(8)} ms CPU, ${runs} runs${growth}`,
  );
  if (size === 10_000) at10k = cpu;
  previous = cpu;
}
console.log(
  `Target: 10,000 listings under ${TARGET_MS_AT_10K} ms of CPU: ${at10k < TARGET_MS_AT_10K ? "met" : "NOT met"} (${at10k.toFixed(2)} ms)`,
);
