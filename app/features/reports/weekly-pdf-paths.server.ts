import { readdirSync } from "node:fs";
import path from "node:path";
import { weeklyShareImagePath } from "./report-feed";
import { weeklyPdfHref } from "./weekly-pdf-path";

/** The PDF path of every week folder in data/weekly, for react-router.config.ts to prerender. */
export function weeklyPdfPaths(dataDir = path.resolve("data/weekly")): string[] {
  return weekNumbers(dataDir).map(weeklyPdfHref);
}

/** The share image of every week folder, likewise prerendered. */
export function weeklyShareImagePaths(dataDir = path.resolve("data/weekly")): string[] {
  return weekNumbers(dataDir).map(weeklyShareImagePath);
}

function weekNumbers(dataDir: string): number[] {
  return readdirSync(dataDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && /^\d+$/.test(entry.name))
    .map((entry) => Number(entry.name));
}
