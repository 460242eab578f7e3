/**
 * A new data directory (DATA_DIR) for a spec's own server, its embedded database already created
 * and migrated: a copy of one template, made once per set of migrations and kept in the system's
 * temporary folder. Creating and migrating a PGlite database costs about 11 CPU seconds, copying
 * the template under one (decision 156); the server's first start on the copy is otherwise the
 * same. (The browser suite's main server still makes its database from nothing on a new machine.)
 */
import { createHash } from "node:crypto";
import { cpSync, existsSync, mkdtempSync, readFileSync, renameSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { openDatabase } from "../../app/server/db.server";

const JOURNAL = path.join(import.meta.dirname, "../../db/migrations/meta/_journal.json");

/** The template's folder, named by the migrations it holds. */
function templateDir(): string {
  const migrations = createHash("sha256").update(readFileSync(JOURNAL)).digest("hex").slice(0, 12);
  return path.join(tmpdir(), `gmr-e2e-template-${migrations}`);
}

/** Makes the template unless it exists; two workers making it at once both succeed (the rename is atomic). */
async function ensureTemplate(): Promise<string> {
  const template = templateDir();
  if (existsSync(path.join(template, "db"))) return template;
  const making = mkdtempSync(`${template}-making-`);
  const handle = await openDatabase({ dataDir: making });
  await handle.close();
  try {
    renameSync(making, template);
  } catch {
    // Another worker's template got there first: the same migrations, so either will do.
    rmSync(making, { recursive: true, force: true });
  }
  return template;
}

/** A new data directory named `gmr-e2e-<name>-…` holding a copy of the migrated template's database. */
export async function migratedDataDir(name: string): Promise<string> {
  const template = await ensureTemplate();
  const dataDir = mkdtempSync(path.join(tmpdir(), `gmr-e2e-${name}-`));
  cpSync(path.join(template, "db"), path.join(dataDir, "db"), { recursive: true });
  return dataDir;
}
