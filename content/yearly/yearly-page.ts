// The yearly review's words that do not change from one year to the next. Every figure is computed
// from the history of contracts, and the broker's words for a year are written in the studio
// (decision 140); nothing here is a figure.

export const yearlyPage = {
  eyebrow: "Yearly market summary",
  heroActions: { weekly: "Read this week's report", subscribe: "Get the Monday newsletter" },
  headline: { id: "headline", title: (year: number) => `${year} at a Glance` },
  quarters: {
    id: "quarters",
    title: "Quarter by Quarter",
    intro: (year: number, previousYear: number) =>
      `The contracts of each quarter of ${year}, beside the same quarter of ${previousYear}. Pick a property type to see its own quarters.`,
    filterLabel: "Property type",
    caption: (filter: string, year: number, previousYear: number) =>
      `${filter}, each quarter of ${year} beside the same quarter of ${previousYear}`,
    quarter: "Quarter",
    contracts: (year: number) => `Contracts, ${year}`,
    change: "Change",
    medianPrice: "Median price",
  },
  priceBands: {
    id: "price-bands",
    title: "Sale Contracts by Price",
    intro: "Where the year's sale contracts fell, by contract price, and each band's share of them.",
    chartTitle: (year: number) => `Sale contracts by contract price, ${year}`,
    valueHeader: "Sale contracts",
    caption: (year: number, previousYear: number) => `Sale contracts by contract price, ${year} and ${previousYear}`,
    band: "Contract price",
    share: "Share",
  },
  villages: {
    id: "villages",
    title: "Villages",
    intro: "Sale contracts and the median contract price in each ZIP code area of Greenwich.",
    caption: (year: number, previousYear: number) =>
      `Sale contracts and median contract price by ZIP code area, ${year}, with the change on ${previousYear}`,
    area: "Area",
  },
  types: {
    id: "property-types",
    title: "Property Types",
    intro:
      "Sale contracts by property type; leases are counted apart, their monthly rents in none of the sale figures.",
    caption: (year: number, previousYear: number) =>
      `Contracts by property type, ${year}, with the change on ${previousYear}`,
    type: "Property type",
  },
  words: { id: "broker-words", title: (year: number) => `${year} in Our Words` },
  outlook: { id: "outlook", title: (year: number) => `${year} Outlook` },
  years: {
    id: "every-year",
    title: "Every Year and How We Count",
    yearsTitle: "Every year the history holds",
    method: [
      "A contract counts in the year and quarter of its contract date. Sale contracts are every signed purchase contract of a single-family home, condominium, co-op, multi-family house or lot; leases are counted apart.",
      "A median is the middle contract price (or price per above-grade square foot, or days on market) of the period's sale contracts; for an even count, the mean of the two middle ones. A change is against the same period a year earlier, given only where the history holds that whole period.",
      "Source: the broker's published weekly contract reports, as corrected, and the history imported before them.",
    ],
  },
  cta: {
    title: "Planning a Move This Year?",
    text: "We will read these numbers for your street, your village and your price band.",
    request: (year: number) => `Talk through the ${year} review for my property`,
    contact: "Ask for a personal review",
    subscribe: "Subscribe to the weekly report",
  },
} as const;
