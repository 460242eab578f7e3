import { latestReview } from "./yearly-review";
import { parseYearlyReview, type YearlyReview } from "./yearly-schema";

// Every data/yearly/<year>.json, bundled at build time; a bad file fails the prerender and the
// server's start with the file and field named (parseYearlyReview).
const files = import.meta.glob<unknown>("/data/yearly/*.json", { eager: true, import: "default" });

export const yearlyReviews: readonly YearlyReview[] = Object.entries(files).map(([path, raw]) =>
  parseYearlyReview(path, raw),
);

/** The review the page shows: the latest year present in data/yearly/. */
export function currentYearlyReview(): YearlyReview {
  return latestReview(yearlyReviews);
}
