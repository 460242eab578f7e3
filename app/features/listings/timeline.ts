import { daysBetween } from "~/lib/calendar";
import type { Listing } from "./listing-record";

/** The open-house note gives the whole days between the last open house and the contract date. */
export function openHouseNote(listing: Pick<Listing, "lastOpenHouseDate" | "contractDate">): string {
  if (listing.lastOpenHouseDate === null) return "No open house recorded";
  const days = daysBetween(listing.lastOpenHouseDate, listing.contractDate);
  if (days === 0) return "Last open house on the contract date";
  const unit = Math.abs(days) === 1 ? "day" : "days";
  return days > 0
    ? `Last open house ${days} ${unit} before contract`
    : `Last open house ${-days} ${unit} after contract`;
}
