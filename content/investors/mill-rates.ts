// /investors/mill-rates: how Connecticut property tax works, Greenwich's recent mill rates and the
// words around the calculator. The rates are editorial figures (published by the town, gathered by
// the publisher); the calculator in app/features/property-tax computes everything else from them.

/** Connecticut assesses real estate at 70 percent of its fair market value (C.G.S. 12-62a). */
export const ASSESSMENT_RATIO = 0.7;

/** A mill is one dollar of tax per this many dollars of assessed value. */
export const ASSESSED_DOLLARS_PER_MILL = 1000;

export type MillRateYear = {
  /** The town's fiscal year, July 1 to June 30: "2025-26". */
  fiscalYear: string;
  /** Mills: dollars of tax per $1,000 of assessed value (general fund rate). */
  millRate: number;
  /** The grand list (assessments as of October 1) the year's bills are based on. */
  grandList: string;
  /** Where the figure comes from, in a sentence. */
  note: string;
};

/**
 * Greenwich's general-fund mill rates, newest first, each as the town set it. The calculator defaults
 * to the first. A year whose rate we have not read in the town's or the state's own table is not
 * in this list (decision 099): millRateYearsNotShown names it, so that the table says why it has
 * no rate.
 */
export const greenwichMillRates = [
  {
    fiscalYear: "2025-26",
    millRate: 12.041,
    grandList: "October 1, 2024",
    note: "Set by the Board of Estimate and Taxation in May 2025, 2.8% above the year before.",
  },
  {
    fiscalYear: "2024-25",
    millRate: 11.712,
    grandList: "October 1, 2023",
    note: "Set by the Board of Estimate and Taxation in May 2024; 11.936 in the sewer district.",
  },
  {
    fiscalYear: "2023-24",
    millRate: 11.393,
    grandList: "October 1, 2022",
    note: "As listed in the State of Connecticut's (OPM) table of municipal mill rates.",
  },
  {
    fiscalYear: "2021-22",
    millRate: 11.59,
    grandList: "October 1, 2020",
    note: "Kept flat by the Board of Estimate and Taxation in May 2021 (11.624 had been projected).",
  },
  {
    fiscalYear: "2020-21",
    millRate: 11.59,
    grandList: "October 1, 2019",
    note: "The rate the 2021-22 budget held unchanged.",
  },
] as const satisfies readonly MillRateYear[];

export type FiscalYear = (typeof greenwichMillRates)[number]["fiscalYear"];

/**
 * Fiscal years between the newest and the oldest above whose rate is not shown, each with why: the
 * table names every year of its span, so that a missing one is explained, never silently skipped.
 */
export const millRateYearsNotShown = [
  {
    fiscalYear: "2022-23",
    grandList: "October 1, 2021",
    note: "No rate shown: we have not found this year's rate in the town's or the state's own published table, and we print no figure we cannot source. The change for 2023-24 is left blank for the same reason.",
  },
] as const satisfies readonly Omit<MillRateYear, "millRate">[];

/** Mill rates of neighbouring towns in one fiscal year, to compare the tax on the same home. */
export const neighbourComparison = {
  fiscalYear: "2023-24",
  source: "State of Connecticut Office of Policy and Management, municipal mill rates for fiscal year 2023-24.",
  /** The market value the comparison taxes in every town. */
  sampleMarketValue: 2_000_000,
  towns: [
    { town: "Greenwich", millRate: 11.393 },
    { town: "Darien", millRate: 17.61 },
    { town: "New Canaan", millRate: 18.94 },
    { town: "Norwalk", millRate: 25.0855 },
    { town: "Stamford", millRate: 27.17 },
  ],
} as const;

/** Worked examples shown under the calculator (market values; the tax is computed). */
export const workedExampleValues = [1_200_000, 3_000_000, 10_000_000] as const;

/** "FY 2025-26": how a fiscal year is named on the pages. */
export const fiscalYearLabel = (fiscalYear: string) => `FY ${fiscalYear}`;

export const millRatesPage = {
  meta: {
    title: "Greenwich Mill Rates and Property Tax Calculator",
    description:
      "How Connecticut property tax works (mill rate times assessment at 70% of market value), Greenwich's recent mill rates by fiscal year and a calculator from market value to annual tax.",
  },
  hero: {
    eyebrow: "For investors",
    title: "Greenwich Mill Rates and Property Tax",
    intro:
      "Greenwich has one of the lowest property tax rates in Connecticut. Here is how the bill is worked out, what the town has charged in recent years, and what a given home would pay.",
    calculatorAction: "Estimate a tax bill",
    contactAction: "Ask about carrying costs",
  },
  howItWorks: {
    id: "how-it-works",
    title: "How Connecticut Property Tax Works",
    intro:
      "Every Connecticut town taxes real estate the same way; only the rate and the assessments differ. Three figures make the bill.",
    steps: [
      {
        title: "Market value",
        description:
          "The Assessor estimates what the property would sell for as of the revaluation date. Towns revalue at least every five years; Greenwich's most recent revaluation is dated October 1, 2025.",
      },
      {
        title: "Assessed value: 70% of market value",
        description:
          "State law sets every assessment at 70 percent of fair market value, so a home valued at $3,000,000 is assessed at $2,100,000.",
      },
      {
        title: "The mill rate",
        description:
          "A mill is $1 of tax for every $1,000 of assessed value. The Board of Estimate and Taxation sets Greenwich's rate each May for the fiscal year that starts on July 1.",
      },
      {
        title: "The bill",
        description:
          "Annual tax = assessed value ÷ 1,000 × mill rate. At 12.041 mills the $2,100,000 assessment pays $25,286.10 a year, billed in two installments (July and January).",
      },
    ],
  },
  calculator: {
    id: "calculator",
    title: "Property Tax Calculator",
    intro:
      "Enter a market value and pick a fiscal year. The estimate uses the general-fund mill rate; properties in the sewer district pay a slightly higher combined rate.",
    valueLabel: "Market value",
    valueHint: "In dollars, for example 2,500,000 (you may also write 2.5M or 850K).",
    yearLabel: "Fiscal year (mill rate)",
    submitLabel: "Calculate tax",
    yearOption: (fiscalYear: string, millRate: string) => `${fiscalYear}: ${millRate} mills`,
    millRateValue: (millRate: string, fiscalYear: string) => `${millRate} mills (${fiscalYear})`,
    resultHeading: "Estimated property tax",
    emptyPrompt: "Enter a market value to see the assessed value and the annual tax.",
    invalidPrompt: "Correct the market value above to see the estimate.",
    rows: {
      marketValue: "Market value",
      assessedValue: "Assessed value (70%)",
      millRate: "Mill rate",
      annualTax: "Annual property tax",
      installment: "Each of two installments",
      monthly: "Monthly equivalent",
      effectiveRate: "Tax as a share of market value",
    },
    examplesLabel: (fiscalYear: string) => `Worked examples at the FY ${fiscalYear} rate`,
    exampleMarketValue: "market value",
    exampleAssessed: "assessed",
    examplePerYear: "a year",
    disclaimer:
      "An estimate from the town's general-fund rate. Your bill depends on the Assessor's value for your property, exemptions, and district levies; confirm with the Greenwich Tax Collector or Assessor.",
  },
  history: {
    id: "mill-rate-history",
    title: "Greenwich Mill Rates by Fiscal Year",
    intro:
      "Fiscal years run from July 1 to June 30. Each year's bills are based on the grand list of assessments taken the October 1 before.",
    caption: "Greenwich general-fund mill rates, most recent first",
    columns: {
      fiscalYear: "Fiscal year",
      millRate: "Mill rate",
      change: "Change on prior year",
      grandList: "Grand list",
      note: "Source and notes",
    },
    /** The mill-rate cell of a year whose rate is not shown. */
    notShown: "Not shown",
    confirmNote:
      "These are the town's published rates as the publisher collected them. Rates for 2026-27 onward, the first set on the October 1, 2025 revaluation, are decided each May: always confirm the current rate with the Greenwich Tax Collector or Assessor before relying on it.",
  },
  comparison: {
    id: "compare-towns",
    title: "The Same Home, Five Towns",
    intro:
      "A low rate is worth real money. The tax on the same market value in Greenwich and its neighbors, at each town's rate for one fiscal year:",
    columns: { town: "Town", millRate: "Mill rate", assessedValue: "Assessed value", annualTax: "Annual tax" },
    caption: (marketValue: string, fiscalYear: string) =>
      `Annual tax on a ${marketValue} market value, FY ${fiscalYear}`,
    sourceLabel: "Source:",
    caveat:
      "The same house does not sell for the same price in every town, and each town revalues on its own schedule, so read this as what the rate alone does to a bill.",
  },
  investorNotes: {
    id: "investor-notes",
    title: "What Investors Should Budget For",
    items: [
      {
        title: "Reassessment after you build",
        description:
          "A renovation or a new house raises the assessment when the work is complete, and a house finished after October 1 can be billed for part of the year on a supplemental list. Budget the tax on the finished value, not the purchase price.",
      },
      {
        title: "Revaluation years",
        description:
          "When the town revalues, the mill rate is reset against the new grand list. Homes whose value rose faster than the town's pay a larger share, whatever the headline rate does.",
      },
      {
        title: "Sewer district and other levies",
        description:
          "Properties connected to the town sewer pay a sewer levy on top of the general rate (11.936 combined in 2024-25 against 11.712). Check which applies to the address.",
      },
      {
        title: "Appeals",
        description:
          "An owner who believes the Assessor's value is wrong can appeal to the Board of Assessment Appeals, normally by February 20 following the grand list date.",
      },
    ],
  },
  cta: {
    title: "Run the Numbers on a Greenwich Property",
    text: "Tell us the address and your plans; we will put the tax, the comparable contracts and the carrying costs side by side.",
    contactAction: "Request a carrying-cost review",
    contactRequest: "Carrying-cost and property tax review for an investment property",
    reportAction: "See this week's contracts",
  },
} as const;
