// Each Take Action card leads to what does its job on the site today, or sends the
// broker a request naming the tool (the contact page, its message filled in by the link).
import { contactRequestHref } from "~/lib/contact-link";
import type { ActionTool } from "~content/reports/market-report";
import { weeklyCsvHref } from "~/domain/weekly-pdf-path";
import { STALE_WATCH_WORDS } from "./stale-listing-watch";

/** What a card's link does and says. */
export type ToolAction = { label: string; href: string };

export type ToolCard = ActionTool & { action: ToolAction };

/** What each tool of content/reports/market-report.ts does on the site, for week `week`. */
export function toolAction(toolId: string, title: string, week: number): ToolAction {
  switch (toolId) {
    // The week's own contracts, not the dashboard's listings.
    case "comparable-report":
      return { label: `Download week ${week}'s contracts (CSV)`, href: weeklyCsvHref(week) };
    // The report's own watch of the week's listings for sale after two or more cuts (decision 153).
    case "stale-listing-watch":
      return {
        label: "See this week's listings with two or more price cuts",
        href: `/market-report?week=${week}#${STALE_WATCH_WORDS.id}`,
      };
    case "weekly-digest":
      return { label: "Subscribe to the Monday report", href: "/subscribe" };
    default:
      return {
        label: `Ask the broker for ${title.toLowerCase()}`,
        href: contactRequestHref(`${title} (week ${week})`),
      };
  }
}

/** The six cards with their actions. */
export function toolCards(tools: readonly ActionTool[], week: number): ToolCard[] {
  return tools.map((tool) => ({ ...tool, action: toolAction(tool.id, tool.title, week) }));
}
