// The Byram guide. The median price, price per sq ft and the train to Grand Central are named facts
// (content/facts.ts, decisions 098 and 130); the change on a year earlier is that of Byram's village,
// the 06830 ZIP code area, computed from the history by the page (decision 159); the 8/10 schools,
// appreciation and the 25-40 % five-year projection are the publisher's editorial figures.
import { factContent, type HistoryQuote } from "../facts";
import type { ComparedStatistic, Consideration, GuideIntro, Neighbourhood, PropertyType, Trend } from "./types";

export const byramIntro: GuideIntro = {
  title: "The Byram Buyer's Guide",
  metaDescription:
    "Byram, Greenwich CT for buyers: median price, price per square foot, commute and schools against the town, its three neighborhoods, property types and the outlook to 2030.",
  eyebrow: "Buyer guide",
  intro:
    "Byram is Greenwich's western corner, between the Byram River, the Sound and Port Chester. It offers a Greenwich address, Greenwich schools and a short run to the city at well under half the town's median price, which is why buyers priced out of the rest of town look here first.",
};

export const byramStatisticsHeading = {
  title: "Byram against the town average",
  intro: "Four figures buyers ask about first.",
  /** The change of Byram's village: "+10.3% on a year earlier in Greenwich (06830), Byram's ZIP code area". */
  villageChange: (change: string | null, village: string) =>
    change === null
      ? `No change given for ${village}, Byram's ZIP code area`
      : `${change} on a year earlier in ${village}, Byram's ZIP code area`,
};

/** A headline figure, its comparison and its change; a change the history cannot give has no trend. */
export type ByramStatistic = Omit<ComparedStatistic, "trend"> & { change: string; trend: Trend | null };

/** The change of Byram's village as the page words it (decision 159): its text and direction. */
export type VillageChange = { text: string; trend: Trend | null };

export const byramNeighbourhoodsHeading = {
  title: "Byram's three neighborhoods",
  intro: "Each has its own price range, its own character and its own buyers.",
};

export const byramNeighbourhoods: readonly Neighbourhood[] = [
  {
    id: "byram-shore",
    name: "Byram Shore",
    range: "$1.5M-$4M+",
    description:
      "The waterside streets along the Sound and Byram Harbor, with water views and some of Byram's largest houses.",
    highlights: [
      "Water views and waterfront homes",
      "Close to Byram Beach and pool",
      "Larger lots than the rest of Byram",
    ],
    typicalBuyers: "Move-up families and buyers wanting the water at a fraction of Old Greenwich prices.",
  },
  {
    id: "byram-ridge",
    name: "Byram Ridge",
    range: "$1M-$1.8M",
    description:
      "Quiet residential streets on the higher ground above the river, with colonials and split-levels from the 1950s onwards.",
    highlights: [
      "Quiet streets and established gardens",
      "Room to renovate and add value",
      "Short drive to I-95 and the Merritt",
    ],
    typicalBuyers: "Young families and buyers ready to update a house over time.",
  },
  {
    id: "central-byram",
    name: "Central Byram",
    range: "$700K-$1.3M",
    description:
      "The walkable heart of Byram near the river, the library branch, shops and restaurants, with the most varied housing.",
    highlights: [
      "Walk to shops, the library and the river",
      "Condos and townhomes alongside houses",
      "Port Chester station nearby",
    ],
    typicalBuyers: "First-time Greenwich buyers, commuters and downsizers.",
  },
];

export const investmentFactorsHeading = {
  title: "Investment factors",
  intro: "What supports values in Byram, and how much each matters.",
};

export const investmentFactors: readonly Consideration[] = [
  {
    consideration: "Greenwich address and services",
    impact: "High",
    details:
      "Greenwich schools, beaches, parks and the town's low mill rate at Byram's prices: the gap with the rest of town is what draws buyers.",
  },
  {
    consideration: "Commuter access",
    impact: "High",
    details:
      "I-95, the Merritt Parkway and the Port Chester and Greenwich stations keep Byram in the New York commuter's search.",
  },
  {
    consideration: "Port Chester redevelopment",
    impact: "Medium",
    details: "New restaurants, housing and retail across the river add amenities Byram residents walk to.",
  },
  {
    consideration: "Limited inventory",
    impact: "Medium",
    details:
      "Byram is small and largely built out; few new homes come to market, which supports prices when demand is steady.",
  },
];

export const byramPropertyTypesHeading = {
  title: "Property types",
  intro: "What Byram's market is made of, by share of the homes for sale.",
  chartTitle: "Share of Byram's market by property type",
  chartValueHeader: "Share of market",
};

export const byramPropertyTypes: readonly PropertyType[] = [
  {
    type: "Single family",
    marketSharePercent: 65,
    priceRange: "$900K-$4M+",
    description: "Colonials, capes, split-levels and a few waterfront houses, most on lots under half an acre.",
    pros: ["Room to grow and renovate", "Strongest long-term appreciation", "Private yards"],
    cons: ["Older houses may need updating", "Higher upkeep than a condo"],
  },
  {
    type: "Condominiums",
    marketSharePercent: 25,
    priceRange: "$400K-$900K",
    description: "Smaller buildings and converted houses, many within walking distance of shops and the station.",
    pros: ["Greenwich's most affordable entry point", "Low maintenance", "Walkable locations"],
    cons: ["Monthly common charges", "Less appreciation than houses"],
  },
  {
    type: "Townhomes",
    marketSharePercent: 10,
    priceRange: "$700K-$1.2M",
    description: "Newer attached homes with garages and small gardens, in short supply.",
    pros: ["Newer construction", "More space than a condo", "Shared exterior upkeep"],
    cons: ["Very few for sale", "Association rules"],
  },
];

export type OutlookPeriod = { period: string; title: string; description: string };

export const outlookHeading = { title: "Market outlook" };

export const outlookPeriods: readonly OutlookPeriod[] = [
  {
    period: "1-2 years",
    title: "Continued appreciation of 5-8% a year",
    description:
      "Demand from buyers priced out of the rest of Greenwich meets very little inventory; expect multiple offers on well-kept homes.",
  },
  {
    period: "3-5 years",
    title: "Steady gains as the gap narrows",
    description:
      "As Byram's discount to the town average shrinks, appreciation should slow toward the town's long-run pace while staying positive.",
  },
  {
    period: "5-10 years",
    title: "A mature, fully priced Greenwich neighborhood",
    description:
      "Renovations and rebuilds raise the housing stock; Byram's value will rest on the same schools, services and commute as the rest of town.",
  },
];

/** byramContent: the text that quotes facts, from the book current when the page is rendered (docs/decisions/111). */
export const byramContent = factContent(({ factValue, facts, shownFacts }) => {
  const byramStatisticFacts = shownFacts("/buyers/byram-guide", [
    "byramMedianSalePrice",
    "byramPricePerSqFt",
    "townPricePerSqFt",
    "byramTrainExpress",
    "centralGreenwichTrainExpress",
  ]);

  /** The town median (decision 141) and the change of Byram's village (decision 159) are the history's, handed in by the page. */
  const byramStatistics = (townMedian: HistoryQuote, village: VillageChange): readonly ByramStatistic[] => [
    {
      label: "Median home price",
      value: factValue("byramMedianSalePrice"),
      comparison: `Town median ${townMedian.value} (${townMedian.label.toLowerCase()})`,
      change: village.text,
      trend: village.trend,
    },
    {
      label: "Price per sq ft",
      value: factValue("byramPricePerSqFt"),
      comparison: `Town average ${factValue("townPricePerSqFt")}`,
      // A ratio of the two facts shown, not a trend: the book holds no earlier price per square foot.
      change: `${Math.round((facts.byramPricePerSqFt.value / facts.townPricePerSqFt.value) * 100)}% of the town average`,
      trend: null,
    },
    {
      label: "Express train to Grand Central",
      value: factValue("byramTrainExpress"),
      comparison: `Greenwich station ${factValue("centralGreenwichTrainExpress")}`,
      change: "Steady",
      trend: "stable",
    },
    { label: "School rating", value: "8/10", comparison: "Town average 9/10", change: "Improving", trend: "up" },
  ];

  /** The 2030 projection: the median grown by 25-40 % over five years. */
  const byramProjection = {
    title: "The 2030 projection",
    medianToday: facts.byramMedianSalePrice.value,
    lowPercent: 25,
    highPercent: 40,
    years: 5,
    targetYear: 2030,
    note: "A projection from recent appreciation, not a promise: rates, inventory and the wider economy will decide the outcome.",
  };

  return { byramStatisticFacts, byramStatistics, byramProjection };
});

export const byramActions = {
  title: "See Byram with someone who sells it",
  text: "We tour the three neighborhoods with you, show you what recently sold and what is coming to market, and send a Byram-only market report.",
  tourLabel: "Schedule Byram Tour",
  tourRequest: "Schedule a Byram tour",
  reportLabel: "Get Byram Market Report",
  reportRequest: "Send me the Byram market report",
};
