// Each Take Action card leads to what does its job on the site today, or sends the
// broker a request naming the tool (the contact page, its message filled in by the link).
import { contactRequestHref } from "~/lib/contact-link";
import type { FilterKey } from "~/domain/dashboard-filters";
import type { ActionTool } from "~content/reports/market-report";
import { weeklyCsvHref } from "~/domain/weekly-pdf-path";

/** What a card's link does and says. */
export type ToolAction = { label: string; href: string };

export type ToolCard = ActionTool & { action: ToolAction };

/** The dashboard (or its CSV export) narrowed by `filters`; the names are the dashboard's own filters. */
function dashboardHref(path: string, filters: Partial<Record<FilterKey, string>>): string {
  return `${path}?${new URLSearchParams(filters).toString()}`;
}

/** What each tool of content/reports/market-report.ts does on the site, for week `week`. */
export function toolAction(toolId: string, title: string, week: number): ToolAction {
  switch (toolId) {
    // The week's own contracts, not the dashboard's listings.
    case "comparable-report":
      return { label: `Download week ${week}'s contracts (CSV)`, href: weeklyCsvHref(week) };
    case "stale-listing-watch":
      return {
        label: "Open listings with two or more price cuts",
        href: dashboardHref("/mock-market-report", { reductions: "2+" }),
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
