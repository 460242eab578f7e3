// Top Mistakes When Listing: six mistakes, four success strategies, four
// Greenwich-specific mistakes and three cost statistics: our listings' days on market (a fact), the
// town's sale-to-list price (the history's, decision 159) and the publisher's estimate of price cuts.
import { factContent, type HistoryQuote } from "../facts";
import type { GuideIntro, KeyFigure, Mistake, Strategy } from "./types";

export const listingMistakesIntro: GuideIntro = {
  title: "Top Mistakes When Listing Your Greenwich Home",
  metaDescription:
    "The six listing mistakes that cost Greenwich sellers the most, what they cost, what to do instead, and the local pitfalls that catch even experienced owners.",
  eyebrow: "Seller guide",
  intro:
    "Most homes that sit on the market were not bad houses; they were listed the wrong way. These are the mistakes we see most often in Greenwich, what they cost, and how to avoid them before the sign goes up.",
};

export const costStatisticsHeading = { title: "What the mistakes cost" };

/** listingMistakesContent: the text that quotes facts, from the book current when the page is rendered (docs/decisions/111). */
export const listingMistakesContent = factContent(({ factValue, facts, shownFacts }) => {
  const costStatisticFacts = shownFacts("/sellers/listing-mistakes", ["clientAverageDaysOnMarket"]);

  /** The town's sale-to-list price is the history's (decision 159), handed in by the page. */
  const costStatistics = (saleToList: HistoryQuote): readonly KeyFigure[] => [
    {
      value: `${factValue("clientAverageDaysOnMarket")} days`,
      label: "Average days on market, our listings",
      note: `of our well-priced listings (${facts.clientAverageDaysOnMarket.period}); overpriced homes often sit two to three times as long.`,
    },
    {
      value: saleToList.value,
      label: "Of list price",
      note: `the town's median ${saleToList.label.replace(/^Sale-to-list price/, "sale-to-list price")}: priced right, sellers keep almost all of their asking price.`,
    },
    {
      value: "5-10%",
      label: "Lost after price cuts",
      note: "a listing that needs reductions typically sells that much below what a right first price would have fetched.",
    },
  ];

  return { costStatisticFacts, costStatistics };
});

export const mistakesHeading = {
  title: "Six listing mistakes and how to avoid them",
  intro: "Each one is common, each one is costly, and each one is avoidable with a little preparation.",
};

export const listingMistakes: readonly Mistake[] = [
  {
    mistake: "Overpricing to leave room to negotiate",
    consequence:
      "Buyers and their agents compare every listing with recent sales. A high price loses the first weeks of attention and ends in reductions that signal a problem.",
    solution:
      "Price from closed sales of the last six months, adjusted for lot, condition and location, and let competition push the price up.",
  },
  {
    mistake: "Listing before the house is ready",
    consequence:
      "Deferred maintenance and clutter show in every photo. Buyers discount far more than the repairs would have cost.",
    solution:
      "Fix what an inspector will find, paint, declutter and stage before the photographer comes. Listing a week later beats listing unready.",
  },
  {
    mistake: "Poor photography and no floor plan",
    consequence:
      "Almost every buyer sees the listing online first. Dark, phone-made photos get scrolled past, and a missing floor plan leaves buyers guessing.",
    solution: "Professional photography, a measured floor plan and, for larger properties, drone and twilight images.",
  },
  {
    mistake: "Limiting showings",
    consequence:
      "Narrow windows and long notice requirements keep out the buyers who are ready to act, often relocating families visiting for a weekend.",
    solution: "Keep the house show-ready for the first three weeks and say yes to short-notice appointments.",
  },
  {
    mistake: "Hiding known problems",
    consequence:
      "Connecticut sellers must complete the Residential Property Condition Disclosure Report. Problems found at inspection reopen the price or end the deal.",
    solution: "Disclose fully, get a pre-listing inspection if the house is older, and fix or price in what it finds.",
  },
  {
    mistake: "Choosing the wrong timing",
    consequence:
      "Greenwich is a school-calendar market. A family home listed in late autumn meets the thinnest buyer pool of the year.",
    solution:
      "Aim for February to May for family homes, and use the summer and early autumn for waterfront and second-home buyers.",
  },
];

export const strategiesHeading = {
  title: "Four strategies that work",
  intro: "What the fastest, strongest sales of the last year had in common.",
};

export const successStrategies: readonly Strategy[] = [
  {
    strategy: "Prepare before you price",
    description:
      "A pre-listing inspection, small repairs and staging let you price from strength and remove the buyer's reasons to renegotiate.",
  },
  {
    strategy: "Launch with a plan",
    description:
      "Photos, floor plan, broker open house and the first weekend's showings are scheduled before the listing goes live, so the first two weeks count.",
  },
  {
    strategy: "Market to the likely buyer",
    description:
      "New York relocations, downsizers from the Backcountry and local move-up families read different media. Reach the buyers your house suits.",
  },
  {
    strategy: "Review the response weekly",
    description:
      "Showings, second visits and feedback tell you within two to three weeks whether the price is right. Adjust early, once, and decisively.",
  },
];

export const townMistakesHeading = {
  title: "Greenwich-specific mistakes",
  intro: "Local rules and habits that catch even owners who have sold before.",
};

export const townMistakes: readonly Mistake[] = [
  {
    mistake: "Ignoring flood zone and elevation",
    consequence:
      "Buyers near the water ask for the flood zone, the elevation certificate and the flood insurance cost at the first showing; without them the house looks riskier than it is.",
    solution: "Have the elevation certificate and an insurance quote in the listing package.",
  },
  {
    mistake: "Unpermitted work and open permits",
    consequence:
      "Finished basements, decks and pool houses without closed permits surface in the buyer's attorney's search and delay closing.",
    solution: "Check the Building Department's records early and close old permits before you list.",
  },
  {
    mistake: "Pricing a Byram home against central Greenwich",
    consequence:
      "The Greenwich address does not carry central-Greenwich prices everywhere: Byram trades at about half the town's price per square foot.",
    solution: "Price from sales in your own neighborhood and school district, not the town-wide median.",
  },
  {
    mistake: "Forgetting the conveyance tax",
    consequence:
      "Connecticut's real estate conveyance tax, state and town, is paid by the seller at closing, cannot be financed and surprises first-time sellers.",
    solution:
      "Net it out, with your attorney's fees and any commission, before you set your price; our conveyance tax guide works it out.",
  },
];

export const listingMistakesCta = {
  title: "List it right the first time",
  text: "We review your house, your timing and your price before you list, and tell you what buyers will see.",
  consultationLabel: "Request a pre-listing review",
  consultationRequest: "Pre-listing review",
  secondaryLabel: "Read the pricing guide",
  secondaryTo: "/sellers/pricing-guide",
};
