// Words of the weekly report page. The figures come from data/weekly.

export const marketReportMeta = {
  title: "Weekly Market Report",
  description:
    "Greenwich, CT weekly contract report: contracts by property type, days on market, prices by zone and the week's key insights.",
};

export const marketReportCopy = {
  eyebrow: "Greenwich, Connecticut",
  weekPickerLabel: "Report week",
  weekPickerSubmit: "Show week",
  periodLabel: "Report period",
  summaryTitle: "Contracts in this report",
  summaryIntro:
    "Every sale contract and every lease signed in the report period, by property type. Leases (rentals) are counted apart from sales: they are not in the sale contracts, the sale days on market or the sale price range.",
  headlineLabels: {
    total: "Sale contracts",
    avgDom: "Average days on market (sales)",
    priceRange: "Sale price range",
    leases: "Leases signed",
    leaseAvgDom: "Average days on market (leases)",
  },
  chartsTitle: "Market at a glance",
  chartTitles: {
    distribution: "Property type distribution (sales and leases)",
    domByType: "Average days on market by type (rentals: leases)",
    contractsByType: "Sale contracts and leases by type",
  },
  narrativeTitle: "This week in the market",
  singleFamilyTitle: "Single-family contracts",
  multiFamilyTitle: "Multi-family contracts",
  condoTitle: "Condominium contracts",
  coopTitle: "Co-op contracts",
  landTitle: "Land contracts",
  rentalTitle: "Rental leases",
  rentalNote: "Leases, not sales: the rent is per month, and leases are left out of the sale figures.",
  zonesTitle: "Zone performance",
  zonesIntro: "Sales by zoning district. Rentals are left out, since a monthly rent is not a price.",
  insightsTitle: "Key insights",
  toolsTitle: "Take action",
  toolsIntro: "Tools that turn this week's contracts into work for your team.",
  pdfTitle: "Weekly contracts compilation",
  pdfIntro: "Every contract of the week in one printable PDF, built from the same data as this page.",
  pdfDownload: "Download PDF",
  pdfOpen: "Open in a new tab",
  pdfPreviewShow: "Show the preview",
  pdfPreviewHide: "Hide the preview",
  opportunitiesTitle: "Opportunities",
  strategicTitle: "Strategic considerations",
  weekLinksLabel: "All report weeks",
  closingTitle: "Get every report",
  closingText: "Browse past weeks in the archive, or subscribe to receive the report every Monday morning.",
  archiveLink: "Browse the archive",
  subscribeLink: "Subscribe",
} as const;

export type MarketReportCopy = typeof marketReportCopy;

/** A help tooltip on each header of the single-family table. */
export const tableHelp = {
  address: "The street address of the property under contract.",
  contractDate: "The date the buyer and seller signed the contract.",
  zone: "The town zoning district. RA zones are estate zones with one acre or more per home.",
  acres: "The lot size in acres.",
  sqft: "Finished living area above grade, in square feet. Basements are not counted.",
  price: "The price at contract, in whole dollars.",
  pricePerSqft: "The price divided by the above-grade square feet.",
  dom: "Days on market: green for 30 days or fewer, yellow for 31 to 60, red for more than 60.",
} as const;

export type ActionTool = { id: string; title: string; description: string };

/** Six "Take Action" tool cards; Launch only says the automation is coming. */
export const actionTools: readonly ActionTool[] = [
  {
    id: "price-alerts",
    title: "Price change alerts",
    description: "Be told when a home like the ones that sold this week is listed or cuts its price.",
  },
  {
    id: "comparable-report",
    title: "Comparable sales report",
    description: "Build a report of this week's contracts near a client's home, ready to share.",
  },
  {
    id: "seller-outreach",
    title: "Seller outreach",
    description: "Send owners in the busiest zones a note about what homes like theirs sold for.",
  },
  {
    id: "buyer-match",
    title: "Buyer match",
    description: "Match your buyers' wish lists against the kinds of homes that are moving fastest.",
  },
  {
    id: "stale-listing-watch",
    title: "Stale listing watch",
    description: "The listings still for sale at the week's end after two or more price cuts, where deals come first.",
  },
  {
    id: "weekly-digest",
    title: "Client weekly digest",
    description: "Send this report to your clients under your own name every Monday.",
  },
];
