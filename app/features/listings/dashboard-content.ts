import { MINIMUM_BASIS } from "~/domain/measures";
import { countOf } from "~/lib/plural";

// The dashboard's words: titles, notices, section introductions and the glossary.

export const dashboardContent = {
  /** The one minimum (decision 160), stated once, under the summary cards. */
  minimumRule: `A median or average resting on fewer than ${MINIMUM_BASIS} deals is not shown ("Only 3 deals"), as on every page of this site; nor is a Fast badge, which compares a deal with the median.`,
  /** The legend above the listings table: each badge's word and what earns it. */
  badgeLegend: {
    flag: "2+ cuts: two or more price reductions",
    fast: `Fast: ADOM at or below the median (no median, no badge, under ${MINIMUM_BASIS} deals)`,
    clean: "Clean: pending within 2 days of contract",
  },
  meta: {
    title: "Mock Market Report: listings dashboard",
    description:
      "Greenwich listings under contract this week: deals by price band and district, reductions, brokerages and agents, with filters you can share as a link.",
  },
  reportName: "Greenwich Contract Dashboard",
  eyebrow: "Mock Market Report",
  sampleNotice: (count: number) =>
    `Mock data: ${countOf(count, { one: "sample listing", other: "sample listings" })} for demonstration, not real transactions.`,
  emptyWeek: "No listing went under contract in this calendar week.",
  weeksWithData: "Weeks with listings:",
  unknownFilter: (label: string, value: string) => `No listing has ${label.toLowerCase()} “${value}”.`,
  removeUnknownFilter: "Remove this filter",
  sections: {
    filters: "Filters",
    summary: "This week at a glance",
    bands: "Price-Band Pulse",
    bandsIntro: "Deals per price band. Choose a band to filter the whole dashboard; choose it again to clear it.",
    districts: "District Momentum",
    districtsIntro: "Choose a district to filter by it; choose it again to clear it.",
    matrix: "Reduction Playbook",
    matrixIntro:
      "How many price reductions deals needed in each band. Shading by share of the busiest cell: dark above two thirds, light above one third.",
    watchlist: "Competitor Watchlist",
    watchlistIntro: "Choose a brokerage or an agent to see only their deals.",
    actions: "Actions This Week",
    actionsEmpty: "No listings match these filters, so there are no actions to suggest.",
    listings: "Listings under contract",
    listingsIntro: "Choose an address, or anywhere on its row, for the listing's deal timeline.",
    /** Added once the page runs JavaScript, when these keys and buttons work. */
    listingsIntroInteractive: "Arrow keys move between listings and Enter opens one; choose a price to copy it.",
  },
  glossary: [
    { term: "Contingent", definition: "Under contract, with conditions still to be met." },
    { term: "Pending", definition: "All contingencies satisfied and moving toward closing." },
    { term: "ADOM", definition: "Adjusted days on market: days on market of this listing up to the contract." },
    { term: "CDOM", definition: "Cumulative days on market, across relistings of the same property." },
    {
      term: "Adjusted $/SF",
      definition: "List price divided by above-grade square feet plus half the lower level and a quarter of the attic.",
    },
    {
      term: "Median",
      definition:
        "The middle value once the values are sorted; for an even count, the average of the two middle values. Median ADOM and Typical Cut are medians.",
    },
    {
      term: "Typical Cut",
      definition: "The median cut from the original ask to the list price at contract, over all deals shown.",
    },
    { term: "Volume", definition: "The sum of the list prices at contract of the deals counted." },
    { term: "Deal Confidence", definition: "Average days from contract to pending." },
    {
      term: "Escrow Runway",
      definition:
        "Average days from contract to closing, shown when at least a quarter of the deals have a closing date.",
    },
  ],
} as const;
