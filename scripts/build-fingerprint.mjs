// What a build was made from: a hash of every source file's path, size and modification time under
// `inputs` (test files left out) and of SITE_URL, which is baked into prerendered pages. Used by
// scripts/build-if-needed.mjs; plain Node, no dependency.
import { createHash } from "node:crypto";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

/** What the production build is made from (vite.config.ts imports scripts/lucide-icon-base.ts). */
export const BUILD_INPUTS = [
  "app",
  "content",
  "data",
  "public",
  "server",
  "package-lock.json",
  "react-router.config.ts",
  "vite.config.ts",
  "scripts/lucide-icon-base.ts",
];

function* files(entry) {
  if (!existsSync(entry)) return;
  const stat = statSync(entry);
  if (stat.isFile()) {
    yield [entry, stat];
    return;
  }
  for (const name of readdirSync(entry).sort()) yield* files(path.join(entry, name));
}

/** @param {readonly string[]} inputs files and folders, relative to the project */
export function fingerprint(inputs) {
  const hash = createHash("sha256");
  hash.update(`SITE_URL=${process.env.SITE_URL ?? ""}\n`);
  for (const input of inputs) {
    for (const [file, stat] of files(input)) {
      if (/\.test\.tsx?$/.test(file)) continue;
      hash.update(`${file}:${stat.size}:${stat.mtimeMs}\n`);
    }
  }
  return hash.digest("hex");
}
