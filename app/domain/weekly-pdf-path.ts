/** Where a week's contracts PDF is served (a path ending in .pdf may be framed by our own pages). */
export const WEEKLY_PDF_PREFIX = "/weekly-contracts";

export function weeklyPdfFileName(week: number): string {
  return `greenwich-weekly-contracts-week-${week}.pdf`;
}

export function weeklyPdfHref(week: number): string {
  return `${WEEKLY_PDF_PREFIX}/${weeklyPdfFileName(week)}`;
}

/** The week named by a PDF file name, or null when it is not one of ours. */
export function weekOfPdfFileName(fileName: string): number | null {
  const match = /^greenwich-weekly-contracts-week-(\d+)\.pdf$/.exec(fileName);
  return match ? Number(match[1]) : null;
}

/** A week's contracts as CSV, in the data files' columns, beside its PDF (the Take Action comparables). */
export function weeklyCsvFileName(week: number): string {
  return `greenwich-weekly-contracts-week-${week}.csv`;
}

export function weeklyCsvHref(week: number): string {
  return `${WEEKLY_PDF_PREFIX}/${weeklyCsvFileName(week)}`;
}

/** The week and the kind of file a name under /weekly-contracts asks for, or null when it is not one of ours. */
export function weeklyFileOf(fileName: string): { week: number; kind: "pdf" | "csv" } | null {
  const match = /^greenwich-weekly-contracts-week-(\d+)\.(pdf|csv)$/.exec(fileName);
  return match ? { week: Number(match[1]), kind: match[2] as "pdf" | "csv" } : null;
}
