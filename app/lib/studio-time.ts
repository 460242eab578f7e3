/**
 * Every moment the studio shows or exports, in the broker's zone (Greenwich, CT), with the zone
 * named, whatever the server's or reader's clock: the lists, the audit log, versions, sessions and
 * the CSV exports all go through here.
 */
export const STUDIO_TIME_ZONE = "America/New_York";

const parts = new Intl.DateTimeFormat("en-US", {
  timeZone: STUDIO_TIME_ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
  hourCycle: "h23",
  timeZoneName: "short",
});
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

type Moment = Date | string | null | undefined;

function studioParts(value: Moment) {
  if (value === null || value === undefined || value === "") return undefined;
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return undefined;
  const part = Object.fromEntries(parts.formatToParts(date).map((piece) => [piece.type, piece.value]));
  return {
    year: part.year!,
    month: Number(part.month),
    day: Number(part.day),
    hour: Number(part.hour) % 24,
    minute: part.minute!,
    second: part.second!,
    zone: part.timeZoneName!,
  };
}

/** A moment on a studio page: "Nov 24, 2026, 1:05 PM EST", or a dash for none. */
export function formatStudioTime(value: Moment): string {
  const time = studioParts(value);
  if (!time) return "—";
  const hour12 = time.hour % 12 === 0 ? 12 : time.hour % 12;
  const period = time.hour < 12 ? "AM" : "PM";
  return `${MONTHS[time.month - 1]} ${time.day}, ${time.year}, ${hour12}:${time.minute} ${period} ${time.zone}`;
}

/** A moment in a CSV export, sortable within a zone: "2026-11-24 13:05:59 EST", or "" for none. */
export function studioCsvTime(value: Moment): string {
  const time = studioParts(value);
  if (!time) return "";
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${time.year}-${pad(time.month)}-${pad(time.day)} ${pad(time.hour)}:${time.minute}:${time.second} ${time.zone}`;
}

/** The broker's day now, an ISO date ("2026-11-30" until midnight in Greenwich): when a month or quarter has ended. */
export function studioToday(now = new Date()): string {
  return studioCsvTime(now).slice(0, 10);
}
