// The dashboard's words: titles, the fixed date span, section introductions and the glossary.

export const dashboardContent = {
  meta: {
    title: "Mock Market Report: listings dashboard",
    description:
      "Greenwich listings under contract this week: deals by price band and district, reductions, brokerages and agents, with filters you can share as a link.",
  },
  reportName: "Greenwich Contract Dashboard",
  eyebrow: "Mock Market Report",
  /** Spec 2 and 9: the date span is fixed text, whatever the week. */
  dateSpan: "Oct 6-12, 2025",
  sampleNotice: "Mock data: six sample listings for demonstration, not real transactions.",
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
    listingsIntro:
      "With JavaScript, choose an address (or use the arrow keys and Enter) for its deal timeline, and choose a price to copy it.",
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
    { term: "Deal Confidence", definition: "Average days from contract to pending." },
    {
      term: "Escrow Runway",
      definition:
        "Average days from contract to closing, shown when at least a quarter of the deals have a closing date.",
    },
  ],
} as const;
