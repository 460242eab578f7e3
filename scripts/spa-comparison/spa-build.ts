// `tsx scripts/spa-comparison/spa-build.ts`: runs `npm run build:spa` when the comparison build is
// missing or older than its sources (the real build's inputs and this folder); `--stamp`, at the
// end of `npm run build:spa`, records what the build was made from. As scripts/build-if-needed.mjs.
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";

const INPUTS = [
  "app",
  "content",
  "data",
  "public",
  "package-lock.json",
  "react-router.config.ts",
  "vite.config.ts",
  "scripts/precompress.mjs",
  "scripts/spa-comparison",
];
const STAMP = "build-spa/.inputs-stamp";
const INDEX = "build-spa/client/index.html";

function* files(entry: string): Generator<[string, { size: number; mtimeMs: number }]> {
  if (!existsSync(entry)) return;
  const stat = statSync(entry);
  if (stat.isFile()) {
    yield [entry, stat];
    return;
  }
  for (const name of readdirSync(entry).sort()) yield* files(path.join(entry, name));
}

function fingerprint(): string {
  const hash = createHash("sha256");
  hash.update(`SITE_URL=${process.env.SITE_URL ?? ""}\n`);
  for (const input of INPUTS) {
    for (const [file, stat] of files(input)) {
      if (/\.test\.tsx?$/.test(file)) continue;
      hash.update(`${file}:${stat.size}:${stat.mtimeMs}\n`);
    }
  }
  return hash.digest("hex");
}

/** Builds the client-rendered comparison build unless it is up to date. */
export function buildSpaIfNeeded(): void {
  const previous = existsSync(STAMP) ? readFileSync(STAMP, "utf8").trim() : "";
  if (previous === fingerprint() && existsSync(INDEX)) {
    console.log("Client-rendered comparison build is up to date.");
    return;
  }
  console.log("Building the client-rendered comparison build (sources changed or no build yet)...");
  const result = spawnSync("npm", ["run", "build:spa"], { stdio: "inherit" });
  if (result.status !== 0) throw new Error(`npm run build:spa failed (exit code ${result.status}).`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  if (process.argv.includes("--stamp")) writeFileSync(STAMP, `${fingerprint()}\n`);
  else buildSpaIfNeeded();
}
