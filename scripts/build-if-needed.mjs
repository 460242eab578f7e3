// `npm start` runs this first: it builds the site when there is no build yet, when a source file
// changed since the last build, or when SITE_URL (baked into prerendered pages) changed.
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";

const INPUTS = ["app", "content", "data", "public", "package-lock.json", "react-router.config.ts", "vite.config.ts"];
const STAMP = "build/.inputs-stamp";

function* files(entry) {
  if (!existsSync(entry)) return;
  const stat = statSync(entry);
  if (stat.isFile()) {
    yield [entry, stat];
    return;
  }
  for (const name of readdirSync(entry).sort()) yield* files(path.join(entry, name));
}

function fingerprint() {
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

const current = fingerprint();
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
