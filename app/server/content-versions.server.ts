// Every instance knows the current content versions (the `content_versions` rows "weeks" and "site",
// decisions 084 and 110) without asking the database per request (decision 115). The transaction
// that bumps a version also does `pg_notify`, delivered at its commit: on PostgreSQL each instance
// LISTENs on a connection of its own (opened again after an error); the embedded PGlite, one process,
// delivers to its own `listen`. A poll of the rows every second stays as the fallback. While this
// process has bumped a version whose notice has not come back yet, the versions are not settled:
// the render cache then asks the database as before, so the instance that published never serves
// the page it replaced.
import { asc, sql } from "drizzle-orm";
import pg from "pg";
import { contentVersions } from "~db/schema";
import type { Database } from "./db.server";

type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];
type Writer = Database | Transaction;

/** The channel every bump notifies, with "<key> <version>" as its payload. */
export const CONTENT_VERSIONS_CHANNEL = "content_versions";

/** How often the rows are read again, in case a notice was lost (a listener reconnecting). */
export const CONTENT_VERSIONS_POLL_MS = 1000;

/** How long a bump of this process waits for its notice before the versions count as settled again. */
const EXPECTATION_MS = 5000;

/**
 * Bumps the content version `key` inside a change's transaction and tells every instance at commit;
 * returns the new number. It is at least the clock's seconds, so that a counter started again (an
 * emptied table) does not reuse a number an instance may still hold in its cache.
 */
export async function bumpContentVersion(tx: Writer, key: string): Promise<number> {
  const now = sql`extract(epoch from now())::integer`;
  const [row] = await tx
    .insert(contentVersions)
    .values({ key, version: now })
    .onConflictDoUpdate({
      target: contentVersions.key,
      set: { version: sql`greatest(${contentVersions.version} + 1, ${now})` },
    })
    .returning({ version: contentVersions.version });
  await notifyContentVersion(tx, key, row!.version);
  return row!.version;
}

/** Inside a bump's transaction: tells every listening instance at commit (nothing if it rolls back). */
export async function notifyContentVersion(tx: Writer, key: string, version: number): Promise<void> {
  await tx.execute(sql`select pg_notify(${CONTENT_VERSIONS_CHANNEL}, ${`${key} ${version}`})`);
  for (const watch of watches) watch.expect(key, version);
}

/**
 * Every content version in one query, as one stamp ("listings 3, site 7, weeks 12"): it changes
 * whenever anything the pages and the e-mails are built from changes. Null before the weeks' first
 * version (nothing read from them is kept then, as in the week store).
 */
export async function contentVersionsStamp(db: Database): Promise<string | null> {
  const rows = await db.select().from(contentVersions).orderBy(asc(contentVersions.key));
  if (!rows.some((row) => row.key === "weeks")) return null;
  return rows.map((row) => `${row.key} ${row.version}`).join(", ");
}

/** "<key> <version>" as notified, or null for anything else. */
export function parseVersionNotice(payload: string): { key: string; version: number } | null {
  const match = /^([a-z_]+) (\d+)$/.exec(payload);
  return match ? { key: match[1]!, version: Number(match[2]) } : null;
}

/** Starts listening; calls `onNotice` per payload and `onConnected` after each (re)connection. */
export type NoticeSource = (handlers: {
  onNotice: (payload: string) => void;
  onConnected: () => void;
  onError: (error: unknown) => void;
}) => Promise<() => Promise<void>>;

/** PostgreSQL: a connection of its own that LISTENs, opened again (after `retryMs`) whenever it fails. */
export function postgresNotices(databaseUrl: string, { retryMs = 1000 } = {}): NoticeSource {
  return async ({ onNotice, onConnected, onError }) => {
    let stopped = false;
    let client: pg.Client | undefined;
    let retry: NodeJS.Timeout | undefined;
    const connect = async () => {
      if (stopped) return;
      const next = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 5000 });
      client = next;
      let failed = false;
      const fail = (error: unknown) => {
        if (failed || stopped) return;
        failed = true;
        onError(error);
        void next.end().catch(() => {});
        retry = setTimeout(() => void connect(), retryMs);
        retry.unref();
      };
      next.on("error", fail);
      next.on("end", () => fail(new Error("the LISTEN connection ended")));
      next.on("notification", (message) => {
        if (message.channel === CONTENT_VERSIONS_CHANNEL && message.payload) onNotice(message.payload);
      });
      try {
        await next.connect();
        await next.query(`LISTEN ${CONTENT_VERSIONS_CHANNEL}`);
        onConnected();
      } catch (error) {
        fail(error);
      }
    };
    await connect();
    return async () => {
      stopped = true;
      if (retry) clearTimeout(retry);
      await client?.end().catch(() => {});
    };
  };
}

/** The embedded PGlite: its own `listen`, within the process. */
export function pgliteNotices(db: Database): NoticeSource {
  const client = (db as unknown as { $client: { listen: Listen } }).$client;
  return async ({ onNotice, onConnected }) => {
    const unlisten = await client.listen(CONTENT_VERSIONS_CHANNEL, onNotice);
    onConnected();
    return () => unlisten();
  };
}
type Listen = (channel: string, callback: (payload: string) => void) => Promise<() => Promise<void>>;

/** A process's running knowledge of the content versions. */
export type ContentVersionsWatch = {
  /** The version of `key` last learnt (null: never bumped), undefined before the first read. Synchronous. */
  known(key: string): number | null | undefined;
  /** Whether the versions known are the committed ones as far as this process can tell (see above). */
  settled(): boolean;
  /** Calls `listener` whenever a version learnt differs from the one known before; returns its removal. */
  onChange(listener: (key: string) => void): () => void;
  /** Reads every row now. */
  refresh(): Promise<void>;
  stop(): Promise<void>;
};

const watches = new Set<{ expect: (key: string, version: number) => void }>();

/**
 * Reads the versions, listens to `notices` (if given) and reads again every `everyMs` (0: never),
 * so a version bumped anywhere is known at its notice, or within the poll's interval without one.
 */
export async function watchContentVersions(
  db: Database,
  {
    notices,
    everyMs = CONTENT_VERSIONS_POLL_MS,
    onError,
  }: { notices?: NoticeSource; everyMs?: number; onError?: (error: unknown) => void } = {},
): Promise<ContentVersionsWatch> {
  const versions = new Map<string, number>();
  let read = false;
  const listeners = new Set<(key: string) => void>();
  // Versions this process bumped and has not yet learnt, with when each expectation lapses.
  const expected = new Map<string, { version: number; until: number }>();
  // Counts notices: a poll that began before one does not take a version back.
  let noticesSeen = 0;

  const learn = (key: string, version: number | null, fromNotice: boolean) => {
    const before = versions.get(key) ?? null;
    const wanted = expected.get(key);
    if (wanted && version !== null && version >= wanted.version) expected.delete(key);
    if (version === before) return;
    if (!fromNotice && before !== null && version !== null && version < before) return;
    if (version === null) versions.delete(key);
    else versions.set(key, version);
    for (const listener of listeners) listener(key);
  };

  const refresh = async () => {
    const seen = noticesSeen;
    const rows = await db.select().from(contentVersions);
    const found = new Map(rows.map((row) => [row.key, row.version]));
    for (const key of new Set([...versions.keys(), ...found.keys()])) {
      const version = found.get(key) ?? null;
      // A notice that came while reading is newer than what was read.
      if (seen !== noticesSeen && version !== null && version <= (versions.get(key) ?? 0)) continue;
      learn(key, version, false);
    }
    read = true;
  };

  const entry = {
    expect: (key: string, version: number) => expected.set(key, { version, until: Date.now() + EXPECTATION_MS }),
  };
  watches.add(entry);
  await refresh();
  const unlisten = await notices?.({
    onNotice: (payload) => {
      const notice = parseVersionNotice(payload);
      if (!notice) return;
      noticesSeen += 1;
      learn(notice.key, notice.version, true);
    },
    // Notices sent while the connection was down are lost: read the rows again.
    onConnected: () => void refresh().catch((error: unknown) => onError?.(error)),
    onError: (error) => onError?.(error),
  });
  const poll =
    everyMs > 0 ? setInterval(() => void refresh().catch((error: unknown) => onError?.(error)), everyMs) : undefined;
  poll?.unref();

  return {
    known: (key) => (read ? (versions.get(key) ?? null) : undefined),
    settled: () => {
      if (!read) return false;
      const now = Date.now();
      for (const [key, wanted] of expected) if (wanted.until < now) expected.delete(key);
      return expected.size === 0;
    },
    onChange: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    refresh,
    stop: async () => {
      if (poll) clearInterval(poll);
      watches.delete(entry);
      await unlisten?.();
    },
  };
}
