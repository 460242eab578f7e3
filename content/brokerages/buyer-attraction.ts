// /brokerages/buyer-attraction: how a brokerage uses the report to attract and keep buyers.
import type { GuideLink, InfoCard } from "./types";

export const buyerAttractionPage = {
  meta: {
    title: "Attract More Buyers With Market Insight: A Guide for Brokerages",
    description:
      "Five ways Greenwich brokerages use weekly contract data, neighborhood guides and tax and cost calculators to attract buyers, answer their questions and keep them through the search.",
  },
  hero: {
    eyebrow: "For brokerages and teams",
    title: "Attract Buyers With Answers, Not Listings",
    intro:
      "Buyers relocating to Greenwich arrive with the same questions: what will it cost, how fast do homes go, which neighborhood fits. The team that answers first, with figures, is the team they call back.",
    contactAction: "Plan a buyer campaign with us",
    contactRequest: "Buyer attraction: using the report in our buyer campaigns",
    subscribeAction: "Subscribe to the weekly report",
  },
  questions: {
    id: "buyer-questions",
    title: "What Buyers Ask First",
    intro: "Each of these has an answer on this site that you can send in one link.",
    items: [
      {
        title: "How fast do homes sell?",
        description: "Average days on market by property type, with the color band, from this week's report.",
      },
      {
        title: "What does a home here really cost?",
        description:
          "The week's price range and $/sq ft by zone, plus the Greenwich vs Stamford comparison for relocating buyers.",
      },
      {
        title: "What are the taxes?",
        description: "Greenwich's low mill rate and the calculator from market value to annual tax, with fiscal years.",
      },
      {
        title: "What do I pay at closing?",
        description: "The conveyance tax, insurance and closing-cost guide, with a worked estimate.",
      },
    ] satisfies readonly InfoCard[],
  },
  plays: {
    id: "plays",
    title: "Five Plays That Bring Buyers In",
    steps: [
      {
        title: "A Monday note to your buyer list",
        description:
          "Forward the weekly summary with one line for each active buyer's price band. It gives every buyer a reason to hear from you each week.",
      },
      {
        title: "Open-house handouts with zone figures",
        description:
          "Print the zone card for the house's zone: contracts, average days on market and $/sq ft. Visitors keep the sheet, and your name.",
      },
      {
        title: "A relocation packet",
        description:
          "Send new buyers the neighborhood guides, the tax calculator and the closing-cost guide together before their first visit.",
      },
      {
        title: "Just-contracted alerts",
        description:
          "When a home in a buyer's target zone goes to contract, tell them the days on market and price per square foot.",
      },
      {
        title: "First-time buyer evenings",
        description: "Walk renters and first-time buyers through the affordability calculator and the Byram guide.",
      },
    ],
  },
  resources: {
    id: "resources",
    title: "Pages to Send Buyers",
    links: [
      { label: "First-Time Buyer Guide", to: "/buyers/first-time-guide" },
      { label: "Greenwich vs Stamford", to: "/buyers/greenwich-vs-stamford" },
      { label: "Best Neighborhoods for Families", to: "/buyers/family-neighborhoods" },
      { label: "Byram Guide", to: "/buyers/byram-guide" },
      { label: "Mill rates and tax calculator", to: "/investors/mill-rates" },
      { label: "Insurance & Tax Guide", to: "/insurance-education" },
    ] satisfies readonly GuideLink[],
  },
  cta: {
    title: "Give Your Buyers the Numbers First",
    text: "Subscribe to the Monday report, or ask us for a co-branded buyer packet for your team.",
    subscribeAction: "Subscribe to the report",
    contactAction: "Ask about a buyer packet",
    contactRequest: "Co-branded buyer packet for our team",
  },
} as const;
