import { execFile } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { sql } from "drizzle-orm";
import { pushSchema } from "drizzle-kit/api";
import { describe, expect, it } from "vitest";
import drizzleConfig from "../../drizzle.config";
import * as schema from "~db/schema";
import type { DatabaseHandle } from "../../app/server/db.server";
import { databases } from "./databases";

// db/schema.ts and db/migrations say the same thing (docs/conventions.md, "Adding a migration"):
// drizzle-kit diffs schema.ts against the newest snapshot in db/migrations/meta, and the server
// builds its tables from the SQL files alone. A migration written without its snapshot, or a
// schema change without its migration, fails here rather than in the next `drizzle-kit generate`.

const MIGRATIONS = path.resolve("db/migrations");

type Journal = { entries: Array<{ idx: number; tag: string; when: number }> };
type Snapshot = { id: string; prevId: string };

const journal = JSON.parse(readFileSync(path.join(MIGRATIONS, "meta/_journal.json"), "utf8")) as Journal;

describe("db/migrations and db/schema.ts", () => {
  it("has one SQL file and one snapshot per journal entry, in date order, each snapshot following the one before", () => {
    const sqlFiles = readdirSync(MIGRATIONS).filter((name) => name.endsWith(".sql"));
    expect(sqlFiles.sort()).toEqual(journal.entries.map((entry) => `${entry.tag}.sql`));
    let previous = "00000000-0000-0000-0000-000000000000";
    let previousWhen = 0;
    for (const entry of journal.entries) {
      // The migrator applies only entries newer than the last one a database applied.
      expect(entry.when, `${entry.tag} is dated after the entry before it`).toBeGreaterThan(previousWhen);
      previousWhen = entry.when;
      const file = path.join(MIGRATIONS, `meta/${String(entry.idx).padStart(4, "0")}_snapshot.json`);
      expect(existsSync(file), `${entry.tag} has no snapshot: write migrations with drizzle-kit generate`).toBe(true);
      const snapshot = JSON.parse(readFileSync(file, "utf8")) as Snapshot;
      expect(snapshot.prevId, `${entry.tag}'s snapshot follows the one before`).toBe(previous);
      previous = snapshot.id;
    }
  });

  it("leaves `drizzle-kit generate` nothing to write", async () => {
    // The command itself, on a copy of the folder: the check an engineer runs, without touching db/.
    const copy = mkdtempSync(path.join(tmpdir(), "gmr-migrations-"));
    try {
      cpSync(MIGRATIONS, path.join(copy, "migrations"), { recursive: true });
      const { stdout } = await promisify(execFile)(
        process.execPath,
        [
          path.resolve("node_modules/drizzle-kit/bin.cjs"),
          "generate",
          `--dialect=${drizzleConfig.dialect}`,
          `--schema=${path.resolve(String(drizzleConfig.schema))}`,
          // drizzle-kit reads `out` relative to its working directory.
          "--out=./migrations",
        ],
        { cwd: copy },
      );
      const written = readdirSync(path.join(copy, "migrations")).filter(
        (name) => !existsSync(path.join(MIGRATIONS, name)),
      );
      expect(written, "db/schema.ts differs from the newest snapshot: npx drizzle-kit generate --name <what>").toEqual(
        [],
      );
      expect(stdout).toContain("No schema changes");
    } finally {
      rmSync(copy, { recursive: true, force: true });
    }
  }, 120_000);

  describe.each(databases)("on $name", (database) => {
    it("builds from the SQL files the tables, columns, keys and indexes schema.ts declares", async () => {
      const handle = await database.open();
      try {
        // drizzle-kit asks on a terminal before it adds a unique constraint to a table holding rows,
        // and PostgreSQL keeps the rows of the files run before this one: the comparison runs on
        // empty tables (one file at a time, so no other test is using them).
        const tables = (await handle.db.execute(
          sql`SELECT tablename FROM pg_tables WHERE schemaname = 'public'`,
        )) as unknown as { rows: Array<{ tablename: string }> };
        if (tables.rows.length > 0) {
          await handle.db.execute(
            sql.raw(`TRUNCATE ${tables.rows.map((row) => `"${row.tablename}"`).join(", ")} RESTART IDENTITY CASCADE`),
          );
        }
        const { statementsToExecute } = await pushSchema(
          schema,
          handle.db as unknown as Parameters<typeof pushSchema>[1],
        );
        expect(await withoutReorderedUniques(handle, statementsToExecute)).toEqual([]);
      } finally {
        await handle.close();
      }
    }, 120_000);
  });
});

const DROP = /^ALTER TABLE "(\w+)" DROP CONSTRAINT "(\w+)";$/;
const ADD_UNIQUE = /^ALTER TABLE "(\w+)" ADD CONSTRAINT "(\w+)" UNIQUE\(([^)]*)\);$/;

/**
 * drizzle-kit reads a unique constraint's columns back in table order, so a constraint over a
 * column added later (contracts_history_week_position_unique: history_week_id, then position)
 * reads as changed. Its drop-and-add pair is left out when the database's constraint has exactly
 * the columns schema.ts names; any other statement stays and fails the test.
 */
async function withoutReorderedUniques(handle: DatabaseHandle, statements: string[]) {
  const left: string[] = [];
  for (const statement of statements) {
    const add = ADD_UNIQUE.exec(statement);
    if (add) {
      const [, table, name, list] = add;
      const wanted = list!.split(",").map((column) => column.trim().replaceAll('"', ""));
      // Both drivers answer { rows }.
      const result = (await handle.db.execute(sql`
        SELECT array_agg(a.attname::text) AS columns
        FROM pg_constraint c JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = ANY (c.conkey)
        WHERE c.contype = 'u' AND c.conname = ${name} AND c.conrelid = ${`public.${table}`}::regclass`)) as unknown as {
        rows: Array<{ columns: string[] | null }>;
      };
      const found = result.rows[0]?.columns ?? [];
      const dropIndex = left.findIndex((earlier) => {
        const drop = DROP.exec(earlier);
        return drop !== null && drop[1] === table && drop[2] === name;
      });
      if (dropIndex >= 0 && [...found].sort().join() === [...wanted].sort().join()) {
        left.splice(dropIndex, 1);
        continue;
      }
    }
    left.push(statement);
  }
  return left;
}
