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
