// The yearly summary page's words that do not change from one year to the next. The year's
// figures and its prose (summary, action items, outlook) live in data/yearly/<year>.json.
import { DOM_FAST_MAX_DAYS, DOM_MODERATE_MAX_DAYS, type Tone } from "~/lib/colour-rules";
import { formatInteger } from "~/lib/format";
import { countOf } from "~/lib/plural";

const CONTRACT = { one: "contract", other: "contracts" } as const;
const LEASE = { one: "lease", other: "leases" } as const;
const SALE = { one: "sale", other: "sales" } as const;
const DAY = { one: "day", other: "days" } as const;
/** "1 of them a lease", "32 of them leases": what part of a count is leases. */
const ofThemLeases = (leases: number) =>
  leases === 1 ? "1 of them a lease" : `${formatInteger(leases)} of them leases`;

export const yearlyPage = {
  meta: (year: number) => ({
    title: `${year} Greenwich Market Review`,
    description:
      `Greenwich, Connecticut residential real estate in ${year}: contract growth, days on market by zone, ` +
      "sales by price band, the luxury and rental markets, and what to expect next year.",
  }),
  eyebrow: "Yearly market summary",
  heroActions: { weekly: "Read this week's report", subscribe: "Get the Monday newsletter" },
  headline: {
    id: "headline",
    title: (year: number) => `${year} in Three Numbers`,
    contractGrowth: (year: number, previousYear: number) => `Contract growth, ${year} vs ${previousYear}`,
    contractGrowthDetail: (
      contracts: number,
      leases: number,
      previous: number,
      previousLeases: number,
      previousYear: number,
    ) =>
      `${countOf(contracts, CONTRACT)}${leases > 0 ? `, ${ofThemLeases(leases)}` : ""}, against ${formatInteger(previous)}${previousLeases > 0 ? ` (${countOf(previousLeases, LEASE)})` : ""} in ${previousYear}`,
    averageDom: (year: number) => `Average days on market, ${year}`,
    averageDomDetail: "From listing to signed contract, across every sale",
    homesSold: (year: number) => `Homes sold in ${year}`,
    homesSoldDetail: "Single-family homes, condominiums and multifamily houses",
    days: DAY,
  },
  velocity: {
    id: "contract-velocity",
    title: "Contract Velocity",
    intro:
      "How many contracts were signed each quarter, how fast they came and how that compares with a year " +
      "earlier. Pick a property type to see its own pace.",
    filterLabel: "Property type",
    filters: {
      all: "All types",
      "single-family": "Single-family",
      condo: "Condo",
      multifamily: "Multifamily",
      rental: "Rental",
    },
    filterNames: {
      all: "all property types",
      "single-family": "single-family homes",
      condo: "condominiums",
      multifamily: "multifamily houses",
      rental: "rentals (signed leases)",
    },
    summary: (name: string, contracts: number, year: number, leases: number) =>
      `${countOf(contracts, CONTRACT)} for ${name} in ${year}${leases > 0 ? `, ${ofThemLeases(leases)}` : ""}`,
    /** Under a quarter's count of all types: how many of its contracts are leases (decision 093). */
    quarterLeases: (leases: number) => (leases > 0 ? ofThemLeases(leases) : null),
    noComparison: "no contracts the year before to compare with",
    versusYear: (contracts: number, year: number) => `vs ${contracts} in ${year}`,
    versus: (label: string, year: number) => `vs ${label} ${year}`,
    perWeek: "a week",
    shareOfYear: "of the year's contracts",
  },
  priceBands: {
    id: "price-bands",
    title: "Sales by Price Band",
    intro: "Where the year's sales closed, by sale price, and each band's share of all sales.",
    chartTitle: (year: number) => `Homes sold by price band, ${year}`,
    valueHeader: "Homes sold",
    sales: SALE,
    ofSales: "of sales",
  },
  zones: {
    id: "days-on-market",
    title: (year: number) => `Days on Market by Zone, ${year}`,
    intro:
      "Greenwich zoning sets the minimum lot size, and lot size sorts the market: homes on smaller lots near " +
      "the villages usually sell faster than estates. Averages run from listing to signed contract.",
    listLabel: "Average days on market by zone",
    townAverage: (days: number, year: number) => `Town-wide average, ${year}: ${countOf(days, DAY)}`,
    sales: SALE,
    tones: {
      green: `Fast: ${DOM_FAST_MAX_DAYS} days or fewer`,
      yellow: `Moderate: ${DOM_FAST_MAX_DAYS + 1} to ${DOM_MODERATE_MAX_DAYS} days`,
      red: `Slow: over ${DOM_MODERATE_MAX_DAYS} days`,
      neutral: "",
    } satisfies Record<Tone, string>,
    toneShort: { green: "Fast", yellow: "Moderate", red: "Slow", neutral: "" } satisfies Record<Tone, string>,
  },
  segments: {
    id: "luxury-and-rentals",
    title: (year: number) => `Luxury and Rental Markets, ${year}`,
    luxurySales: "Sales",
    luxuryShare: (share: string) => `${share} of all sales`,
    medianSalePrice: "Median sale price",
    averageDom: "Average days on market",
    saleToList: "Sale price to list price",
    leases: "Leases signed",
    leasesChange: (change: string, previousYear: number) => `${change} on ${previousYear}`,
    medianRent: "Median monthly rent",
  },
  summary: { id: "market-summary", title: "Market Summary" },
  actions: {
    id: "team-action-items",
    title: "Team Action Items",
    intro: "What our team is doing differently because of this year's numbers, and what we suggest to clients.",
  },
  outlook: {
    id: "outlook",
    title: (year: number) => `${year} Outlook`,
    intro: "Our expectations for the year ahead, with how confident we are in each.",
    probability: "Probability",
  },
  more: {
    id: "keep-reading",
    title: "Keep Reading",
    methodologyTitle: "How we count",
    links: [
      {
        to: "/market-report",
        title: "Weekly Market Report",
        description: "This week's contracts, street by street, with prices and days on market.",
      },
      {
        to: "/subscribe",
        title: "The Monday Newsletter",
        description: "The weekly report in your inbox every Monday morning.",
      },
      {
        to: "/yearly-market-summary",
        title: "This Review, All Property Types",
        description: "The permanent link to this review, with the filter reset.",
      },
      {
        to: "/insurance-education",
        title: "Insurance & Tax Guide",
        description: "Conveyance tax, insurance and closing costs for a Greenwich purchase or sale.",
      },
    ],
  },
  cta: {
    title: "Planning a Move This Year?",
    text: "We will read these numbers for your street, your zone and your price band.",
    request: (year: number) => `Talk through the ${year} review for my property`,
    contact: "Ask for a personal review",
    subscribe: "Subscribe to the weekly report",
  },
} as const;
