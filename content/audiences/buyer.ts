// The For Buyers page (spec "Audience pages": four benefit cards, three market-condition cards,
// the neighborhood guide, a four-step buying process, calls to action).
import { factContent, type FactName } from "../facts";
import { marketNowSection } from "../home";
import type {
  AudienceCard,
  AudienceCta,
  AudienceHero,
  GuideLink,
  PageMetaText,
  SectionText,
  StrategyStep,
} from "./types";

export const buyerMeta: PageMetaText = {
  title: "For Buyers",
  description:
    "Buy in Greenwich with real contract prices: market conditions, a neighborhood guide from Riverside to " +
    "the Backcountry, and a four-step buying process.",
};

export const buyerHero: AudienceHero = {
  eyebrow: "For buyers",
  title: "Buy in Greenwich Knowing What Homes Really Sell For",
  intro:
    "Asking prices tell you what sellers hope for. Contracts tell you what buyers paid. We show you the " +
    "contracts, neighborhood by neighborhood, so you can bid with confidence.",
};

export const buyerBenefitsSection: SectionText = { id: "benefits", title: "How We Help Buyers" };

export const buyerBenefits: readonly AudienceCard[] = [
  {
    title: "Real Contract Prices",
    description:
      "See what comparable homes went to contract for, how long they sat and how often they were cut before " +
      "you make an offer.",
    icon: "search",
  },
  {
    title: "The Right Neighborhood",
    description:
      "Schools, commute, lot size and price differ sharply from Byram to the Backcountry. We help you narrow " +
      "the map before you tour.",
    icon: "map-pin",
  },
  {
    title: "Speed When It Counts",
    description:
      "Well-priced homes near the villages and stations go to contract within weeks. We tell you the day they " +
      "list, and you arrive approved.",
    icon: "zap",
  },
  {
    title: "Negotiation From Evidence",
    description:
      "A home that has sat for 60 days is a different negotiation from one that listed on Thursday. We know " +
      "which is which.",
    icon: "handshake",
  },
];

export const buyerConditionsSection: SectionText = {
  id: "market-conditions",
  title: "Market Conditions Today",
  intro: `${marketNowSection.intro} What each figure means for you as a buyer:`,
};

/** What a market condition says for each way its figure moved from a year earlier. */
type ConditionWords = { title: string; meaning: string };

export type MarketCondition = {
  /** The home page's market-now figure the card shows (a measure of the registry), so the two pages agree. */
  measure: "homes-for-sale" | "median-days-on-market" | "median-sale-price";
  up: ConditionWords;
  down: ConditionWords;
  /** No change from a year earlier, or none given (too few records, no history). */
  steady: ConditionWords;
};

export const buyerConditions: readonly MarketCondition[] = [
  {
    measure: "homes-for-sale",
    down: {
      title: "Inventory Is Tight",
      meaning:
        "Fewer homes are for sale than a year ago. Be ready to act on the right one rather than wait for a wider choice.",
    },
    up: {
      title: "More Homes to Choose From",
      meaning:
        "More homes are for sale than a year ago. Take the time to compare, and use the choice when you negotiate.",
    },
    steady: {
      title: "Inventory Holds Steady",
      meaning: "About as many homes are for sale as a year ago. Watch the homes priced right: they still go first.",
    },
  },
  {
    measure: "median-days-on-market",
    down: {
      title: "Good Homes Sell Fast",
      meaning:
        "Homes go to contract faster than a year ago. Have your financing approved and your attorney chosen before you start touring.",
    },
    up: {
      title: "Homes Take Longer to Sell",
      meaning:
        "Homes sit longer than a year ago. A home that has been on the market for weeks leaves room to negotiate.",
    },
    steady: {
      title: "A Steady Pace",
      meaning: "Homes go to contract at about last year's pace. The well-priced ones still go within weeks.",
    },
  },
  {
    measure: "median-sale-price",
    up: {
      title: "Prices Are Still Rising",
      meaning:
        "The median keeps climbing, but not evenly: compare each home with recent contracts in its own zone, not with the town median.",
    },
    down: {
      title: "Prices Are Easing",
      meaning:
        "The median is below last year's. Compare each home with recent contracts in its own zone: not every street moved alike.",
    },
    steady: {
      title: "Prices Hold Steady",
      meaning: "The median is about where it was a year ago. Compare each home with recent contracts in its own zone.",
    },
  },
];

export const buyerNeighborhoodsSection: SectionText = {
  id: "neighborhood-guide",
  title: "Neighborhood Guide",
  intro:
    "Five of Greenwich's neighborhoods at a glance: their median price, the change in their village's median contract price on a year earlier, and how busy the market is.",
};

/**
 * A neighborhood of the buyer guide: its words, and the fact of its own median where it is part of a
 * village (decision 159). Its change on a year earlier, and the median of a neighborhood that is a
 * whole village, are its village's, computed from the history by the page.
 */
export type NeighborhoodSummary = {
  /** A neighborhood the history reads through its village (Riverside, Central Greenwich, ...). */
  name: string;
  /** The neighborhood's own median sale price, a named fact, where the history cannot separate it. */
  medianPrice?: FactName;
  activity: string;
  description: string;
};

/**
 * The buyer page's neighborhoods, as a function of the facts current when the page is rendered
 * (decision 111): the page's loader reads them with the site's fact book.
 */
export const buyerFacts = factContent(({ shownFacts }) => {
  // The medians of the neighborhoods that are part of a village, as the pricing guide shows them.
  const buyerNeighborhoodFacts = shownFacts("/buyer", [
    "centralGreenwichMedianSalePrice",
    "backcountryMedianSalePrice",
  ]);

  const buyerNeighborhoods: readonly NeighborhoodSummary[] = [
    {
      name: "Riverside",
      activity: "High: homes near the station draw multiple offers",
      description:
        "Shoreline streets, Riverside School and the train in minutes. Waterfront and near-water homes lead.",
    },
    {
      name: "Old Greenwich",
      activity: "Very high: the fastest market in town",
      description: "A walkable village, Tod's Point beach and its own station. Buyers compete for every good colonial.",
    },
    {
      name: "Central Greenwich",
      medianPrice: "centralGreenwichMedianSalePrice",
      activity: "Moderate: more choice, from condos to large houses",
      description: "Close to Greenwich Avenue and the main station, with the widest mix of homes and prices in town.",
    },
    {
      name: "Cos Cob",
      activity: "High: popular with first-time and move-up buyers",
      description: "Its own station, the Mianus River and some of Greenwich's best value for a family home.",
    },
    {
      name: "Backcountry",
      medianPrice: "backcountryMedianSalePrice",
      activity: "Low: estates take months, and price matters",
      description:
        "Four-acre zoning (RA-4) north of the Merritt Parkway: privacy, land and room for horses, with a longer drive.",
    },
  ];

  return { buyerNeighborhoodFacts, buyerNeighborhoods };
});

export const buyerProcessSection: SectionText = {
  id: "buying-process",
  title: "Our Four-Step Buying Process",
  intro: "Most of our buyers go from first conversation to closing in two to four months.",
};

export const buyerProcess: readonly StrategyStep[] = [
  {
    title: "Get Ready",
    timeline: "Week 1",
    description: "Agree your budget, get a lender's pre-approval and choose a real-estate attorney.",
    details: [
      "Pre-approval letter, or proof of funds for a cash purchase",
      "Closing costs planned: title insurance, attorney, inspection",
      "Your must-haves and nice-to-haves written down",
    ],
  },
  {
    title: "Narrow the Map",
    timeline: "Weeks 1-3",
    description:
      "We compare neighborhoods on schools, commute, lot size and recent contracts, and set alerts for the " +
      "streets that fit.",
    details: ["Neighborhood tours", "Recent contracts in your price band", "New listings as soon as they appear"],
  },
  {
    title: "Tour and Offer",
    timeline: "Weeks 2-8",
    description:
      "We tour with you, price each home against its recent comparables, and write offers that sellers take " +
      "seriously.",
    details: [
      "A comparable-contracts sheet for every serious home",
      "Offer terms beyond price: timing, contingencies, deposit",
      "Negotiation through to a signed contract",
    ],
  },
  {
    title: "Inspect and Close",
    timeline: "30-60 days",
    description:
      "Inspection, appraisal and your attorney's review of the contract and title, then the closing. We keep " +
      "every party on schedule.",
    details: ["Home, radon and septic or well inspections as needed", "Insurance quotes early", "Final walk-through"],
  },
];

export const buyerGuidesSection: SectionText = { id: "buyer-guides", title: "Guides for Buyers" };

export const buyerGuides: readonly GuideLink[] = [
  {
    label: "First-Time Buyer Guide",
    to: "/buyers/first-time-guide",
    description: "The steps, the costs and an affordability calculator.",
  },
  {
    label: "Best Neighborhoods for Families",
    to: "/buyers/family-neighborhoods",
    description: "Schools, parks and activities, neighborhood by neighborhood.",
  },
  {
    label: "Greenwich vs Stamford",
    to: "/buyers/greenwich-vs-stamford",
    description: "Prices, taxes, schools and commute side by side.",
  },
  {
    label: "Insurance & Tax Guide",
    to: "/insurance-education",
    description: "Insurance, conveyance tax and closing costs for a purchase.",
  },
];

export const buyerCta: AudienceCta = {
  title: "Start Your Greenwich Search",
  text: "Tell us what you are looking for. We will send recent contracts in your price band and suggest where to look first.",
  contactLabel: "Book a buyer consultation",
  contactRequest: "Buyer consultation",
  reportLabel: "See this week's contracts",
};

export const buyerNeighborhoodLabels = {
  medianPrice: "Median contract price",
  ownMedianPrice: "Median sale price",
  trend: "Trend",
  activity: "Activity",
  /** A village's trend in the words the colour rule colours, and its change: "Up: +6.4% on a year earlier". */
  trendWords: { up: "Up", stable: "Stable", down: "Down" },
  onYearEarlier: "on a year earlier",
  noChange: "No change given",
} as const;
