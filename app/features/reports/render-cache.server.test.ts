import { afterEach, describe, expect, it, vi } from "vitest";
import type { WeeklyReportData } from "~/domain/contract-types";
import {
  addressesToWarm,
  changedWeeks,
  isWeeklyContentPath,
  RenderCache,
  sharedWhileInFlight,
  builtAddressOf,
  renderKey,
  weekFingerprint,
  keyIsCurrent,
  queryAddress,
  dayOf,
  waitForQuiet,
} from "./render-cache.server";
import { queryCachedRouteOf } from "~/lib/public-routes";

describe("the render cache", () => {
  it("keeps the pages made from the published weeks, and nothing else", () => {
    for (const path of [
      "/market-report",
      "/archive",
      "/market-report/rss.xml",
      "/investors/rental-market",
      "/investors/zip-code-hotspots",
      "/og/market-report-week-12.png",
      "/weekly-contracts/greenwich-weekly-contracts-week-3.pdf",
    ]) {
      expect(isWeeklyContentPath(path), path).toBe(true);
    }
    for (const path of [
      "/",
      "/studio/weeks",
      "/og/site.png",
      "/market-report.data",
      "//evil.example/market-report",
      "/contact",
    ]) {
      expect(isWeeklyContentPath(path), path).toBe(false);
    }
  });

  it("forgets the least recently used entries beyond its count and size", () => {
    const cache = new RenderCache<{ bytes: number }>({ maxEntries: 2, maxBytes: 100 });
    cache.set("a", { bytes: 10 });
    cache.set("b", { bytes: 10 });
    cache.get("a");
    cache.set("c", { bytes: 10 });
    expect([cache.get("a"), cache.get("b"), cache.get("c")].map(Boolean)).toEqual([true, false, true]);
    cache.set("big", { bytes: 95 });
    expect(cache.size).toBe(1);
    expect(cache.bytes).toBe(95);
    cache.set("huge", { bytes: 101 });
    expect(cache.get("huge")).toBeUndefined();
  });

  it("renders a key once however many requests miss it at the same time", async () => {
    const cache = new RenderCache<{ bytes: number; n: number }>({ maxEntries: 10, maxBytes: 1000 });
    let renders = 0;
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const render = async () => {
      renders += 1;
      await gate;
      return { bytes: 10, n: renders };
    };
    const answers = Array.from({ length: 50 }, () => cache.getOrRender("week 4", render));
    release();
    const results = await Promise.all(answers);
    expect(renders).toBe(1);
    expect(results.map((result) => result.value?.n)).toEqual(Array.from({ length: 50 }, () => 1));
    expect(results.filter((result) => result.state === "miss")).toHaveLength(1);
    expect(results.filter((result) => result.state === "shared")).toHaveLength(49);
    expect((await cache.getOrRender("week 4", render)).state).toBe("hit");
    expect(renders).toBe(1);
  });

  it("keeps no failed render: every waiter sees the failure, and the next request renders again", async () => {
    const cache = new RenderCache<{ bytes: number }>({ maxEntries: 10, maxBytes: 1000 });
    let renders = 0;
    const failing = async () => {
      renders += 1;
      await Promise.resolve();
      throw new Error("the database went away");
    };
    const attempts = await Promise.allSettled([cache.getOrRender("k", failing), cache.getOrRender("k", failing)]);
    expect(attempts.map((attempt) => attempt.status)).toEqual(["rejected", "rejected"]);
    expect(renders).toBe(1);
    expect(cache.has("k")).toBe(false);
    const next = await cache.getOrRender("k", async () => {
      renders += 1;
      return { bytes: 5 };
    });
    expect(next).toEqual({ value: { bytes: 5 }, state: "miss" });
    expect(renders).toBe(2);
  });

  it("keeps no answer that must not be kept (null), and renders it again next time", async () => {
    const cache = new RenderCache<{ bytes: number }>({ maxEntries: 10, maxBytes: 1000 });
    let renders = 0;
    const uncacheable = async () => {
      renders += 1;
      return null;
    };
    expect((await cache.getOrRender("k", uncacheable)).value).toBeNull();
    expect((await cache.getOrRender("k", uncacheable)).value).toBeNull();
    expect(renders).toBe(2);
  });

  it("forgets the keys of an older version when pruned", () => {
    const cache = new RenderCache<{ bytes: number }>({ maxEntries: 10, maxBytes: 1000 });
    cache.set("1 /market-report", { bytes: 1 });
    cache.set("2 /market-report", { bytes: 1 });
    cache.prune((key) => key.startsWith("2 "));
    expect([cache.has("1 /market-report"), cache.has("2 /market-report")]).toEqual([false, true]);
  });
});

describe("warming", () => {
  it("finds the weeks a publication changed: a new week or a correction, and at start the newest", () => {
    const before = new Map([
      [1, "a"],
      [2, "b"],
    ]);
    expect(changedWeeks(before, new Map([...before, [3, "c"]]))).toEqual([3]);
    expect(
      changedWeeks(
        before,
        new Map([
          [1, "a"],
          [2, "b2"],
        ]),
      ),
    ).toEqual([2]);
    expect(changedWeeks(before, new Map([[1, "a"]]))).toEqual([]);
    expect(changedWeeks(null, before)).toEqual([2]);
    expect(changedWeeks(null, new Map())).toEqual([]);
  });

  it("tells a corrected week by its content", () => {
    const week = { week: 4, title: "Week 4", contracts: [] } as unknown as WeeklyReportData;
    expect(weekFingerprint(week)).toBe(weekFingerprint({ ...week }));
    expect(weekFingerprint(week)).not.toBe(weekFingerprint({ ...week, title: "Week 4, corrected" }));
  });

  it("renders each changed week's page as the e-mail links it, the index pages, then what follows the history", () => {
    expect(addressesToWarm([7])).toEqual([
      "/market-report?week=7",
      "/market-report",
      "/archive",
      "/market-report/rss.xml",
      "/weekly-contracts/greenwich-weekly-contracts-week-7.pdf",
      "/og/market-report-week-7.png",
      "/investors/zip-code-hotspots",
      "/investors/rental-market",
      "/market-trends",
      "/quarterly-report",
      "/",
    ]);
    expect(addressesToWarm([7], { more: false })).toEqual([
      "/market-report?week=7",
      "/market-report",
      "/archive",
      "/market-report/rss.xml",
    ]);
    // Each is an address the render cache keeps: a weekly one, or one kept per query.
    for (const address of addressesToWarm([3, 4])) {
      const { pathname } = new URL(address, "http://x");
      expect(isWeeklyContentPath(pathname) || queryCachedRouteOf(pathname) !== undefined, address).toBe(true);
    }
  });
});

describe("waitForQuiet: the warm renders between the visitors' requests", () => {
  afterEach(() => vi.useRealTimers());

  /** When the wait resolved (ms after it began), with requests coming every `everyMs` until `untilMs`. */
  async function resolvedAfter(everyMs: number, untilMs: number) {
    vi.useFakeTimers({ toFake: ["setTimeout", "setInterval", "setImmediate", "performance"] });
    let last = -Infinity;
    const requests = setInterval(() => {
      if (performance.now() < untilMs) last = performance.now();
    }, everyMs);
    last = performance.now();
    let at: number | undefined;
    void waitForQuiet(() => last, { quietMs: 25, maxWaitMs: 500 }).then(() => (at = performance.now()));
    for (let ms = 0; ms < 1000 && at === undefined; ms += 5) await vi.advanceTimersByTimeAsync(5);
    clearInterval(requests);
    return at;
  }

  it("waits while a burst is answered, and goes on once no request came for the quiet time", async () => {
    const at = await resolvedAfter(10, 120);
    expect(at).toBeGreaterThanOrEqual(120 + 25);
    expect(at).toBeLessThan(500);
  });

  it("goes on after its longest wait under a steady stream of requests, so the warm ends", async () => {
    const at = await resolvedAfter(10, Infinity);
    expect(at).toBeGreaterThanOrEqual(500);
    expect(at).toBeLessThan(600);
  });

  it("goes on at once when no request came lately", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "setImmediate", "performance"] });
    let resolved = false;
    void waitForQuiet(() => -Infinity, { quietMs: 25, maxWaitMs: 500 }).then(() => (resolved = true));
    await vi.advanceTimersByTimeAsync(1);
    expect(resolved).toBe(true);
  });
});

describe("sharedWhileInFlight", () => {
  it("gives the calls that come while a read is pending that read, and reads afresh after it settled", async () => {
    let reads = 0;
    let release!: (value: number) => void;
    const version = sharedWhileInFlight(
      () =>
        new Promise<number>((resolve) => {
          reads += 1;
          release = resolve;
        }),
    );
    const together = [version(), version(), version()];
    release(7);
    expect(await Promise.all(together)).toEqual([7, 7, 7]);
    expect(reads).toBe(1);
    const later = version();
    release(8);
    expect(await later).toBe(8);
    expect(reads).toBe(2);
  });

  it("shares a failure too, and reads again at the next call", async () => {
    let reads = 0;
    const version = sharedWhileInFlight(async () => {
      reads += 1;
      if (reads === 1) throw new Error("connection lost");
      return 3;
    });
    const results = await Promise.allSettled([version(), version()]);
    expect(results.map((result) => result.status)).toEqual(["rejected", "rejected"]);
    expect(await version()).toBe(3);
    expect(reads).toBe(2);
  });
});

describe("builtAddressOf", () => {
  it("names the pages and files rendered at build time, and their loader data, and nothing else", () => {
    expect(builtAddressOf("/seller")).toBe("/seller");
    expect(builtAddressOf("/buyers/western-greenwich/")).toBe("/buyers/western-greenwich");
    expect(builtAddressOf("/buyers/western-greenwich/index.html")).toBe("/buyers/western-greenwich");
    expect(builtAddressOf("/og/site.png")).toBe("/og/site.png");
    expect(builtAddressOf("/seller.data", "?_routes=routes%2Fseller")).toBe("/seller.data?_routes=routes%2Fseller");
    expect(builtAddressOf("/buyers/western-greenwich/_.data")).toBe("/buyers/western-greenwich/_.data");
    // The home and buyer pages follow the history (decision 139), and so do the guides that quote its
    // town median (decision 141): rendered on request, not built.
    expect(builtAddressOf("/buyers/byram-guide")).toBeNull();
    expect(builtAddressOf("/buyers/first-time-guide.pdf")).toBeNull();
    expect(builtAddressOf("/")).toBeNull();
    expect(builtAddressOf("/_root.data")).toBeNull();
    expect(builtAddressOf("/buyer.data", "?_routes=routes%2Fbuyer")).toBeNull();
    // Rendered on request, or following the weeks: not the build's.
    expect(builtAddressOf("/contact")).toBeNull();
    expect(builtAddressOf("/market-report")).toBeNull();
    expect(builtAddressOf("/contact.data")).toBeNull();
    expect(builtAddressOf("/studio/settings")).toBeNull();
  });
});

describe("renderKey", () => {
  it("keys a weekly page by both versions and a page built once by the site's", () => {
    expect(renderKey({ weeks: 7, site: null }, "/archive")).toBe("w7 snull /archive");
    expect(renderKey({ weeks: 7, site: 9 }, "/archive")).toBe("w7 s9 /archive");
    expect(renderKey({ site: 9 }, "/")).toBe("s9 /");
  });

  it("keys a page kept per query by the versions its route follows, and the day", () => {
    expect(renderKey({ weeks: 7, site: 9, day: "2026-11-26" }, "/market-trends?period=1y")).toBe(
      "w7 s9 d2026-11-26 /market-trends?period=1y",
    );
    expect(renderKey({ listings: "abc", day: "2026-11-26" }, "/mock-market-report")).toBe(
      "labc d2026-11-26 /mock-market-report",
    );
    expect(renderKey({ weeks: 7 }, "/market-trends.csv?a=1")).toBe("w7 /market-trends.csv?a=1");
  });

  it("keeps, when a version moves, only the keys of the current versions and those that follow neither", () => {
    const current = { weeks: 8, site: 9 };
    expect(keyIsCurrent("w8 s9 /archive", current)).toBe(true);
    expect(keyIsCurrent("w7 s9 /archive", current)).toBe(false);
    expect(keyIsCurrent("w8 snull /archive", current)).toBe(false);
    expect(keyIsCurrent("s9 /buyer", current)).toBe(true);
    expect(keyIsCurrent("w8 d2026-11-26 /market-trends.csv?x=1", current)).toBe(true);
    expect(keyIsCurrent("w7 d2026-11-26 /market-trends.csv?x=1", current)).toBe(false);
    expect(keyIsCurrent("labc d2026-11-26 /mock-market-report", current)).toBe(true);
    expect(keyIsCurrent("s8 /sellers?w=1 s8", current)).toBe(false);
    expect(keyIsCurrent("s9 /sellers?w7", current)).toBe(true);
  });

  it("renders a normalised query at its one address, and keeps no query the route refuses", () => {
    expect(queryAddress("/market-trends", "period=1y")).toBe("/market-trends?period=1y");
    expect(queryAddress("/quarterly-report", "")).toBe("/quarterly-report");
    expect(queryAddress("/market-trends", null)).toBeNull();
    expect(dayOf(new Date("2026-11-26T23:59:59Z"))).toBe("2026-11-26");
  });
});
