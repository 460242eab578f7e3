import { z } from "zod";
import { archiveQuarterOf, isSearching, newestFirst, newestQuartersFirst, searchArchive } from "~/domain/archive";
import type { MarketHistory } from "~/server/history-source.server";
import { archiveWeeks } from "./market-report.server";

const querySchema = z.object({ q: z.string().max(200).catch("") });

/**
 * The archive's weeks and quarterly reports, newest first, filtered by `?q=`. The quarters come
 * from the history (imported history weeks included), which the route hands in from the trends;
 * weeks and quarters are badged by the history's sample days (decision 120).
 */
export function archivePageData(
  url: URL,
  published: Parameters<typeof archiveWeeks>[0],
  history: Pick<MarketHistory, "sample">,
  quarterEntries: readonly Parameters<typeof archiveQuarterOf>[0][],
) {
  const { q } = querySchema.parse({ q: url.searchParams.get("q") ?? "" });
  const weeks = newestFirst(archiveWeeks(published, history.sample));
  const quarters = newestQuartersFirst(quarterEntries.map(archiveQuarterOf));
  return {
    shown: searchArchive(weeks, q),
    total: weeks.length,
    shownQuarters: searchArchive(quarters, q),
    totalQuarters: quarters.length,
    query: q,
    searching: isSearching(q),
  };
}

export type ArchivePageData = ReturnType<typeof archivePageData>;
