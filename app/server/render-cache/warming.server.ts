// Warming the render cache (decisions 108 and 117): when an instance first sees a new content
// version of the weeks (a request, a notice or poll, or a report e-mail about to go out), it renders
// the changed weeks' pages and the other addresses its caller names into its cache in the
// background, one at a time and between the visitors' requests. A request for one of them meanwhile
// shares that render (single flight).
import { createHash } from "node:crypto";
import type { WeeklyReportData } from "~/domain/contract-types";
import type { Database } from "~/server/db.server";
import { publishedWeeks } from "~/server/week-store.server";
import { keyIsCurrent, renderKey } from "./keys.server";
import type { RenderCache } from "./store.server";

/**
 * The addresses to render into the cache when the weeks move, in order, given the weeks whose page
 * changed; `more: false` names only the weeks' pages, the index pages and the feed (decision 108,
 * before 115). The server's wiring passes them (server/warm-addresses.ts): they are the site's
 * addresses, which this infrastructure does not know.
 */
export type AddressesToWarm = (changedWeeks: readonly number[], options: { more: boolean }) => string[];

/** A short fingerprint of a published week's content: what tells a changed week from the others. */
export function weekFingerprint(report: WeeklyReportData): string {
  return createHash("sha256").update(JSON.stringify(report)).digest("base64url").slice(0, 16);
}

/**
 * The weeks whose page changed between two sets of fingerprints (week -> fingerprint): a week
 * published for the first time or corrected. With nothing known before (the instance started),
 * the newest week, the one the report e-mail and the index pages lead to.
 */
export function changedWeeks(before: ReadonlyMap<number, string> | null, after: ReadonlyMap<number, string>): number[] {
  if (!before) {
    const newest = Math.max(...after.keys());
    return Number.isFinite(newest) ? [newest] : [];
  }
  return [...after].filter(([week, print]) => before.get(week) !== print).map(([week]) => week);
}

/**
 * Resolves when no request has come for `quietMs` (decision 117), or after `maxWaitMs` of waiting:
 * the warm is background work, so a burst of visitors is answered before its next render starts,
 * and a steady stream of them slows the warm down without stopping it. `lastRequestAt` is when the
 * last request came, on performance.now()'s clock.
 */
export async function waitForQuiet(
  lastRequestAt: () => number,
  { quietMs, maxWaitMs }: { quietMs: number; maxWaitMs: number },
): Promise<void> {
  const started = performance.now();
  await new Promise((resolve) => setImmediate(resolve));
  while (performance.now() - lastRequestAt() < quietMs && performance.now() - started < maxWaitMs)
    await new Promise((resolve) => setTimeout(resolve, quietMs));
}

/** Every render cache of this process, warmed before a report e-mail goes out (server/delivery.ts). */
const warmers = new Set<() => Promise<void>>();

/** Counts a render cache's warm among those `renderCachesWarmed` waits for; the function returned ends that. */
export function registerWarmer(warmCurrent: () => Promise<void>): () => void {
  warmers.add(warmCurrent);
  return () => warmers.delete(warmCurrent);
}

/**
 * Resolves once every render cache of this process has warmed the weeks' current version (at
 * most `timeoutMs`: an e-mail is never held back for long by a render).
 */
export async function renderCachesWarmed(timeoutMs = 15_000): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<void>((resolve) => (timer = setTimeout(resolve, timeoutMs)));
  try {
    await Promise.race([Promise.all([...warmers].map((warm) => warm().catch(() => {}))), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** The key and address a warmed address is kept under, as a request for it would find it. */
export type WarmPlan = { key: string; address: string };

type WarmerOptions<V extends { bytes: number }> = {
  db: Database;
  cache: RenderCache<V>;
  addressesToWarm: AddressesToWarm;
  more: boolean;
  /** Where an address to warm is kept under these versions, or null when it is not kept. */
  plan: (address: string, weeks: number | null, site: number | null) => WarmPlan | null;
  /** Renders an address (null: not to be kept). */
  fill: (address: string) => Promise<V | null>;
  /** Resolves at a moment without requests (`waitForQuiet`). */
  quietMoment: () => Promise<void>;
  onWarmError?: (error: unknown) => void;
};

/**
 * The warm of one render cache. The site's version (decision 110) is part of every key: a change of
 * the broker's identity is a change of every page, so it is warmed as a first sight of the weeks
 * (the newest week's page).
 */
export function cacheWarmer<V extends { bytes: number }>({
  db,
  cache,
  addressesToWarm,
  more,
  plan,
  fill,
  quietMoment,
  onWarmError,
}: WarmerOptions<V>) {
  let warmedVersion: string | undefined;
  let warmedSite: number | null | undefined;
  let fingerprints: Map<number, string> | null = null;
  let warming: Promise<void> = Promise.resolve();
  let stopped = false;

  function warm(version: number | null, site: number | null): Promise<void> {
    const versions = renderKey({ weeks: version, site }, "");
    if (versions === warmedVersion || stopped) return warming;
    warmedVersion = versions;
    const siteMoved = site !== warmedSite;
    warmedSite = site;
    warming = (async () => {
      const weeks = await publishedWeeks(db);
      const next = new Map(weeks.map((report) => [report.week, weekFingerprint(report)]));
      const changed = changedWeeks(siteMoved ? null : fingerprints, next);
      fingerprints = next;
      // The answers of older versions are never asked for again.
      cache.prune((key) => keyIsCurrent(key, { weeks: version, site }));
      for (const wanted of addressesToWarm(changed, { more })) {
        // A render holds the event loop (50-200 ms): the visitors come first (decision 117).
        await quietMoment();
        if (warmedVersion !== versions || stopped) return;
        const planned = plan(wanted, version, site);
        if (planned) await cache.getOrRender(planned.key, () => fill(planned.address));
      }
    })().catch((error: unknown) => {
      // Warm again at the next chance: the version is not taken as warmed.
      if (warmedVersion === versions) warmedVersion = undefined;
      onWarmError?.(error);
    });
    return warming;
  }

  return {
    /** Warms the cache for these versions unless it already did (or is doing so); resolves when done. */
    warm,
    /** Ends the warm; resolves once the render under way (its queries) has ended. */
    stop: async () => {
      stopped = true;
      await warming;
    },
  };
}
