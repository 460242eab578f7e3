import { afterEach, describe, expect, it, vi } from "vitest";
import type { WeeklyReportData } from "~/domain/contract-types";
import { changedWeeks, waitForQuiet, weekFingerprint } from "./warming.server";

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
