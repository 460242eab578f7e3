// Money, numbers, percentages and dates as the site shows them. Every page formats through here,
// so one rule (say, "no decimals on dollars") changes in one place.

import { parseIsoDate } from "./calendar";

const usd0 = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", maximumFractionDigits: 0 });
const integer = new Intl.NumberFormat("en-US", { maximumFractionDigits: 0 });

/** "$1,234,567": US dollars, rounded to whole dollars. */
export function formatUsd(amount: number): string {
  return usd0.format(Math.round(amount));
}

/** "1,234": a whole number with thousands separators. */
export function formatInteger(value: number): string {
  return integer.format(Math.round(value));
}

/** One formatter per number of decimals: building an Intl.NumberFormat costs far more than using one. */
const decimalFormats = new Map<number, Intl.NumberFormat>();

/** "12.3": a number with exactly `decimals` decimals and thousands separators. */
export function formatDecimal(value: number, decimals: number): string {
  let format = decimalFormats.get(decimals);
  if (!format) {
    format = new Intl.NumberFormat("en-US", { minimumFractionDigits: decimals, maximumFractionDigits: decimals });
    decimalFormats.set(decimals, format);
  }
  return format.format(value);
}

/**
 * "$3.2M" at a million or more (with `millionDecimals` decimals), "$850K" at a thousand or more,
 * else "$950". The shape most price figures on the site take.
 */
export function formatUsdCompact(amount: number, options: { millionDecimals?: number } = {}): string {
  const { millionDecimals = 1 } = options;
  const sign = amount < 0 ? "-" : "";
  const absolute = Math.abs(amount);
  if (absolute >= 1_000_000) return `${sign}$${formatDecimal(absolute / 1_000_000, millionDecimals)}M`;
  if (absolute >= 1_000) return `${sign}$${formatInteger(absolute / 1_000)}K`;
  return `${sign}$${formatInteger(absolute)}`;
}

/** "12.5%" from 12.5 (a value already in percent), with `decimals` decimals (default 1). */
export function formatPercent(percent: number, decimals = 1): string {
  return `${formatDecimal(percent, decimals)}%`;
}

/** "+12.5%" or "-3.0%": a change in percent, always signed (zero has no sign). */
export function formatSignedPercent(percent: number, decimals = 1): string {
  const body = formatPercent(Math.abs(percent), decimals);
  if (percent > 0) return `+${body}`;
  if (percent < 0) return `-${body}`;
  return body;
}

const shortDate = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", timeZone: "UTC" });
const longDate = new Intl.DateTimeFormat("en-US", { month: "long", day: "numeric", year: "numeric", timeZone: "UTC" });
const numericDate = new Intl.DateTimeFormat("en-US", {
  month: "2-digit",
  day: "2-digit",
  year: "numeric",
  timeZone: "UTC",
});

/** "Sep 7" */
export function formatShortDate(isoDate: string): string {
  return shortDate.format(parseIsoDate(isoDate));
}

/** "September 7, 2025" */
export function formatLongDate(isoDate: string): string {
  return longDate.format(parseIsoDate(isoDate));
}

/** "09/07/2025" */
export function formatNumericDate(isoDate: string): string {
  return numericDate.format(parseIsoDate(isoDate));
}
