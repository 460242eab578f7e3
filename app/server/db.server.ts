import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { mkdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";
import lockfile from "proper-lockfile";
import * as schema from "~db/schema";

/** The Drizzle handle the features use; the same type for PGlite and node-postgres. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export type DatabaseHandle = {
  db: Database;
  /** "pglite" (embedded, in a directory or in memory) or "postgres" (DATABASE_URL). */
  driver: "pglite" | "postgres";
  /** Resolves when the database answers a query (the load balancer's /readyz), rejects otherwise. */
  ping: () => Promise<void>;
  close: () => Promise<void>;
};

/**
 * The key of the session-level advisory lock under which migrations run, so that instances
 * starting at once apply them one after the other (the second finds nothing left to do).
 */
export const MIGRATION_LOCK_KEY = 0x676d72; // "gmr"

const MIGRATIONS_FOLDER = fileURLToPath(new URL("../../db/migrations", import.meta.url));

/** Thrown when another process already holds the embedded database's data directory. */
export class DataDirLockedError extends Error {
  constructor(dataDir: string) {
    super(
      `Another server (or an export) is already using the database in ${path.resolve(dataDir)}. ` +
        "The embedded database allows one process per data directory: stop the other process, " +
        "or start this one with a different DATA_DIR (or a DATABASE_URL).",
    );
    this.name = "DataDirLockedError";
  }
}

type OpenOptions =
  | { databaseUrl: string }
  | { dataDir: string }
  /** A throw-away database in memory (tests). */
  | { memory: true };

/**
 * Opens the database and applies the committed SQL migrations (db/migrations). Open it once per
 * process: PGlite's first start in a new directory takes seconds (docs/decisions/010).
 */
export async function openDatabase(options: OpenOptions): Promise<DatabaseHandle> {
  if ("databaseUrl" in options) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10, connectionTimeoutMillis: 5000 });
    // A connection dropped while idle (PostgreSQL restarted) is replaced on the next query; without
    // a listener the pool's "error" event would end the process.
    pool.on("error", (error) => console.error(`PostgreSQL connection lost: ${error.message}`));
    const db = drizzlePg(pool, { schema });
    const lockHolder = await pool.connect();
    try {
      await lockHolder.query("SELECT pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
      try {
        await migratePg(db, { migrationsFolder: MIGRATIONS_FOLDER });
      } finally {
        await lockHolder.query("SELECT pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY]);
      }
    } finally {
      lockHolder.release();
    }
    return {
      db: db as unknown as Database,
      driver: "postgres",
      ping: async () => {
        await pool.query("SELECT 1");
      },
      close: () => pool.end(),
    };
  }

  let release: (() => Promise<void>) | undefined;
  let client: PGlite;
  if ("dataDir" in options) {
    mkdirSync(options.dataDir, { recursive: true });
    try {
      // A stale lock (a killed server) is taken over once it has not been refreshed for 5 s.
      release = await lockfile.lock(options.dataDir, {
        lockfilePath: path.join(options.dataDir, "server.lock"),
        stale: 5000,
        update: 2000,
        retries: { retries: 6, minTimeout: 1000, maxTimeout: 1000 },
        onCompromised: (error) => {
          console.error(`Lost the lock on ${options.dataDir}: ${error.message}`);
          process.exit(1);
        },
      });
    } catch (error) {
      if ((error as { code?: string }).code === "ELOCKED") throw new DataDirLockedError(options.dataDir);
      throw error;
    }
    client = new PGlite(path.join(options.dataDir, "db"));
  } else {
    client = new PGlite({ loadDataDir: await migratedEmptyDatabase() });
  }
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER });
  return {
    db: db as unknown as Database,
    driver: "pglite",
    ping: async () => {
      await db.execute(sql`SELECT 1`);
    },
    close: async () => {
      await client.close();
      await release?.();
    },
  };
}

/** The dump of a new, migrated PGlite database: made once per process, then copied by each `{ memory: true }`. */
let emptyDatabase: Promise<Blob> | undefined;

/**
 * A new in-memory database starts from a copy of one made and migrated once per process: creating
 * and migrating a PGlite database costs about 8 CPU seconds, loading the copy about 1.5 (the test
 * suites open dozens). The migrations still run on each (finding nothing to do).
 */
function migratedEmptyDatabase(): Promise<Blob> {
  emptyDatabase ??= (async () => {
    const client = new PGlite();
    try {
      await migratePglite(drizzlePglite(client), { migrationsFolder: MIGRATIONS_FOLDER });
      return await client.dumpDataDir("none");
    } finally {
      await client.close();
    }
  })();
  emptyDatabase.catch(() => (emptyDatabase = undefined));
  return emptyDatabase;
}

/** Opens the database this process is configured for: DATABASE_URL, else PGlite in $DATA_DIR/db. */
export function openConfiguredDatabase(config: { DATABASE_URL?: string; DATA_DIR: string }): Promise<DatabaseHandle> {
  return config.DATABASE_URL
    ? openDatabase({ databaseUrl: config.DATABASE_URL })
    : openDatabase({ dataDir: config.DATA_DIR });
}
