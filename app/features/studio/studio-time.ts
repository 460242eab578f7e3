/** A moment in the studio's tables: "2026-11-24 18:05 UTC" (one clock for every reader), or a dash. */
export function formatStudioTime(iso: string | null | undefined): string {
  if (!iso) return "—";
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "—";
  return `${date.toISOString().slice(0, 16).replace("T", " ")} UTC`;
}
