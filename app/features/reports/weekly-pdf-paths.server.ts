import { readdirSync } from "node:fs";
import path from "node:path";
import { weeklyPdfHref } from "./weekly-pdf-path";

/** The PDF path of every week folder in data/weekly, for react-router.config.ts to prerender. */
export function weeklyPdfPaths(dataDir = path.resolve("data/weekly")): string[] {
  return readdirSync(dataDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && /^\d+$/.test(entry.name))
    .map((entry) => weeklyPdfHref(Number(entry.name)));
}
