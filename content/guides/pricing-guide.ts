// Home Pricing Guide 2025: six neighbourhoods including Byram, four value
// factors, three tips and the assumptions of the quick pricing form. The prices per square foot are
// named facts (content/facts.ts), and so are the medians of the neighbourhoods that are part of a
// village (Central Greenwich, the Backcountry, Byram); a whole village's median and every change on a
// year earlier are the village's, computed from the history by the page (decision 159); the ranges
// are the publisher's.
import { factContent, type FactName } from "../facts";
import type { Consideration, GuideIntro, InfoCard, Neighbourhood } from "./types";

export const pricingGuideIntro: GuideIntro = {
  title: "Greenwich Home Pricing Guide 2025",
  metaDescription:
    "Price per square foot, ranges, medians and year-over-year change for six Greenwich neighborhoods, what moves value, and a quick price range for your home.",
  eyebrow: "Seller guide",
  intro:
    "The first two weeks on the market set the tone for the whole sale. This guide shows what homes in six Greenwich neighborhoods are trading for per square foot, what buyers pay more for, and gives you a first price range to test against a broker's full analysis.",
};

/** One of the guide's six neighbourhoods, with the figures of the book it was built from. */
export type PricingNeighbourhood = ReturnType<typeof pricingGuideContent>["pricingNeighbourhoods"][number];
export type PricingNeighbourhoodId = PricingNeighbourhood["id"];

export const neighbourhoodPricesHeading = {
  title: "Price per square foot by neighborhood",
  intro:
    "Average price per square foot, the usual range, the median contract price and its change on a year earlier, for the six neighborhoods our sellers ask about most.",
  townAverageLabel: "Town-wide average",
  /** The median of a neighborhood that is a whole village, from the history. */
  medianLabel: "Median contract price",
  rangeLabel: "Typical range",
  /** The note under a card: the village its median and change are of, and what they rest on. */
  villageLabel: "Village",
  onYearEarlier: "on a year earlier",
  noChange: "No change given",
};

/** pricingGuideContent: the text that quotes facts, from the book current when the page is rendered (docs/decisions/111). */
export const pricingGuideContent = factContent(({ facts, shownFacts }) => {
  /** The pricing guide's neighbourhoods; the form's neighbourhood select lists them in this order. */
  const pricingNeighbourhoods = [
    {
      id: "riverside",
      name: "Riverside",
      pricePerSqFt: "riversidePricePerSqFt",
      avgPriceSqFt: facts.riversidePricePerSqFt.value,
      range: "$850-$1,400 per sq ft",
      description:
        "Waterfront and near-water streets south of the Post Road, walking distance to the Riverside train station and Riverside School. Renovated colonials on half-acre lots draw the most competition.",
    },
    {
      id: "old-greenwich",
      name: "Old Greenwich",
      pricePerSqFt: "oldGreenwichPricePerSqFt",
      avgPriceSqFt: facts.oldGreenwichPricePerSqFt.value,
      range: "$875-$1,500 per sq ft",
      description:
        "A village center on Sound Beach Avenue, Tod's Point (Greenwich Point) at the end of the road and the Old Greenwich station. Smaller lots, so well-kept homes sell on location and condition.",
    },
    {
      id: "central-greenwich",
      name: "Central Greenwich",
      pricePerSqFt: "centralGreenwichPricePerSqFt",
      medianPrice: "centralGreenwichMedianSalePrice",
      avgPriceSqFt: facts.centralGreenwichPricePerSqFt.value,
      range: "$700-$1,250 per sq ft",
      description:
        "From Greenwich Avenue and the train station up through the Milbrook and Rock Ridge areas. Walkability to town and the station carries a premium; condos and townhomes widen the range.",
    },
    {
      id: "cos-cob",
      name: "Cos Cob",
      pricePerSqFt: "cosCobPricePerSqFt",
      avgPriceSqFt: facts.cosCobPricePerSqFt.value,
      range: "$560-$900 per sq ft",
      description:
        "A harbor village between the Mianus River and central Greenwich with its own station. Buyers priced out of Riverside and Old Greenwich look here first, which keeps inventory tight.",
    },
    {
      id: "backcountry",
      name: "Backcountry",
      pricePerSqFt: "backcountryPricePerSqFt",
      medianPrice: "backcountryMedianSalePrice",
      avgPriceSqFt: facts.backcountryPricePerSqFt.value,
      range: "$550-$1,100 per sq ft",
      description:
        "North of the Merritt Parkway on four-acre zoning. Land and privacy carry the value, so price per square foot is lower than near the water while totals are the town's highest.",
    },
    {
      id: "byram",
      name: "Byram",
      pricePerSqFt: "byramPricePerSqFt",
      avgPriceSqFt: facts.byramPricePerSqFt.value,
      range: "$380-$560 per sq ft",
      medianPrice: "byramMedianSalePrice",
      description:
        "Greenwich's western edge on the Byram River and the Sound, next to Port Chester. The town's most accessible prices, with Greenwich services and schools.",
    },
  ] as const satisfies readonly (Neighbourhood & { avgPriceSqFt: number; pricePerSqFt: FactName })[];

  /** What the table's figures are, for when and from where (decision 098). */
  const pricingNeighbourhoodNotes = shownFacts("/sellers/pricing-guide", [
    "riversidePricePerSqFt",
    "oldGreenwichPricePerSqFt",
    "centralGreenwichPricePerSqFt",
    "cosCobPricePerSqFt",
    "backcountryPricePerSqFt",
    "byramPricePerSqFt",
    "townPricePerSqFt",
    "centralGreenwichMedianSalePrice",
    "backcountryMedianSalePrice",
    "byramMedianSalePrice",
  ]).notes;

  /** The town-wide average the neighbourhood figures compare with. */
  const townAveragePriceSqFt = facts.townPricePerSqFt.value;

  return { pricingNeighbourhoods, pricingNeighbourhoodNotes, townAveragePriceSqFt };
});

export const valueFactorsHeading = {
  title: "What moves a Greenwich home's value",
  intro: "Four things account for most of the difference between two homes of the same size in the same neighborhood.",
};

export const valueFactors: readonly Consideration[] = [
  {
    consideration: "Water, views and beach rights",
    impact: "High",
    details:
      "Direct waterfront, a deeded dock or a Sound view can add a third or more to a comparable inland home. Membership of a private beach or shore association, where a street has one, is priced in too.",
  },
  {
    consideration: "Condition and recent updates",
    impact: "High",
    details:
      "Buyers here pay for move-in ready. A kitchen and baths from the last ten years, a newer roof and updated systems widen the buyer pool more than any other change you control.",
  },
  {
    consideration: "Lot size, zoning and flood zone",
    impact: "Medium",
    details:
      "Zone (from R-6 near town to RA-4 in the Backcountry) sets what can be built. A usable, level lot outside the FEMA flood zone matters; flood insurance costs are part of every buyer's math.",
  },
  {
    consideration: "Commute and walkability",
    impact: "Medium",
    details:
      "A walk to one of the town's four Metro-North stations, or to a village center, is worth a premium to New York commuters; the Backcountry trades that for land and privacy.",
  },
];

export const pricingTipsHeading = { title: "Three pricing tips from the listing desk" };

export const pricingTips: readonly InfoCard[] = [
  {
    title: "Price for the first two weeks",
    description:
      "Attention peaks when a listing is new. A home priced within a few percent of its value draws showings and often competing offers; one priced high sits and is later negotiated below where it could have sold.",
  },
  {
    title: "Compare closed sales, not asking prices",
    description:
      "Use contracts and closings from the last six months on your side of town, adjusted for lot, condition and water. Active listings tell you the competition, not the value.",
  },
  {
    title: "Land on a search bracket",
    description:
      "Buyers search in brackets ($1.5M, $2M, $2.5M, $3M...). A price just under a bracket edge shows in more searches than one just above it.",
  },
];

/** The quick pricing form: its labels, the condition choices and the assumptions it shows. */
export const pricingForm = {
  title: "Quick pricing estimate",
  intro:
    "Enter your home's finished square footage, its neighborhood and its condition for a first price range. It is a starting point for a conversation, not an appraisal.",
  squareFeetLabel: "Finished square footage",
  squareFeetHint: "Above-grade living area, from 500 to 20,000 sq ft.",
  neighbourhoodLabel: "Neighborhood",
  conditionLabel: "Condition",
  choosePrompt: "Choose...",
  submitLabel: "Calculate",
  resultHeading: "Your indicative price range",
  assumptionsHeading: "How this range is worked out",
  errors: {
    squareFeet: "Enter the finished square footage as a number from 500 to 20,000.",
    neighbourhood: "Choose one of the six neighborhoods.",
    condition: "Choose the home's condition.",
  },
  limits: { minSquareFeet: 500, maxSquareFeet: 20_000 },
  /** Half the width of the range around the estimate, in percent. */
  rangeHalfWidthPercent: 7.5,
  /** Figures are rounded to this many dollars: a range, not a false precision. */
  roundToDollars: 10_000,
  disclaimer:
    "An indicative range from neighborhood averages. Lot, water, views, layout and the latest closed sales move a real price; ask us for a full comparative market analysis.",
} as const;

/** Condition choices: the adjustment to the neighbourhood's average price per sq ft, in percent. */
export const pricingConditions = [
  { id: "renovated", label: "Newly renovated or built", adjustmentPercent: 12 },
  { id: "move-in-ready", label: "Move-in ready", adjustmentPercent: 0 },
  { id: "needs-updating", label: "Needs cosmetic updating", adjustmentPercent: -10 },
  { id: "needs-renovation", label: "Needs major renovation", adjustmentPercent: -25 },
] as const;

export type PricingConditionId = (typeof pricingConditions)[number]["id"];

export const pricingCta = {
  title: "Want a price you can list at?",
  text: "We walk through the house, pull the closed sales that matter and give you a written pricing recommendation within 48 hours.",
  consultationLabel: "Request a pricing consultation",
  consultationRequest: "Request a pricing consultation",
  reportLabel: "See this week's market report",
};
