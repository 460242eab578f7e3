import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../app/server/db.server";
import {
  bumpContentVersion,
  parseVersionNotice,
  pgliteNotices,
  postgresNotices,
  watchContentVersions,
  type ContentVersionsWatch,
} from "../../app/server/content-versions.server";
import { bumpSiteVersion } from "../../app/server/site-version.server";
import { insertMissingSeedWeeks, weeksVersion } from "../../app/server/week-store.server";
import { databases, emptyTables } from "./databases";

// Decision 115: a version bumped in one instance's transaction is known by another instance (its own
// pool and LISTEN connection on PostgreSQL; the same process on PGlite) through the notice alone,
// the poll switched off, well under a second after the commit.

/** Resolves with how long `check` took to hold, polling every 5 ms; rejects after `ms`. */
async function within(ms: number, check: () => boolean): Promise<number> {
  const started = performance.now();
  while (!check()) {
    if (performance.now() - started > ms) throw new Error(`not within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  return performance.now() - started;
}

describe("parseVersionNotice", () => {
  it("reads the key and version of a notice, and nothing else", () => {
    expect(parseVersionNotice("weeks 1795000000")).toEqual({ key: "weeks", version: 1795000000 });
    expect(parseVersionNotice("site 3")).toEqual({ key: "site", version: 3 });
    for (const payload of ["", "weeks", "weeks x", "weeks 1 2", "WEEKS 1"])
      expect(parseVersionNotice(payload)).toBeNull();
  });
});

describe.each(databases)("content versions learnt at once ($name)", ({ name, open, openPeer }) => {
  const postgres = name.startsWith("PostgreSQL");
  let first: DatabaseHandle;
  let peer: DatabaseHandle;
  let watch: ContentVersionsWatch;
  const errors: unknown[] = [];

  beforeAll(async () => {
    first = await open();
    peer = await openPeer(first);
  });

  beforeEach(async () => {
    await watch?.stop();
    await emptyTables(first);
    watch = await watchContentVersions(peer.db, {
      notices: postgres ? postgresNotices(process.env.DATABASE_URL!, { retryMs: 100 }) : pgliteNotices(peer.db),
      everyMs: 0,
      onError: (error) => errors.push(error),
    });
  });

  afterAll(async () => {
    await watch?.stop();
    await peer.close();
    await first.close();
  });

  it("knows a site version bumped by another handle within a fraction of a second, with no poll", async () => {
    expect(watch.known("site")).toBeNull();
    const changes: string[] = [];
    watch.onChange((key) => changes.push(key));
    const version = await first.db.transaction((tx) => bumpSiteVersion(tx));
    const took = await within(500, () => watch.known("site") === version);
    expect(took).toBeLessThan(500);
    expect(changes).toEqual(["site"]);
    expect(watch.settled()).toBe(true);
  });

  it("knows the weeks' version a publication bumps (the seed weeks' insertion)", async () => {
    expect(watch.known("weeks")).toBeNull();
    expect(await insertMissingSeedWeeks(first.db)).toBe(true);
    const version = await weeksVersion(first.db);
    expect(version).toBeGreaterThan(0);
    await within(500, () => watch.known("weeks") === version);
  });

  it("learns nothing from a bump that rolled back, and is unsettled until its notice or the lapse", async () => {
    const before = await first.db.transaction((tx) => bumpSiteVersion(tx));
    await within(500, () => watch.known("site") === before);
    await expect(
      first.db.transaction(async (tx) => {
        await bumpSiteVersion(tx);
        // This process bumped: until the commit's notice comes, what it knows may be behind.
        expect(watch.settled()).toBe(false);
        throw new Error("rolled back");
      }),
    ).rejects.toThrow("rolled back");
    // Notices come in the order their transactions committed: once a bump committed after the
    // rollback is known, any notice the rolled-back one could have sent would have come before it.
    const after = await first.db.transaction((tx) => bumpContentVersion(tx, "weeks"));
    await within(3000, () => watch.known("weeks") === after);
    expect(watch.known("site")).toBe(before);
    expect(watch.settled()).toBe(false);
  });

  it.runIf(postgres)("listens again after its connection is cut, and reads what it missed", async () => {
    await first.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query = 'LISTEN content_versions' and pid <> pg_backend_pid()`,
    );
    const version = await first.db.transaction((tx) => bumpSiteVersion(tx));
    await within(3000, () => watch.known("site") === version);
    expect(errors.length).toBeGreaterThan(0);
    const next = await first.db.transaction((tx) => bumpSiteVersion(tx));
    await within(500, () => watch.known("site") === next);
  });
});
