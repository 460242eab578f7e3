import { describe, expect, it } from "vitest";
import { RenderCache } from "./store.server";

describe("the render cache's store", () => {
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
