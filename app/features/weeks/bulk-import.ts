// History in bulk (decisions 112 and 116): an export spanning many weeks is split
// into the site's weeks by contract date, each week is matched against the weeks the database has
// (a conflict to skip or replace; before the newest week, a history week without a number), and a
// new numbered week gets words computed from its own figures. Pure functions, no I/O.
import type { Contract, WeeklyNotes } from "~/domain/contract-types";
import { calendarWeekOf } from "~/lib/calendar";
import { formatInteger, formatLongDate, formatUsd } from "~/lib/format";
import { leadersOf, nameLeaders } from "~/lib/leaders";
import { median } from "~/lib/statistics";

export type ExportWeek = { startDate: string; endDate: string; contracts: Contract[] };

/** The export's contracts by calendar week, oldest week first; each week's rows keep the export's order. */
export function splitIntoWeeks(contracts: readonly Contract[]): ExportWeek[] {
  const byStart = new Map<string, ExportWeek>();
  for (const contract of contracts) {
    const dates = calendarWeekOf(contract.contractDate);
    let week = byStart.get(dates.startDate);
    if (!week) byStart.set(dates.startDate, (week = { ...dates, contracts: [] }));
    week.contracts.push(contract);
  }
  return [...byStart.values()].sort((a, b) => a.startDate.localeCompare(b.startDate));
}

/** Every contract of the weeks, week after week. */
export function joinWeeks(weeks: readonly ExportWeek[]): Contract[] {
  return weeks.flatMap((week) => week.contracts);
}

/** A week the database has, as the plan compares it (its newest version's dates). */
export type KnownWeek = { week: number; startDate: string; endDate: string };

/** A history week the database has (decision 116): a Monday-to-Sunday week without a number. */
export type KnownHistoryWeek = { startDate: string; endDate: string };

/**
 * What happens to one week of the export:
 * - "new": stored under a new week number;
 * - "conflict": the database has a week with the same dates, which the broker skips or replaces;
 * - "overlap": the database has a week whose dates cross these but differ, so only skipping is possible;
 * - "history": a week earlier than the newest week the database has: week numbers follow the dates
 *   and are public addresses already sent to subscribers (decisions 091, 116), so it is stored as a
 *   history week, not a weekly report;
 * - "history-conflict": the history already has this week, which the broker skips or replaces.
 */
export type PlannedWeek = ExportWeek &
  (
    | { kind: "new"; week: number }
    | { kind: "conflict"; week: number }
    | { kind: "overlap"; overlaps: KnownWeek[] }
    | { kind: "history"; newest: KnownWeek }
    | { kind: "history-conflict" }
  );

/**
 * Each export week matched against the database's weeks and history weeks; new weeks numbered
 * after the highest, in date order; weeks before the newest week become history weeks.
 */
export function planImport(
  weeks: readonly ExportWeek[],
  known: readonly KnownWeek[],
  history: readonly KnownHistoryWeek[] = [],
): PlannedWeek[] {
  const newest = [...known].sort((a, b) => a.endDate.localeCompare(b.endDate)).at(-1);
  const historyStarts = new Set(history.map((week) => week.startDate));
  let next = Math.max(0, ...known.map((week) => week.week)) + 1;
  return weeks.map((week): PlannedWeek => {
    const crossing = known.filter((other) => other.startDate <= week.endDate && other.endDate >= week.startDate);
    const same = crossing.find((other) => other.startDate === week.startDate && other.endDate === week.endDate);
    if (same && crossing.length === 1) return { ...week, kind: "conflict", week: same.week };
    if (crossing.length > 0) return { ...week, kind: "overlap", overlaps: crossing };
    if (historyStarts.has(week.startDate)) return { ...week, kind: "history-conflict" };
    if (newest && week.startDate < newest.endDate) return { ...week, kind: "history", newest };
    return { ...week, kind: "new", week: next++ };
  });
}

/** The broker's choice for each conflict: numbered weeks by number, history weeks by their Monday. */
export type ReplaceChoice = { weeks: ReadonlySet<number>; history: ReadonlySet<string> };

/** The weeks to store: the new ones, and the conflicts the broker chose to replace (by week number). */
export function weeksToStore(
  plan: readonly PlannedWeek[],
  replace: ReadonlySet<number>,
): (ExportWeek & { week: number; replaces: boolean })[] {
  return plan.flatMap((week): (ExportWeek & { week: number; replaces: boolean })[] => {
    const stored = { startDate: week.startDate, endDate: week.endDate, contracts: week.contracts };
    if (week.kind === "new") return [{ ...stored, week: week.week, replaces: false }];
    if (week.kind === "conflict" && replace.has(week.week)) return [{ ...stored, week: week.week, replaces: true }];
    return [];
  });
}

/** The history weeks to store: the new ones, and those the history has that the broker chose to replace. */
export function historyWeeksToStore(
  plan: readonly PlannedWeek[],
  replace: ReadonlySet<string>,
): (ExportWeek & { replaces: boolean })[] {
  return plan.flatMap((week): (ExportWeek & { replaces: boolean })[] => {
    const stored = { startDate: week.startDate, endDate: week.endDate, contracts: week.contracts };
    if (week.kind === "history") return [{ ...stored, replaces: false }];
    if (week.kind === "history-conflict" && replace.has(week.startDate)) return [{ ...stored, replaces: true }];
    return [];
  });
}

/** One line saying what the plan does with a week, for the command and the studio alike. */
export function planLine(week: PlannedWeek): string {
  const span = `${week.startDate} to ${week.endDate} (${formatInteger(week.contracts.length)} contract${week.contracts.length === 1 ? "" : "s"})`;
  switch (week.kind) {
    case "new":
      return `${span}: new week ${week.week}`;
    case "conflict":
      return `${span}: week ${week.week} already has these dates; skip it or replace its contracts`;
    case "overlap":
      return `${span}: skipped, ${week.overlaps.map((other) => `week ${other.week} (${other.startDate} to ${other.endDate})`).join(" and ")} already covers some of these days; to change it, upload its contracts as a correction of that week`;
    case "history":
      return `${span}: ${historyWeekLabel(week.newest.week)}`;
    case "history-conflict":
      return `${span}: the history already has this week; skip it or replace its contracts`;
  }
}

/** How a week before the newest is named on screen and in the command's plan. */
export const historyWeekLabel = (newestWeek: number) => `history week (before week ${newestWeek}, not a weekly report)`;

const plural = (count: number, one: string, many = `${one}s`) => `${formatInteger(count)} ${count === 1 ? one : many}`;

const ZIP_CODE = { one: "ZIP code", other: "ZIP codes" } as const;
const SALE = { one: "sale", other: "sales" } as const;

/** The ZIP code with the most sales, or every ZIP code tied for the most (decision 128). */
function busiestZipLine(byZip: ReadonlyMap<string, number>, saleCount: number): string {
  const busiest = leadersOf(
    [...byZip].sort(([a], [b]) => a.localeCompare(b)),
    ([, count]) => count,
  )!;
  const share = `${formatInteger(busiest.value)} of ${formatInteger(saleCount)}`;
  const zips = nameLeaders(
    busiest.leaders.map(([zip]) => zip),
    ZIP_CODE,
  );
  if (!zips.tie) return `ZIP ${zips.text} had the most sale contracts: ${share}.`;
  return `${zips.named ? `ZIP codes ${zips.text}` : zips.text} tie for the most sale contracts: ${share} each.`;
}

/** The fastest and the slowest sales, every sale tied for either named (or counted) as a tie. */
function fastestAndSlowestLine(sales: readonly Contract[]): string {
  const fastest = leadersOf(sales, (sale) => sale.dom, "lowest")!;
  const slowest = leadersOf(sales, (sale) => sale.dom, "highest")!;
  const days = (value: number) => plural(value, "day");
  if (fastest.value === slowest.value) {
    return sales.length === 1
      ? `The one sale, ${sales[0]!.address}, went under contract in ${days(fastest.value)}.`
      : `All ${plural(sales.length, "sale")} went under contract in ${days(fastest.value)}.`;
  }
  const naming = (leaders: readonly Contract[]) =>
    nameLeaders(
      leaders.map((sale) => sale.address),
      SALE,
    );
  const fast = naming(fastest.leaders);
  const slow = naming(slowest.leaders);
  const each = (tie: boolean) => (tie ? " each" : "");
  const fastPart = !fast.tie
    ? `The fastest sale, ${fast.text}, went under contract in ${days(fastest.value)}`
    : fast.named
      ? `The fastest sales, ${fast.text}, went under contract in ${days(fastest.value)} each`
      : `${fast.text} tie as the fastest, under contract in ${days(fastest.value)} each`;
  const slowPart = !slow.named
    ? `${slow.text} tie as the slowest, after ${days(slowest.value)} each`
    : `the slowest, ${slow.text}, after ${days(slowest.value)}${each(slow.tie)}`;
  return `${fastPart}; ${slowPart}.`;
}

/**
 * The words of a week stored as history, computed from its contracts (decision 105: never a
 * template line): a title, a narrative of its counts and medians, and lists naming its busiest
 * ZIP code, its fastest and slowest sales and its price range.
 */
export function generatedWords(week: ExportWeek): Omit<WeeklyNotes, "week"> {
  const sales = week.contracts.filter((contract) => contract.type !== "rental");
  const leases = week.contracts.length - sales.length;
  const period = `${formatLongDate(week.startDate)} to ${formatLongDate(week.endDate)}`;
  const counted = `${plural(sales.length, "sale contract")} and ${plural(leases, "lease")}`;
  if (sales.length === 0) {
    return {
      title: `Greenwich contracts, ${period}`,
      startDate: week.startDate,
      endDate: week.endDate,
      narrative: [
        `From ${period}, Greenwich recorded ${counted}. With no sale contract, the week has no sale medians.`,
      ],
      keyInsights: [`${plural(leases, "lease")} signed; no sale went under contract.`],
      opportunities: [
        "A week without sale contracts: sellers listing now meet little competing supply under contract.",
      ],
      strategicConsiderations: ["Compare with the 13-week trend before reading much into a single quiet week."],
    };
  }
  const prices = sales.map((contract) => contract.price);
  const days = sales.map((contract) => contract.dom);
  const byZip = new Map<string, number>();
  for (const sale of sales) byZip.set(sale.zip, (byZip.get(sale.zip) ?? 0) + 1);
  const top = Math.max(...prices);
  const bottom = Math.min(...prices);
  return {
    title: `Greenwich contracts, ${period}: ${plural(sales.length, "sale")} at a median ${formatUsd(median(prices))}`,
    startDate: week.startDate,
    endDate: week.endDate,
    narrative: [
      `From ${period}, Greenwich recorded ${counted}. The median sale price was ${formatUsd(median(prices))} and the median sale spent ${plural(Math.round(median(days)), "day")} on the market.`,
      `Sale prices ran from ${formatUsd(bottom)} to ${formatUsd(top)}.`,
    ],
    keyInsights: [busiestZipLine(byZip, sales.length), fastestAndSlowestLine(sales)],
    opportunities: [
      `Sales priced near the ${formatUsd(median(prices))} median set this week's reference for comparable homes.`,
    ],
    strategicConsiderations: [
      `A single week of ${plural(sales.length, "sale")} moves medians easily: read it beside the 13-week trend.`,
    ],
  };
}
