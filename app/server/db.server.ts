import { PGlite } from "@electric-sql/pglite";
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
import * as schema from "../../db/schema";

/** The Drizzle handle the features use; the same type for PGlite and node-postgres. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export type DatabaseHandle = {
  db: Database;
  /** "pglite" (embedded, in a directory or in memory) or "postgres" (DATABASE_URL). */
  driver: "pglite" | "postgres";
  close: () => Promise<void>;
};

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
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    const db = drizzlePg(pool, { schema });
    await migratePg(db, { migrationsFolder: MIGRATIONS_FOLDER });
    return { db: db as unknown as Database, driver: "postgres", close: () => pool.end() };
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
    client = new PGlite();
  }
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER });
  return {
    db: db as unknown as Database,
    driver: "pglite",
    close: async () => {
      await client.close();
      await release?.();
    },
  };
}

/** Opens the database this process is configured for: DATABASE_URL, else PGlite in $DATA_DIR/db. */
export function openConfiguredDatabase(config: { DATABASE_URL?: string; DATA_DIR: string }): Promise<DatabaseHandle> {
  return config.DATABASE_URL
    ? openDatabase({ databaseUrl: config.DATABASE_URL })
    : openDatabase({ dataDir: config.DATA_DIR });
}
