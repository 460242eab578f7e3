// `npm run report:import` as the integration tests run it: on a test database, with the output kept.
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { runCommand } from "../../app/server/commands/registry.server";
import type { DatabaseHandle } from "../../app/server/db.server";
import { parseEnv } from "../../app/server/env.server";

/** Writes `text` (or bytes) as export.csv in a new temporary folder and returns its path. */
export function exportFile(text: string | Buffer, folder = "report-import"): string {
  const file = path.join(mkdtempSync(path.join(tmpdir(), `${folder}-`)), "export.csv");
  writeFileSync(file, text);
  return file;
}

/** Runs `report:import` with `args` on the database; resolves to its exit code and what it printed. */
export async function runReportImport(handle: DatabaseHandle, args: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runCommand("report:import", args, {
    db: handle.db,
    config: parseEnv(process.env),
    io: { out: (text) => out.push(text), err: (text) => err.push(text) },
    wakeOutbox: () => {},
  });
  return { code, out: out.join(""), err: err.join("") };
}
