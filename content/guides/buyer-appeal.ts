// Staging and Buyer Appeal for Byram, Cos Cob and Old Greenwich:
// universal strategies, each neighbourhood's key features, buyer profile and staging tips, four
// upgrade categories with cost and impact, five common mistakes and return statistics.
import type { Consideration, GuideIntro, InfoCard, KeyFigure, Mistake, Neighbourhood } from "./types";

export const buyerAppealIntro: GuideIntro = {
  title: "Staging and Buyer Appeal: Byram, Cos Cob and Old Greenwich",
  metaDescription:
    "How to prepare a home in Byram, Cos Cob or Old Greenwich for the buyers who shop there: staging by neighborhood, upgrades worth their cost and mistakes to avoid.",
  eyebrow: "Seller guide",
  intro:
    "Buyers in Byram, Cos Cob and Old Greenwich are not the same people, and they do not fall for the same house. Prepare for the buyer your neighborhood attracts and the house sells faster and closer to its asking price.",
};

export const returnStatisticsHeading = { title: "What preparation returns" };

export const returnStatistics: readonly KeyFigure[] = [
  {
    value: "1-5%",
    label: "Higher offers for staged homes",
    note: "in the publisher's experience of staged against unstaged listings of similar homes in these three neighborhoods.",
  },
  {
    value: "Up to 50%",
    label: "Fewer days on market",
    note: "when a house is prepared, photographed and priced before launch rather than adjusted while listed.",
  },
  {
    value: "2-3x",
    label: "Return on paint and repairs",
    note: "in our experience, fresh neutral paint, repaired trim and working fixtures return more than they cost, often several times over.",
  },
];

export const universalStrategiesHeading = {
  title: "What works in every neighborhood",
  intro: "Before anything specific to your street, five things every buyer responds to.",
};

export const universalStrategies: readonly InfoCard[] = [
  {
    title: "Declutter and depersonalize",
    description:
      "Clear surfaces, pack half of what is in the closets and take down family photos. Buyers need to picture their own life in the rooms.",
  },
  {
    title: "Light, paint and clean",
    description:
      "Neutral paint, every bulb working at the same color temperature, clean windows and a professional deep clean before photographs.",
  },
  {
    title: "Curb appeal",
    description:
      "Edged beds, fresh mulch, a painted front door and working outdoor lights. The first photo and the first minute set the price in a buyer's mind.",
  },
  {
    title: "Define every room",
    description:
      "A spare room reads as an office, a guest room or a nursery. An awkward corner gets a reading chair. Undefined space reads as wasted space.",
  },
  {
    title: "Fix what the inspector will find",
    description:
      "Dripping taps, sticking doors, missing handrails and old smoke detectors. Small defects become large credits at inspection.",
  },
];

export type AppealNeighbourhood = Neighbourhood & {
  /** Who buys here, in a sentence. */
  buyerProfile: string;
  stagingTips: readonly string[];
};

export const appealNeighbourhoodsHeading = {
  title: "Neighborhood by neighborhood",
  intro: "Key features buyers come for, who they are, and how to stage for them.",
};

export const appealNeighbourhoods: readonly AppealNeighbourhood[] = [
  {
    id: "byram",
    name: "Byram",
    description:
      "Greenwich's western edge: Byram Shore on the Sound, Byram Park and its beach and pool, and homes minutes from Port Chester and the Greenwich and Port Chester stations.",
    highlights: [
      "Greenwich schools and services at the town's most accessible prices",
      "Byram Park, beach and pool",
      "Quick access to I-95 and both train stations",
    ],
    buyerProfile:
      "First-time Greenwich buyers, young families moving from Westchester or the city, and downsizers who want to stay in town.",
    stagingTips: [
      "Show how the square footage works: a defined office, a playroom, storage",
      "Make the yard usable: a clean patio, a table and chairs, a lawn that reads as play space",
      "Emphasize updated kitchens and baths; these buyers have less left for renovation",
    ],
  },
  {
    id: "cos-cob",
    name: "Cos Cob",
    description:
      "A harbor village on the Mianus River with its own station, the Bush-Holley House, Cos Cob School and a quick run to central Greenwich.",
    highlights: [
      "Walk to the Cos Cob station and the harbor",
      "Village character with mixed-age housing",
      "Central to I-95, the Merritt and downtown",
    ],
    buyerProfile:
      "Commuting couples and families who want Greenwich without central prices, and buyers priced out of Riverside and Old Greenwich.",
    stagingTips: [
      "Lead with the commute: mention the walk to the station in the first lines of the listing",
      "Stage family rooms for real life: a mudroom bench, homework space, a kitchen table",
      "Light matters in older houses: open curtains, add lamps, replace heavy fixtures",
    ],
  },
  {
    id: "old-greenwich",
    name: "Old Greenwich",
    description:
      "Sound Beach Avenue's shops and restaurants, Greenwich Point (Tod's Point) and the Old Greenwich station. A walkable village with beach access.",
    highlights: [
      "Walk to the village, the station and Old Greenwich School",
      "Greenwich Point beaches and trails",
      "Coastal houses with character",
    ],
    buyerProfile:
      "Established families and New York professionals paying for walkability and the beach, often with a clear idea of the house they want.",
    stagingTips: [
      "Coastal, light and calm: whites, natural textures, nothing themed",
      "Show outdoor living: porch furniture, an outdoor dining table, a tidy garden",
      "Have the flood zone and elevation information ready; near the water, buyers ask first",
    ],
  },
];

export const upgradeCategoriesHeading = {
  title: "Four upgrade categories: cost and impact",
  intro: "Typical costs for a Greenwich home before listing. Spend where the impact is high and the cost is low.",
};

export type UpgradeCategory = Consideration & { cost: string };

export const upgradeCategories: readonly UpgradeCategory[] = [
  {
    consideration: "Paint and repairs",
    cost: "$5,000-$20,000",
    impact: "High",
    details:
      "Neutral interior paint, touched-up trim, fixed doors, taps and lights. The best return of any preparation.",
  },
  {
    consideration: "Professional staging",
    cost: "$3,000-$15,000",
    impact: "High",
    details:
      "Furniture and accessories for the main rooms of a vacant or over-furnished house, usually for three months.",
  },
  {
    consideration: "Curb appeal and landscaping",
    cost: "$2,500-$15,000",
    impact: "Medium",
    details: "Pruning, mulch, seasonal planting, a painted front door, new house numbers and outdoor lights.",
  },
  {
    consideration: "Kitchen and bath refresh",
    cost: "$15,000-$60,000",
    impact: "Medium",
    details:
      "New counters, hardware, lighting and fixtures without moving walls or plumbing. A full remodel before sale rarely pays back.",
  },
];

export const appealMistakesHeading = { title: "Five common mistakes" };

export const appealMistakes: readonly Mistake[] = [
  {
    mistake: "Renovating to your own taste",
    consequence: "A bold kitchen or bathroom narrows the pool of buyers who like it, and you rarely recover the cost.",
    solution: "Keep finishes neutral and choose what most buyers in your price range expect.",
  },
  {
    mistake: "Staging for the wrong buyer",
    consequence:
      "A formal dining room staged for entertaining in a Byram starter home misses the young family who would have bought it.",
    solution: "Stage for the buyer profile of your neighborhood above.",
  },
  {
    mistake: "Leaving pets and their things out",
    consequence: "Bowls, crates and smells put off a share of buyers and make the house look smaller.",
    solution: "Remove pets and their belongings for showings and open houses.",
  },
  {
    mistake: "Skipping the outside",
    consequence:
      "Buyers judge the house from the car; an overgrown front or a peeling door lowers every impression that follows.",
    solution: "Spend the first weekend outside: beds, lawn, door and lights.",
  },
  {
    mistake: "Photographing before the house is ready",
    consequence: "The first photos stay on every portal. A rushed shoot undoes the staging you paid for.",
    solution: "Finish every task, then photograph on a bright day with a professional.",
  },
];

export const buyerAppealCta = {
  title: "Get a staging plan for your house",
  text: "We walk through with you and list what to fix, what to store and what to leave, room by room, for your neighborhood's buyers.",
  consultationLabel: "Request a staging walk-through",
  consultationRequest: "Staging walk-through",
  secondaryLabel: "Read the pricing guide",
  secondaryTo: "/sellers/pricing-guide",
};
