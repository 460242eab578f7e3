// `npm start` runs this first: it builds the site when there is no build yet, when a source file
// changed since the last build, or when SITE_URL (baked into prerendered pages; unset, it follows
// PORT) changed.
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { BUILD_INPUTS, fingerprint } from "./build-fingerprint.mjs";

const STAMP = "build/.inputs-stamp";
// The server's own default (app/server/env.server.ts, decision 094): without SITE_URL the site is
// http://localhost:$PORT, and the prerendered pages are built with that same origin.
if (!process.env.SITE_URL?.trim()) process.env.SITE_URL = `http://localhost:${process.env.PORT?.trim() || 3000}`;

const current = fingerprint(BUILD_INPUTS);
if (process.argv.includes("--stamp")) {
  // Called at the end of `npm run build`: record what this build was made from.
  writeFileSync(STAMP, `${current}\n`);
  process.exit(0);
}
const previous = existsSync(STAMP) ? readFileSync(STAMP, "utf8").trim() : "";
if (current === previous && existsSync("build/server/index.js")) {
  console.log("Build is up to date.");
} else {
  console.log("Building the site (sources changed or no build yet)...");
  const result = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
