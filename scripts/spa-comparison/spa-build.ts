// `tsx scripts/spa-comparison/spa-build.ts`: runs `npm run build:spa` when the comparison build is
// missing or older than its sources (the real build's inputs and this folder); `--stamp`, at the
// end of `npm run build:spa`, records what the build was made from. As scripts/build-if-needed.mjs.
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { BUILD_INPUTS, fingerprint } from "../build-fingerprint.mjs";

const INPUTS = [...BUILD_INPUTS, "scripts/precompress.mjs", "scripts/spa-comparison"];
const STAMP = "build-spa/.inputs-stamp";
const INDEX = "build-spa/client/index.html";

/** Builds the client-rendered comparison build unless it is up to date. */
export function buildSpaIfNeeded(): void {
  const previous = existsSync(STAMP) ? readFileSync(STAMP, "utf8").trim() : "";
  if (previous === fingerprint(INPUTS) && existsSync(INDEX)) {
    console.log("Client-rendered comparison build is up to date.");
    return;
  }
  console.log("Building the client-rendered comparison build (sources changed or no build yet)...");
  const result = spawnSync("npm", ["run", "build:spa"], { stdio: "inherit" });
  if (result.status !== 0) throw new Error(`npm run build:spa failed (exit code ${result.status}).`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  if (process.argv.includes("--stamp")) writeFileSync(STAMP, `${fingerprint(INPUTS)}\n`);
  else buildSpaIfNeeded();
}
