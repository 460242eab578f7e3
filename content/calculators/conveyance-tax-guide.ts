// Prose of the conveyance tax explainer (the insurance page's first tab and /sellers/conveyance-tax).
// The rates themselves live in app/features/calculators/conveyance-tax-law.ts, never here.

export const conveyanceTaxGuideMeta = {
  title: "Connecticut Conveyance Tax Guide for Greenwich Sellers",
  description:
    "How the Connecticut real estate conveyance tax works in Greenwich: the state's tiered rates for homes, the town's share, who pays, exemptions, a calculator and ways to plan for it.",
};

export const conveyanceTaxGuideHero = {
  eyebrow: "Seller guide",
  title: "Connecticut Conveyance Tax Guide",
  intro:
    "When you sell a Greenwich home, the State of Connecticut and the Town of Greenwich each take a share of the price as conveyance tax. On a $3 million sale it is one of the largest costs of selling. Here is how it is worked out, who pays it, and how to plan for it.",
};

/** Figures of the law, formatted by the page from the rate table, so the prose never restates a rate. */
export type LawFigures = {
  minimum: string;
  /** Combined state + town marginal rate on the middle and top residential tiers, e.g. "1.5%", "2.5%". */
  middleMarginal: string;
  topMarginal: string;
  middleStateRate: string;
  topStateRate: string;
  municipalRate: string;
  lowerThreshold: string;
  upperThreshold: string;
  effectiveFrom: string;
};

/** The explainer shared by both pages. */
export const conveyanceExplainer = {
  heading: "How the conveyance tax works",
  paragraphs: (law: LawFigures) => [
    `Connecticut taxes every deed that transfers real estate for a price of ${law.minimum} or more. The tax has two parts: a state tax, whose rate depends on the kind of property and, for homes, on the price, and a municipal tax that the town keeps.`,
    "For a home (a residential dwelling), the state rate is marginal, like income tax brackets: each rate applies only to the slice of the price inside its band, so crossing a threshold never raises the tax on the part of the price below it. Commercial and other nonresidential property pays one rate on the whole price, and so does unimproved land.",
    `Greenwich adds the standard municipal rate of ${law.municipalRate} on the whole price. The town clerk collects both parts when the deed is recorded, together with the state's return, Form OP-236, and sends the state its share.`,
  ],
  notes: [
    {
      title: "Due at closing",
      text: "The tax is paid when the deed is recorded, which in practice means from the seller's proceeds at the closing table.",
    },
    {
      title: "Cannot be financed",
      text: "It is a cash cost of the sale: it cannot be added to a mortgage, so plan for it in your net proceeds.",
    },
    {
      title: "Who pays in Connecticut",
      text: "The seller. The statute makes the tax payable by the person conveying the property (CGS 12-495), and Greenwich contracts follow that rule. A contract can shift it, but that is rare.",
    },
    {
      title: "Confirm with an attorney",
      text: "These figures are an estimate. Your real estate attorney prepares the return and confirms the property's classification, any exemption and the exact amount before closing.",
    },
  ],
};

export type Exemption = { title: string; text: string };

/** The exemptions the guide lists. The full list, with its conditions, is CGS 12-498. */
export const exemptions: readonly Exemption[] = [
  {
    title: "Transfers between spouses",
    text: "A deed from one spouse to the other, for example when adding a spouse to title.",
  },
  {
    title: "Family gifts, with documentation",
    text: "A gift for no consideration, such as a parent deeding a house to a child, documented as a gift on the return.",
  },
  {
    title: "Revocable trusts",
    text: "Moving your home into (or out of) your own revocable trust for no consideration, a common estate-planning step.",
  },
  {
    title: "Certain corporate reorganizations",
    text: "Transfers between an entity and its owners or related entities that do not change who ultimately owns the property, within the statute's conditions.",
  },
  {
    title: "Foreclosure sales",
    text: "Certain transfers in foreclosure, such as a deed in lieu of foreclosure or a transfer under a court's foreclosure judgment, within the statute's conditions.",
  },
  { title: "Tax sales", text: "Deeds given by a tax collector after a sale for unpaid property taxes." },
];

export const exemptionsNote =
  "Each exemption has conditions and is claimed by code on Form OP-236. The complete list is in Connecticut General Statutes section 12-498; your attorney confirms whether one applies to you.";

export type Strategy = { title: string; text: string };

export const savingsStrategies = (law: LawFigures): readonly Strategy[] => [
  {
    title: "Price personal property separately",
    text: "The tax applies to the price of the real estate, not to furniture, artwork or a boat sold with it. If the buyer is also buying such items, list them at fair value on a separate bill of sale. Keep it honest and documented: fixtures belong to the house, and the buyer's lender and appraiser will see the split.",
  },
  {
    title: "Know your marginal rate when you negotiate",
    text: `Above ${law.upperThreshold} every extra dollar of price costs you ${law.topMarginal} of it in conveyance tax (${law.topStateRate} state plus ${law.municipalRate} town); between ${law.lowerThreshold} and ${law.upperThreshold} it is ${law.middleMarginal}. Compare offers on what you net, not on the headline price.`,
  },
  {
    title: "Plan family and trust transfers ahead of time",
    text: "Transfers to a spouse or into your revocable trust for no consideration are exempt. If such a transfer is part of your estate plan, make it with your attorney before a sale is in view rather than as part of one.",
  },
];

export const warnings = (law: LawFigures): readonly string[] => [
  "Do not understate the price or overstate personal property to lower the tax. The return is signed under penalty of false statement, and the Department of Revenue Services can assess the shortfall with interest and penalties.",
  "The rate follows the property's use at the time of the sale. A mixed-use building, a home used for a business or a parcel sold as land may be classified differently; ask your attorney before you rely on a figure.",
  "The town clerk will not record the deed until the return is filed and the tax is paid, so a missing figure can delay your closing.",
  `Rates change with state budgets. This calculator uses the law in force for conveyances on or after ${law.effectiveFrom}; your attorney confirms the rates on your closing date.`,
];

export const conveyanceCalculatorCopy = {
  heading: "Conveyance tax calculator",
  intro: "Enter a sale price to see the state and Greenwich shares and the total.",
  priceLabel: "Sale price",
  priceHint: "In dollars: 3,000,000, $3,000,000 and 3M all work.",
  /** How a price may be written, for the message under a price that could not be read. */
  priceExamples: "3,000,000, $3,000,000 or 3M",
  typeLabel: "Property type",
  submit: "Calculate tax",
  consultation: "Schedule a seller consultation",
  consultationRequest: "Conveyance tax and net proceeds consultation",
};

export type ConveyanceCalculatorCopy = typeof conveyanceCalculatorCopy;

export const sellerGuideSections = {
  calculateAction: "Calculate your tax",
  explainerLabel: "How the conveyance tax works",
  exemptionsTitle: "Exemptions",
  strategiesTitle: "Three ways to plan for the tax",
  warningsTitle: "Before you rely on a figure",
  ctaTitle: "Know your net before you list",
  ctaText:
    "We prepare a net-proceeds estimate for your home, conveyance tax included, and introduce you to Greenwich real estate attorneys who will confirm it.",
};

/** The insurance guide's pointer to this seller guide. */
export const sellerGuideLink = {
  before: "Selling? The",
  link: "Conveyance Tax Guide for sellers",
  after: "covers exemptions, ways to plan for the tax and what to watch for.",
};
