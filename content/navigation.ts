// The site's navigation: the header links of spec "Shell" and the footer link groups.

export type NavLinkItem = { label: string; to: string };

/**
 * Spec "Shell": the header's links in order; About and Benefits are anchors on the home page. The
 * spec's "Quarterly Report" opens the quarterly report computed from the history; the
 * yearly review it used to open is in the footer's Reports group (decision 107).
 */
export const headerLinks: readonly NavLinkItem[] = [
  { label: "About Us", to: "/#about" },
  { label: "The Benefits", to: "/#benefits" },
  { label: "Insurance & Tax Guide", to: "/insurance-education" },
  { label: "Quarterly Report", to: "/quarterly-report" },
  { label: "Market Report", to: "/market-report" },
  { label: "Mock Market Report", to: "/mock-market-report" },
  { label: "Archive", to: "/archive" },
];

export const subscribeLink: NavLinkItem = { label: "Subscribe", to: "/subscribe" };

export type FooterGroup = { heading: string; links: readonly NavLinkItem[] };

/** Spec "Shell": the footer's Sellers, Buyers, Investors and Brokerages groups, plus the reports. */
export const footerGroups: readonly FooterGroup[] = [
  {
    heading: "Sellers",
    links: [
      { label: "For Sellers", to: "/seller" },
      { label: "Home Pricing Guide 2025", to: "/sellers/pricing-guide" },
      { label: "Conveyance Tax Guide", to: "/sellers/conveyance-tax" },
      { label: "Top Mistakes When Listing", to: "/sellers/listing-mistakes" },
      { label: "Knock Down or Renovate", to: "/sellers/renovate-vs-knockdown" },
      { label: "Staging and Buyer Appeal", to: "/sellers/buyer-appeal" },
    ],
  },
  {
    heading: "Buyers",
    links: [
      { label: "For Buyers", to: "/buyer" },
      { label: "Greenwich vs Stamford", to: "/buyers/greenwich-vs-stamford" },
      { label: "Best Neighborhoods for Families", to: "/buyers/family-neighborhoods" },
      { label: "First-Time Buyer Guide", to: "/buyers/first-time-guide" },
      { label: "Byram Guide", to: "/buyers/byram-guide" },
      { label: "Western Greenwich Guide", to: "/buyers/western-greenwich" },
    ],
  },
  {
    heading: "Investors",
    links: [
      { label: "For Investors", to: "/investor" },
      { label: "Investment Trends", to: "/investors/investment-trends" },
      { label: "Knockdown and Rebuild", to: "/investors/knockdown-rebuild" },
      { label: "ZIP Code Hotspots", to: "/investors/zip-code-hotspots" },
      { label: "Rental Market", to: "/investors/rental-market" },
      { label: "Mill Rates", to: "/investors/mill-rates" },
    ],
  },
  {
    heading: "Brokerages",
    links: [
      { label: "For Brokerages", to: "/brokerage" },
      { label: "Differentiation", to: "/brokerages/differentiation" },
      { label: "Market Data", to: "/brokerages/market-data" },
      { label: "Buyer Attraction", to: "/brokerages/buyer-attraction" },
      { label: "Digital Tools", to: "/brokerages/digital-tools" },
      { label: "Market Reports", to: "/brokerages/market-reports" },
    ],
  },
  {
    heading: "Reports",
    links: [
      { label: "Weekly Market Report", to: "/market-report" },
      { label: "Market Trends", to: "/market-trends" },
      { label: "Quarterly Report", to: "/quarterly-report" },
      { label: "Yearly Review", to: "/yearly-market-summary" },
      { label: "Report Archive", to: "/archive" },
      { label: "Mock Market Report", to: "/mock-market-report" },
      { label: "Insurance & Tax Guide", to: "/insurance-education" },
      { label: "Subscribe", to: "/subscribe" },
    ],
  },
];

export const legalLinks: readonly NavLinkItem[] = [
  { label: "Privacy Policy", to: "/privacy" },
  { label: "Terms of Service", to: "/terms" },
];
