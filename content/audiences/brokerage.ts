// The For Brokerages page (spec "Audience pages": four feature cards, six benefits, calls to action).
import type { AudienceCard, AudienceCta, AudienceHero, PageMetaText, SectionText } from "./types";

export const brokerageMeta: PageMetaText = {
  title: "For Brokerages",
  description:
    "Weekly Greenwich contract data, zone-by-zone analysis and market briefings for brokerages and their agents.",
};

export const brokerageHero: AudienceHero = {
  eyebrow: "For brokerages",
  title: "Market Intelligence for Greenwich Brokerages",
  intro:
    "Your agents are asked every day what homes are selling for and how fast. We publish the answer every week, " +
    "from signed contracts, zone by zone, and we will help your office put it in front of agents and clients.",
};

export const brokerageFeaturesSection: SectionText = {
  id: "features",
  title: "What We Provide",
  intro: "Four things your office can use from this week on.",
};

export const brokerageFeatures: readonly AudienceCard[] = [
  {
    title: "Weekly Contract Reports",
    description:
      "Every contract signed in Greenwich during the week, with price, price per square foot, zone and days on " +
      "market, published each Monday.",
    icon: "report",
  },
  {
    title: "Zone and Price-Band Analysis",
    description:
      "Days on market and pricing by zoning district and price band, so a half-acre lot in Riverside is " +
      "compared with half-acre lots, not with the town median.",
    icon: "chart",
  },
  {
    title: "Market Briefings for Your Team",
    description:
      "On request, we walk your sales meeting through the month's contracts and answer agents' questions about " +
      "pricing and pace.",
    icon: "presentation",
  },
  {
    title: "The Monday Newsletter",
    description:
      "The weekly report in every agent's inbox before the week starts, so your whole office quotes the same " +
      "figures.",
    icon: "newsletter",
  },
];

export const brokerageBenefitsSection: SectionText = {
  id: "benefits",
  title: "Why Brokerages Use the Report",
  intro: "Shared, sourced numbers make every conversation with a client shorter and more convincing.",
};

export const brokerageBenefits: readonly AudienceCard[] = [
  {
    title: "Win More Listing Appointments",
    description: "Agents arrive with the zone's recent contracts, not last year's closings, and sellers notice.",
    icon: "trophy",
  },
  {
    title: "Price Right the First Time",
    description: "Pricing from current contracts means fewer price cuts, shorter campaigns and happier sellers.",
    icon: "target",
  },
  {
    title: "Save Research Hours",
    description: "The week's contracts are compiled for you, so agents spend their time with clients instead.",
    icon: "clock",
  },
  {
    title: "Train New Agents Faster",
    description: "Reading the whole town every week teaches a newcomer Greenwich's geography, zones and pace.",
    icon: "graduation",
  },
  {
    title: "Give Buyers' Agents an Edge",
    description: "Knowing which homes went fast and which sat tells an agent how hard to push before writing an offer.",
    icon: "handshake",
  },
  {
    title: "Speak With One Voice",
    description: "When every agent quotes the same sourced figures, clients trust the office, not just the agent.",
    icon: "users",
  },
];

export const brokerageCta: AudienceCta = {
  title: "Bring Weekly Market Data to Your Office",
  text:
    "Tell us about your team, and we will suggest how to use the reports, from sales meetings to listing " +
    "presentations.",
  contactLabel: "Talk to us about your team",
  contactRequest: "Brokerage: market data and briefings for our team",
  reportLabel: "See this week's report",
};
