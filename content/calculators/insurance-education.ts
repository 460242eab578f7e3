// Every sentence and editorial figure of the Insurance & Tax Guide (/insurance-education). Spec
// section 9 gives the cost ranges; they are kept here as numbers and formatted by the page.

export const insuranceEducationMeta = {
  title: "Insurance & Tax Guide for Greenwich Buyers and Sellers",
  description:
    "Connecticut conveyance tax calculator, the insurance a Greenwich home needs and what it costs, and a worked closing-cost estimate for a $3,000,000 purchase.",
};

export const insuranceEducationHero = {
  eyebrow: "Insurance & Tax Guide",
  title: "Insurance, Taxes and Closing Costs in Greenwich",
  intro:
    "What a Greenwich purchase or sale really costs beyond the price: the Connecticut conveyance tax, the insurance lenders require and the policies a careful owner adds, and the fees that come due at closing.",
};

export type GuideTab = "conveyance" | "insurance" | "costs";
export const GUIDE_TABS: readonly GuideTab[] = ["conveyance", "insurance", "costs"];
export const DEFAULT_GUIDE_TAB: GuideTab = "conveyance";
export const GUIDE_TAB_PARAM = "tab";
export const guideTabLabels: Record<GuideTab, string> = {
  conveyance: "Conveyance Tax",
  insurance: "Insurance Types",
  costs: "Additional Costs",
};

export type CostRange = { min: number; max: number };

export type InsuranceIcon = "home" | "title" | "flood" | "umbrella";

/** Icon, title, required flag, description, coverage list, avgCost. */
export type InsuranceType = {
  icon: InsuranceIcon;
  title: string;
  required: boolean;
  /** Why it is marked required (or when it becomes so). */
  requiredNote: string;
  description: string;
  coverage: readonly string[];
  cost: CostRange;
  /** "per year", "one time at closing", "per year for each $1M of coverage". */
  costBasis: string;
};

/** Homeowner's insurance, a year. The affordability calculator budgets the top of this range. */
export const HOMEOWNERS_INSURANCE_PER_YEAR: CostRange = { min: 2_500, max: 8_000 };

export const insuranceTypes: readonly InsuranceType[] = [
  {
    icon: "home",
    title: "Homeowner's Insurance",
    required: true,
    requiredNote: "Required by every mortgage lender, and proof is needed before closing.",
    description:
      "Protects the house, your belongings and you against fire, wind, theft and liability claims. For Greenwich homes insure the cost to rebuild, which is often well above what the assessment suggests.",
    coverage: [
      "Dwelling, at the full cost to rebuild",
      "Other structures: garage, pool house, walls",
      "Personal property and additional living expenses",
      "Personal liability and medical payments",
    ],
    cost: HOMEOWNERS_INSURANCE_PER_YEAR,
    costBasis: "per year",
  },
  {
    icon: "title",
    title: "Title Insurance",
    required: true,
    requiredNote:
      "The lender's policy is required with a mortgage; the owner's policy protects you and is strongly advised.",
    description:
      "Protects against defects in the chain of title: an old unreleased mortgage, a forged signature, an unknown heir or a boundary dispute. Paid once, at closing, and it lasts as long as you own the home.",
    coverage: [
      "Liens and judgments missed by the title search",
      "Forgery, fraud and recording errors",
      "Claims by unknown heirs or former owners",
      "Legal costs of defending your title",
    ],
    cost: { min: 1_500, max: 4_000 },
    costBasis: "once, at closing",
  },
  {
    icon: "flood",
    title: "Flood Insurance",
    required: false,
    requiredNote: "Required by the lender when the home is in a FEMA special flood hazard area.",
    description:
      "Standard homeowner's policies exclude flood. Along Long Island Sound and near the Byram and Mianus rivers, check the FEMA map before you bid, and ask the seller for an elevation certificate.",
    coverage: [
      "Building and foundation damage from rising water",
      "Mechanical systems, furnaces and water heaters",
      "Contents, with a separate limit",
      "Debris removal after a flood",
    ],
    cost: { min: 700, max: 2_000 },
    costBasis: "per year",
  },
  {
    icon: "umbrella",
    title: "Umbrella Liability",
    required: false,
    requiredNote: "Optional, and inexpensive for what it protects.",
    description:
      "Extra liability cover above your home and auto policies. Pools, household staff, teenage drivers and frequent entertaining all raise the risk of a claim larger than a standard policy pays.",
    coverage: [
      "Liability above the home and auto limits",
      "Legal defense costs",
      "Claims for libel, slander and false arrest",
      "Worldwide coverage",
    ],
    cost: { min: 200, max: 500 },
    costBasis: "per year for each $1M of coverage",
  },
];

export const insuranceNotes = [
  {
    title: "Coastal properties",
    points: [
      "Parts of Old Greenwich, Riverside, Belle Haven and Byram Shore lie in FEMA flood zones AE or VE; the lender will require flood cover there.",
      "The federal flood program covers a building for at most $250,000, so waterfront homes usually add a private excess flood policy.",
      "Coastal Connecticut policies carry a separate hurricane or windstorm deductible, often a percentage of the dwelling limit; know the dollar figure before you sign.",
      "An elevation certificate and any past flood claims drive the premium: ask for both during your inspection period.",
    ],
  },
  {
    title: "High-value homes",
    points: [
      "Carriers that specialize in high-value homes offer extended or guaranteed replacement cost and a cash settlement option; standard policies often do not.",
      "Insure the cost to rebuild with the same quality of materials, from a replacement-cost appraisal, not the purchase price.",
      "Schedule art, jewelry, wine and collections on a separate floater with agreed values.",
      "Add water backup and equipment breakdown cover, and ask for credits for a generator, leak detection and a monitored alarm.",
    ],
  },
];

/** Title, description, cost, timing. */
export type ClosingCostItem = { title: string; description: string; cost: CostRange; timing: string };

export const closingCostItems: readonly ClosingCostItem[] = [
  {
    title: "Real Estate Attorney",
    description:
      "Connecticut closings are run by attorneys. Yours reviews the contract, orders the title search, prepares the closing documents and holds the closing.",
    cost: { min: 1_500, max: 3_500 },
    timing: "Engaged at the offer; paid at closing",
  },
  {
    title: "Home Inspection",
    description:
      "A general inspection, often with radon, well and septic, termite or chimney tests. In Greenwich it normally comes before the contract is signed.",
    cost: { min: 500, max: 1_200 },
    timing: "Within days of an accepted offer",
  },
  {
    title: "Appraisal",
    description:
      "The lender's independent opinion of value. A low appraisal can change how much you must bring to closing.",
    cost: { min: 600, max: 1_000 },
    timing: "Ordered by the lender after the contract",
  },
  {
    title: "Recording Fees",
    description: "The Greenwich Town Clerk's fees to record the deed and the mortgage on the land records.",
    cost: { min: 100, max: 300 },
    timing: "At closing",
  },
  {
    title: "Survey",
    description:
      "Confirms the boundaries, easements and any encroachments; important on older lots, stone walls and shared driveways.",
    cost: { min: 800, max: 2_000 },
    timing: "Between contract and closing",
  },
];

/** The sample estimate for a $3,000,000 purchase. The conveyance tax line is computed, never typed. */
export const sampleEstimate = {
  price: 3_000_000,
  /** Typed editorial figures of the spec; the conveyance tax and every total are computed by the page. */
  items: [
    { label: "Title insurance", amount: 3_000 },
    { label: "Attorney", amount: 2_500 },
    { label: "Home inspection", amount: 800 },
    { label: "Appraisal", amount: 800 },
    { label: "Survey", amount: 1_200 },
    { label: "Recording fees", amount: 200 },
  ],
  conveyanceLabel: "Conveyance tax, state and Greenwich (paid by the seller)",
  note: "The conveyance tax is shown because it is part of the cost of the transaction, but in Connecticut the seller pays it. A buyer's own closing costs are the other lines.",
};

/** Budget 1.5-2 % of the price for closing costs. */
export const closingBudgetPercent = { min: 1.5, max: 2 };

export const planningTips: readonly string[] = [
  "Get insurance quotes, flood included, during the inspection period, not the week before closing: a high premium is a negotiating point only while you can still walk away.",
  "Ask your lender for a Loan Estimate early and compare the lender fees line by line with a second lender.",
  "Keep the funds for closing in one account and have them wired in time; never act on wiring instructions sent by e-mail without calling your attorney at a number you already know.",
  "Property taxes in Greenwich are paid in arrears; expect a credit or charge at closing for the seller's share of the current year.",
  "Sellers: ask your attorney for a net sheet that shows the conveyance tax, the payoff of your mortgage and any credits, before you accept an offer.",
];

export const insuranceEducationCta = {
  title: "Plan your purchase or sale with real numbers",
  text: "We walk you through the taxes, insurance and closing costs of a specific Greenwich property, with the latest contracts beside them.",
  consultation: "Schedule a Consultation",
  consultationRequest: "Insurance, tax and closing-cost consultation",
  marketReport: "See the Market Report",
};
