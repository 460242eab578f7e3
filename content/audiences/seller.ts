// The For Sellers page (spec "Audience pages": four benefit cards, a four-step selling strategy,
// sample results: days on market, share of list price and price per sq ft, all named facts; calls to action).
import { factContent } from "../facts";
import type {
  AudienceCard,
  AudienceCta,
  AudienceHero,
  GuideLink,
  Metric,
  PageMetaText,
  SectionText,
  StrategyStep,
} from "./types";

export const sellerMeta: PageMetaText = {
  title: "For Sellers",
  description:
    "Sell your Greenwich home with pricing from this week's contracts, a four-step selling strategy and " +
    "results from our recent listings.",
};

export const sellerHero: AudienceHero = {
  eyebrow: "For sellers",
  title: "Sell Your Greenwich Home With the Market on Your Side",
  intro:
    "Price from this week's contracts, launch when buyers in your price band are most active, and negotiate " +
    "knowing what comparable homes actually went for.",
};

export const sellerBenefitsSection: SectionText = {
  id: "benefits",
  title: "What You Gain",
};

export const sellerBenefits: readonly AudienceCard[] = [
  {
    title: "Pricing From Live Contracts",
    description:
      "We price from homes that went to contract in recent weeks in your zone and price band, not from " +
      "closings that are months old.",
    icon: "price-tag",
  },
  {
    title: "Launch at the Right Moment",
    description:
      "We watch buyer activity in your price band week by week and recommend when to go live, so your home " +
      "meets the most buyers in its first days.",
    icon: "calendar",
  },
  {
    title: "Marketing to the Buyers Who Are Buying",
    description:
      "Relocating New Yorkers, move-up families, downsizers: we know who is buying in your neighborhood and " +
      "put your home in front of them.",
    icon: "target",
  },
  {
    title: "Negotiation Backed by Evidence",
    description: "Days on market and sale-to-list ratios for comparable homes show when to hold firm and when to move.",
    icon: "handshake",
  },
];

export const sellerStrategySection: SectionText = {
  id: "strategy",
  title: "Our Four-Step Selling Strategy",
  intro: "From the first conversation to the closing table, usually two to three months.",
};

export const sellerStrategy: readonly StrategyStep[] = [
  {
    title: "Market Analysis",
    timeline: "Week 1",
    description:
      "We study recent contracts, competing listings and price cuts in your zone and price band, and agree a " +
      "price range with you.",
    details: [
      "Comparable contracts from the last 90 days",
      "Competing listings and how long they have been on the market",
      "A price range and a date to review it",
    ],
  },
  {
    title: "Preparation and Staging",
    timeline: "Weeks 2-4",
    description:
      "Repairs buyers will notice, staging, professional photography and floor plans. We spend your money only " +
      "where buyers pay it back.",
    details: [
      "An optional pre-listing inspection, so nothing surprises you later",
      "Staging advice room by room",
      "Photography, floor plans and the listing text",
    ],
  },
  {
    title: "Launch and Marketing",
    timeline: "Weeks 4-6",
    description:
      "We go live when buyers in your price band are active, with the listing service, agent previews, open " +
      "houses and direct outreach to buyers we know.",
    details: [
      "Agent preview before the first open house",
      "Weekly feedback and showing figures",
      "A price review on the agreed date if offers are slow",
    ],
  },
  {
    title: "Negotiation and Closing",
    timeline: "30-60 days",
    description:
      "We compare every offer on price, terms and certainty, negotiate the inspection, and keep both " +
      "attorneys, the lender and the buyer's agent on schedule to the closing.",
    details: [
      "Offer comparison side by side",
      "Inspection and appraisal follow-up",
      "Conveyance tax and closing costs planned in advance",
    ],
  },
];

export const sellerResultsSection: SectionText = {
  id: "results",
  title: "Sample Results",
  intro:
    "Averages across our recent Greenwich listings. Every home is different, and past results are no promise " +
    "of future ones.",
};

/** The sample results, from the facts current when the page is rendered (docs/decisions/111). */
export const sellerResultsContent = factContent(({ factLabel, factValue, shownFacts }) => {
  const sellerResults: readonly Metric[] = [
    {
      label: "Average days on market, our listings",
      value: `${factValue("clientAverageDaysOnMarket")} days`,
      detail: factLabel("clientAverageDaysOnMarket"),
    },
    {
      label: "Of list price, our listings",
      value: factValue("clientSaleToListPercent"),
      detail: factLabel("clientSaleToListPercent"),
    },
    { label: "Per square foot", value: factValue("townPricePerSqFt"), detail: factLabel("townPricePerSqFt") },
  ];

  const sellerResultFacts = shownFacts("/seller", [
    "clientAverageDaysOnMarket",
    "clientSaleToListPercent",
    "townPricePerSqFt",
  ]);
  return { sellerResults, sellerResultFacts };
});

export const sellerGuidesSection: SectionText = { id: "seller-guides", title: "Guides for Sellers" };

export const sellerGuides: readonly GuideLink[] = [
  {
    label: "Home Pricing Guide 2025",
    to: "/sellers/pricing-guide",
    description: "Price per square foot by neighborhood, and what moves a home's value.",
  },
  {
    label: "Conveyance Tax Guide",
    to: "/sellers/conveyance-tax",
    description: "What the seller owes the state and the town at closing, with a calculator.",
  },
  {
    label: "Top Mistakes When Listing",
    to: "/sellers/listing-mistakes",
    description: "The errors that cost Greenwich sellers time and money, and how to avoid them.",
  },
  {
    label: "Knock Down or Renovate",
    to: "/sellers/renovate-vs-knockdown",
    description: "When a renovation pays, and when the land is worth more than the house.",
  },
];

export const sellerCta: AudienceCta = {
  title: "Thinking of Selling?",
  text:
    "Ask for a pricing review of your home: recent contracts near you, the competition you would face and a " +
    "suggested range. No obligation.",
  contactLabel: "Request a pricing review",
  contactRequest: "Pricing review for my home",
  reportLabel: "See this week's contracts",
};
