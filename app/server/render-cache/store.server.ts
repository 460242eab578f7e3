// The render cache's store (decisions 085 and 108): bounded, with one render per key at a time.
import { LRUCache } from "lru-cache";

/** What a render gives: a value to keep, or null when the answer must not be kept (it falls through). */
export type Render<V> = () => Promise<V | null>;

/**
 * The render cache's store: lru-cache sized by count and by bytes (each value says its own size),
 * with single flight: while a key is being rendered, every other miss for that key awaits the
 * same render instead of starting its own. A render that fails or gives null is not kept, so the
 * next request renders again.
 */
export class RenderCache<V extends { bytes: number }> {
  private readonly entries: LRUCache<string, V>;
  private readonly inFlight = new Map<string, Promise<V | null>>();

  constructor({ maxEntries, maxBytes }: { maxEntries: number; maxBytes: number }) {
    this.entries = new LRUCache<string, V>({
      max: maxEntries,
      maxSize: maxBytes,
      // lru-cache wants a positive integer; a value larger than maxBytes is simply not kept.
      sizeCalculation: (value) => Math.max(1, Math.ceil(value.bytes)),
    });
  }

  get(key: string): V | undefined {
    return this.entries.get(key);
  }

  set(key: string, value: V): void {
    this.entries.set(key, value);
  }

  has(key: string): boolean {
    return this.entries.has(key);
  }

  /**
   * The kept value of `key`, or the one render of it: concurrent callers share one promise.
   * `state` says whether this caller found it kept ("hit"), rendered it ("miss") or waited for
   * another caller's render ("shared").
   */
  async getOrRender(key: string, render: Render<V>): Promise<{ value: V | null; state: "hit" | "miss" | "shared" }> {
    const kept = this.entries.get(key);
    if (kept) return { value: kept, state: "hit" };
    const pending = this.inFlight.get(key);
    if (pending) return { value: await pending, state: "shared" };
    const started = (async () => {
      try {
        const value = await render();
        if (value) this.entries.set(key, value);
        return value;
      } finally {
        this.inFlight.delete(key);
      }
    })();
    this.inFlight.set(key, started);
    return { value: await started, state: "miss" };
  }

  /** Forgets every key `keep` says no to (the entries of an older content version). */
  prune(keep: (key: string) => boolean): void {
    for (const key of [...this.entries.keys()]) if (!keep(key)) this.entries.delete(key);
  }

  get size(): number {
    return this.entries.size;
  }

  /** Bytes kept, as the values counted them. */
  get bytes(): number {
    return this.entries.calculatedSize;
  }
}
