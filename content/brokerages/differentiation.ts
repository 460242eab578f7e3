// /brokerages/differentiation: how a brokerage or team stands apart by working from this report.
import type { InfoCard } from "./types";

export const differentiationPage = {
  meta: {
    title: "Stand Out With Market Data: A Guide for Greenwich Brokerages",
    description:
      "How Greenwich brokerages and teams use weekly contract data to win listings, advise buyers and build a reputation for knowing the market, with rules for citing figures honestly.",
  },
  hero: {
    eyebrow: "For brokerages and teams",
    title: "Differentiate Your Team With Weekly Market Data",
    intro:
      "In a town where every agent has access to the same listings, the team that explains the market best wins the conversation. This report gives you the contracts of the week, sorted and explained, to build that reputation on.",
    contactAction: "Talk about a team partnership",
    contactRequest: "Brokerage partnership: using the weekly report with our team",
    reportAction: "See the weekly report",
  },
  why: {
    id: "why-data",
    title: "Why Data Sets a Team Apart",
    intro: "Clients have seen the listing portals. What they lack is a reading of what is happening this week.",
    items: [
      {
        title: "Contracts, not closings",
        description:
          "Closed sales describe the market of two or three months ago. Contracts signed this week show where buyers and sellers are agreeing now.",
      },
      {
        title: "Zone by zone, not town-wide",
        description:
          "A Backcountry estate and a Byram cape do not share a market. Zone performance and $/sq ft by zone let you speak to the client's own street.",
      },
      {
        title: "Every week, on a schedule",
        description:
          "A Monday-morning report gives your team a reason to call every client every week, with something new to say.",
      },
      {
        title: "Figures anyone can check",
        description:
          "Each figure links back to the contracts behind it, so your advice holds up when a client, an attorney or another agent looks closer.",
      },
    ] satisfies readonly InfoCard[],
  },
  uses: {
    id: "ways-to-use",
    title: "Six Ways Teams Put the Report to Work",
    items: [
      {
        title: "Listing presentations",
        description: "Open with this week's contracts in the seller's zone: count, days on market and $/sq ft.",
      },
      {
        title: "Pricing conversations",
        description:
          "Replace 'I think' with the price range and days on market of homes like theirs that just went to contract.",
      },
      {
        title: "Buyer consultations",
        description: "Show how fast homes in the buyer's range are moving, so offers are made on evidence, not hope.",
      },
      {
        title: "Your sphere newsletter",
        description:
          "Forward the weekly summary with two lines of your own reading; it keeps you present without selling.",
      },
      {
        title: "Social posts",
        description:
          "One figure a week, such as average days on market with its color band, makes a clear and truthful post.",
      },
      {
        title: "Recruiting and training",
        description: "New agents learn the town faster reading every contract each week, zone by zone.",
      },
    ] satisfies readonly InfoCard[],
  },
  presentation: {
    id: "listing-presentation",
    title: "A Listing Presentation Built on This Week's Contracts",
    steps: [
      {
        title: "Pull the seller's zone",
        description: "From the weekly report, note the zone's contracts, average days on market and average $/sq ft.",
      },
      {
        title: "Set the home against them",
        description:
          "Multiply the home's above-grade square feet by the zone's $/sq ft, then adjust for lot, condition and location.",
      },
      {
        title: "Show the pace",
        description:
          "Use the days-on-market color band to set expectations: 30 days or fewer is a fast market, above 60 a slow one.",
      },
      {
        title: "Leave the report behind",
        description: "Give the seller the weekly contracts PDF; it keeps working after you leave the room.",
      },
    ],
  },
  rules: {
    id: "citing-figures",
    title: "Citing Figures Honestly",
    intro: "Credibility is the point. A few rules keep it intact.",
    items: [
      {
        title: "Name the source and the week",
        description: "Say 'contracts signed Sep 8-14, 2025' rather than 'the market'.",
      },
      {
        title: "Do not round in your favor",
        description: "Quote figures as the report gives them, including the slow weeks.",
      },
      {
        title: "Mind small samples",
        description:
          "A week with two condo contracts says little about condos; say so, or use the archive for more weeks.",
      },
      {
        title: "Follow MLS and advertising rules",
        description:
          "Respect your MLS's rules on sharing listing data and Connecticut's advertising rules for licensees.",
      },
    ] satisfies readonly InfoCard[],
  },
  cta: {
    title: "Bring the Report to Your Team",
    text: "Subscribe every agent to the Monday report, or talk to us about a briefing for your office.",
    subscribeAction: "Subscribe your team",
    contactAction: "Request an office briefing",
    contactRequest: "Office briefing on the weekly market report",
  },
} as const;
