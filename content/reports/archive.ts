// Words of the archive page.

export const archiveMeta = {
  title: "Market Report Archive",
  description: "Every weekly Greenwich market report, searchable by date, week number or month.",
};

export const archiveCopy = {
  title: "Market Report Archive",
  intro:
    "Every weekly contract report we have published, and every quarterly report computed from them. Search for a week or a quarter, then open its full report.",
  searchLabel: "Search the archive",
  searchPlaceholder: "Search by date, week number, or month...",
  searchSubmit: "Search",
  showing: (shown: number, total: number) => `Showing ${shown} of ${total} weeks`,
  showingQuarters: (shown: number, total: number) => ` and ${shown} of ${total} quarters`,
  noWeeks: "No weekly report matches this search.",
  noQuarters: "No quarterly report matches this search.",
  quartersTitle: "Quarterly reports",
  quartersIntro:
    "Every complete quarter of the history, newest first: its contracts beside the quarter before and a year earlier.",
  viewQuarter: "View Quarterly Report",
  quarterBadge: "Quarter",
  noResultsTitle: "No results found",
  noResultsHint: "Try adjusting your search terms or browse all available weeks.",
  clearSearch: "Clear Search",
  viewReport: "View Report",
  weekBadge: (week: number) => `Week ${week}`,
  listTitle: "Weekly reports",
  infoTitle: "About the archive",
  infoContains: {
    title: "What the archive contains",
    items: [
      "One report per week, each with every contract signed that week.",
      "Contracts by property type, days on market, prices and zone performance.",
      "The week's narrative, key insights and a printable PDF of all contracts.",
      "One quarterly report per complete quarter, computed from the weeks' contracts.",
    ],
  },
  infoHowTo: {
    title: "How to use it",
    items: [
      "Search by a date such as Sep 8, a week number such as week 3, a month such as September 2025, or a quarter such as Q3 2025.",
      "Open a week with View Report; switch weeks from the report itself.",
      "Clear the search to see every week again.",
    ],
  },
} as const;
