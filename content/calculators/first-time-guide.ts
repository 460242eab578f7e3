// Every sentence and editorial figure of the first-time buyer guide (/buyers/first-time-guide) and
// of its PDF. The affordability rule itself lives in app/features/calculators/affordability.ts.
import { factContent, type HistoryQuote } from "../facts";

export const firstTimeGuideMeta = {
  title: "First-Time Home Buyer's Guide to Greenwich",
  description:
    "What a first home in Greenwich, CT really takes: an affordability calculator, the six steps from pre-approval to closing, local budget guidelines, where first-time buyers look and the mistakes to avoid.",
};

export const firstTimeGuideHero = {
  eyebrow: "Buyer guide",
  title: "First-Time Buyer's Guide to Greenwich",
  intro:
    "Buying your first home in one of the most expensive towns in the country is entirely possible with a clear budget, the right team and realistic expectations. This guide covers all three.",
};

/**
 * The affordability calculator's starting mortgage rate, a market figure: the visitor can change it
 * in the form. Check it against the latest survey when the guide is reviewed.
 */
export const mortgageRateAssumption = {
  percent: 6.25,
  measures: "Average rate on a 30-year fixed-rate mortgage, United States",
  period: "October 2025",
  source: "Freddie Mac Primary Mortgage Market Survey (weekly averages of about 6.2-6.3% that month)",
} as const;

export const affordabilityCopy = {
  heading: "How much can you afford?",
  intro:
    "A first estimate from your income, savings and debts, checked the way a lender checks it: what the down payment covers, and what the monthly budget carries. Lenders look at much more (credit, reserves, the loan program), so treat this as a starting point for a conversation with a lender.",
  fields: {
    income: { label: "Annual gross income", placeholder: "$200,000", hint: "Before taxes, all borrowers together." },
    downPayment: {
      label: "Available down payment",
      placeholder: "$500,000",
      hint: "Cash you can put down, after closing costs.",
    },
    monthlyDebts: {
      label: "Monthly debt payments",
      placeholder: "$2,000",
      hint: "Car, student and card payments; leave out rent.",
    },
    rate: {
      label: "Mortgage rate, 30-year fixed (% a year)",
      hint: (rate: string, period: string) =>
        `We start from ${rate}, the national average in ${period}; use the rate your lender quotes.`,
    },
  },
  submit: "Calculate",
  emptyResult: "Enter your annual income to see an estimate.",
  /** How an amount may be written, for the message under a field that could not be read. */
  amountExamples: "250,000, $250,000 or 250k",
  unreadableResult:
    "No estimate yet: we could not read what is typed below. Correct it above and the estimate follows.",
  invalidRateHint: (rate: string) =>
    `Mortgage rate: we could not read this as a rate from 0 to 30%, so ${rate} is used.`,
  housingLabel: "Maximum monthly housing payment",
  housingNote: "Includes property taxes, insurance and HOA dues, not just the mortgage.",
  homePriceLabel: "Estimated home price",
  homePriceNeedsDown: "Add your down payment to estimate a home price.",
  limitedBy: {
    budget: "Your monthly budget sets this estimate: your down payment would cover more.",
    downPayment: "Your down payment sets this estimate: your monthly budget would carry more.",
  },
  downPaymentCoversLabel: "What your down payment covers",
  downPaymentCoversNote: (downPaymentShare: string) => `The price at which it is a ${downPaymentShare} down payment.`,
  budgetCarriesLabel: "What your monthly budget carries",
  budgetCarriesNote: (terms: { term: number; millRate: string; fiscalYear: string; insurance: string }) =>
    `The price whose ${terms.term}-year fixed loan (at the rate above), Greenwich property tax (${terms.millRate} mills, FY ${terms.fiscalYear}) and homeowner's insurance (${terms.insurance} a year, the top of the usual range) fit in the housing payment. HOA dues are not included: for a condo, take them off first.`,
  monthlyCaption: "What the estimated price costs a month",
  monthlyRows: {
    loan: "Mortgage, principal and interest, on a loan of",
    propertyTax: "Property tax",
    insurance: "Homeowner's insurance",
    total: "Total housing payment",
  },
  noHome: "This housing payment does not yet cover a home's property tax and insurance, so the estimate is $0.",
  debtsTooHigh:
    "Your monthly debts already use the whole debt allowance, so the housing figure is $0. Paying down a loan or card raises it quickly.",
};

export type JourneyStep = { title: string; timeline: string; description: string; details: readonly string[] };

export const journeyIntro =
  "Most first purchases in Greenwich take three to six months from the first conversation with a lender to the keys.";

export const journeySteps: readonly JourneyStep[] = [
  {
    title: "Get your finances in order",
    timeline: "2-3 months before you search",
    description:
      "Know your credit, your savings and what you are comfortable paying each month, before anyone else tells you.",
    details: [
      "Pull your credit reports and fix errors early",
      "Gather two years of tax returns, recent pay stubs and bank statements",
      "Set aside reserves beyond the down payment and closing costs",
    ],
  },
  {
    title: "Get pre-approved",
    timeline: "1-2 weeks",
    description:
      "A pre-approval letter from a lender tells sellers you can close. Most Greenwich purchases need a jumbo loan, with stricter rules than a conforming one.",
    details: [
      "Compare at least two lenders, including a local bank",
      "Ask what down payment and reserves the loan program requires",
      "Keep your job, credit cards and large purchases unchanged until closing",
    ],
  },
  {
    title: "Assemble your team",
    timeline: "1 week",
    description:
      "A buyer's agent, a real estate attorney, a home inspector and an insurance agent. Connecticut requires a written agreement before an agent represents you as a buyer.",
    details: [
      "Choose an agent who knows the neighborhoods you are considering",
      "Engage an attorney before you make an offer: Connecticut closings are run by attorneys",
      "Line up an inspector so you can book within days of an accepted offer",
    ],
  },
  {
    title: "Search and tour homes",
    timeline: "1-3 months",
    description:
      "Tour with a list of must-haves and a budget that includes taxes, insurance and upkeep. Visit at rush hour and after rain.",
    details: [
      "Time the drive to the Metro-North station you would use",
      "Check the FEMA flood map for every home you like",
      "Ask for the property's tax card and its utility and oil costs",
    ],
  },
  {
    title: "Make an offer and negotiate",
    timeline: "1-2 weeks",
    description:
      "Your agent prepares the offer; once it is accepted you inspect, and your attorney negotiates the contract. In Greenwich the deposit at signing is customarily 10% of the price.",
    details: [
      "Base your price on recent contracts, not list prices",
      "Keep the inspection and mortgage contingencies",
      "Read the seller's disclosure report before you sign",
    ],
  },
  {
    title: "Close on your home",
    timeline: "30-60 days after the contract",
    description:
      "The lender appraises and issues a commitment, your attorney clears title, and you sign at the closing table after a final walk-through.",
    details: [
      "Bind homeowner's (and flood) insurance before closing",
      "Confirm wiring instructions by phone with your attorney",
      "Do the final walk-through within a day of closing",
    ],
  },
];

export const journeyProTip =
  "Pro tip: well-priced homes in Greenwich's entry-level neighborhoods can draw several offers in their first two weeks. Have your pre-approval letter, attorney and inspector ready before you tour, so you can act the same day.";

/** Factor, conventional, greenwich, note. */
export type GuidelineRow = { factor: string; conventional: string; greenwich: string; note: string };

/** The two ratio rows quote the calculator's own limits, passed in formatted. */
export const budgetGuidelines = (limits: { housingShare: string; debtShare: string }): readonly GuidelineRow[] => [
  {
    factor: "Down payment",
    conventional: "3-20%",
    greenwich: "20-25% or more",
    note: "Jumbo loans usually require at least 20%; a larger down payment strengthens an offer.",
  },
  {
    factor: "Housing payment",
    conventional: "28% of gross income",
    greenwich: `Up to ${limits.housingShare} of gross income`,
    note: "Mortgage, property taxes, insurance and HOA dues together.",
  },
  {
    factor: "All debt payments",
    conventional: "36-43% of gross income",
    greenwich: `Up to ${limits.debtShare} of gross income`,
    note: "Housing plus car, student and card payments.",
  },
  {
    factor: "Cash reserves",
    conventional: "2-6 months of payments",
    greenwich: "6-12 months or more",
    note: "Jumbo lenders want to see reserves after closing.",
  },
  {
    factor: "Closing costs",
    conventional: "2-5% of the price",
    greenwich: "1.5-2% of the price",
    note: "Connecticut sellers pay the conveyance tax; buyers pay attorney, title, inspection and lender fees.",
  },
  {
    factor: "Upkeep",
    conventional: "1% of value a year",
    greenwich: "1-2% of value a year",
    note: "Older houses, stone walls, septic systems and mature trees add up; estates run $50K-$200K+ a year.",
  },
];

export type TownCard = {
  name: string;
  /** Median home price where the spec gives one (editorial figure). */
  medianPrice?: number;
  description: string;
  highlights: readonly string[];
};

/** firstTimeGuideContent: the text that quotes facts, from the book current when the page is rendered (docs/decisions/111). */
export const firstTimeGuideContent = factContent(({ factValue, facts, shownFacts }) => {
  // The towns' cards and the reality check show these facts, defined under each.
  const townCardFacts = shownFacts("/buyers/first-time-guide", [
    "byramMedianSalePrice",
    "byramPricePerSqFt",
    "townPricePerSqFt",
  ]);

  // The town median beside it is the history's (decision 141), handed in by the page.
  const realityCheckFacts = shownFacts("/buyers/first-time-guide", ["byramMedianSalePrice"]);

  /** Byram's median. */
  const editorialMedians = { byram: facts.byramMedianSalePrice.value };

  const townCards: readonly TownCard[] = [
    {
      name: "Byram",
      medianPrice: editorialMedians.byram,
      description:
        "Greenwich's most accessible neighborhood, on the Port Chester line: older colonials and capes, condos and a walkable village near the water.",
      highlights: [
        `Price per sq ft around ${factValue("byramPricePerSqFt")}, against ${factValue("townPricePerSqFt")} town-wide`,
        "Byram Beach and Byram Park",
        "Short drive to the Greenwich and Port Chester stations",
      ],
    },
    {
      name: "Cos Cob",
      description:
        "A harbor village between central Greenwich and Riverside, with condominiums and modest single-family homes close to the train.",
      highlights: [
        "Cos Cob station on the New Haven Line",
        "Mianus River and harbor parks",
        "Mix of condos, townhouses and smaller homes",
      ],
    },
    {
      name: "Glenville and Pemberwick",
      description:
        "Established neighborhoods along the Byram River with smaller lots and older homes, popular with first-time buyers who want a yard.",
      highlights: [
        "Glenville village shops and school",
        "Quick access to the Merritt Parkway",
        "Older homes with room to improve",
      ],
    },
  ];

  return { townCardFacts, realityCheckFacts, editorialMedians, townCards };
});

export type Mistake = { mistake: string; consequence: string; solution: string };

export const commonMistakes: readonly Mistake[] = [
  {
    mistake: "House hunting before pre-approval",
    consequence: "You fall for homes you cannot finance, and sellers pass over an offer without a letter.",
    solution: "Get pre-approved first, and shop within the figure the lender gives you.",
  },
  {
    mistake: "Budgeting only for the mortgage",
    consequence: "Property taxes, insurance, flood cover and HOA dues can add thousands a month you did not plan for.",
    solution:
      "Budget the full housing payment, as the calculator above does, and ask for actual tax and utility figures.",
  },
  {
    mistake: "Ignoring the flood map",
    consequence: "A required flood policy can cost thousands a year and lower what the next buyer will pay.",
    solution: "Check the FEMA map and ask for the elevation certificate before you make an offer.",
  },
  {
    mistake: "Waiving the inspection to win",
    consequence: "Septic, oil tank, radon or roof problems become yours the day you close.",
    solution: "Keep the inspection, and win with a clean offer, a strong deposit and a flexible closing date instead.",
  },
  {
    mistake: "Emptying savings for the down payment",
    consequence: "The lender may decline for lack of reserves, and the first repair goes on a credit card.",
    solution:
      "Keep reserves of six months or more after closing; a slightly smaller down payment can be the wiser plan.",
  },
];

export const realityCheck = {
  heading: "A Greenwich reality check",
  /**
   * The page computes the down payments from the calculator's 25 % rule; without a town median
   * (the history holds no whole year) the sentence gives none for it.
   */
  text: (figures: {
    townMedian: HistoryQuote;
    byramMedian: string;
    townDown: string | null;
    byramDown: string;
    downShare: string;
  }) =>
    `The median Greenwich home goes under contract at about ${figures.townMedian.value} (${figures.townMedian.label.toLowerCase()}); in Byram, the town's most accessible neighborhood, the median is ${figures.byramMedian}. At the ${figures.downShare} down payment the calculator assumes, that is ${figures.byramDown} down for a median Byram home${figures.townDown === null ? "" : ` and ${figures.townDown} for the town median`}. Many first-time buyers start with a condo or a smaller home in Byram, Cos Cob or Glenville and move up later.`,
};

export const firstTimeGuideCta = {
  title: "Ready to start your Greenwich home search?",
  text: "Meet with us for an hour: we go through your budget, the neighborhoods that fit it and what recent contracts say about price.",
  consultation: "Schedule Buyer Consultation",
  consultationRequest: "Schedule Buyer Consultation (first-time buyer)",
  download: "Download First-Time Guide",
  downloadNote: "PDF, the whole guide to read offline or print.",
};

/** Where the guide's PDF is served (prerendered at build time; react-router.config.ts). */
export const FIRST_TIME_GUIDE_PDF_PATH = "/buyers/first-time-guide.pdf";
export const FIRST_TIME_GUIDE_PDF_FILENAME = "greenwich-first-time-buyer-guide.pdf";

export const firstTimeGuideSections = {
  heroCalculatorAction: "Estimate your budget",
  journeyTitle: "Your six-step buying journey",
  guidelinesTitle: "Budget guidelines: conventional rules and Greenwich reality",
  guidelinesCaption: "Budget guidelines for first-time buyers",
  townsTitle: "Where first-time buyers look",
  mistakesTitle: "Common first-time buyer mistakes",
};
