// Every figure and sentence of the home page. The components only lay it out.
import { formatLongDate } from "~/lib/format";
import { site } from "./site";

/** Icons the home page uses, by name; app/features/home/home-icons.server.ts picks their drawings. */
export type HomeIconName =
  | "refresh"
  | "lightbulb"
  | "report"
  | "price-trends"
  | "neighborhood"
  | "alerts"
  | "custom-report"
  | "piggy-bank"
  | "dollar-badge"
  | "target"
  | "calendar-clock";

export type Testimonial = { quote: string; name: string; role: string };

export type Benefit = {
  title: string;
  description: string;
  /** The audience the benefit speaks to. */
  badge: string;
  icon: HomeIconName;
  /** The gain the publisher claims for the area (an editorial figure). */
  gain: string;
};

export type Feature = { title: string; description: string; icon: HomeIconName };

export type HeroCard = { title: string; description: string; icon: HomeIconName };

export type AudiencePath = "/buyer" | "/investor" | "/seller" | "/brokerage";
export type AudienceButton = { label: string; path: AudiencePath };

export type ReportLink = { label: string; to: string };

export type SectionHeading = { eyebrow: string; title: string; intro: string };

export const hero = {
  eyebrow: "Greenwich, Connecticut residential real estate",
  title: "Real-Time Greenwich Market Analytics",
  /** The rotating audience phrase, in the order it rotates. */
  audiencePhrases: [
    "For Buyers",
    "For Investors",
    "For Sellers",
    "For Brokerages",
    "For Your Team",
    "For Your Property",
    "For You",
  ],
  /** What screen readers hear instead of the rotation, so the text never changes under them. */
  audienceSentence: "For buyers, investors, sellers, brokerages, teams, property owners and you.",
  lead:
    "Every week we compile the contracts signed across Greenwich, from Byram to the Backcountry, and " +
    "turn them into prices, days on market and trends you can act on.",
  reportLinks: {
    market: { label: "Market Report", to: "/market-report" },
    quarterly: { label: "Yearly Review", to: "/yearly-market-summary" },
  } satisfies Record<string, ReportLink>,
  cards: [
    {
      title: "Real-Time Updates",
      description:
        "Contracts are tracked as they are signed, not months later when they close, so you see the market turn as it turns.",
      icon: "refresh",
    },
    {
      title: "Data-Driven Insights",
      description:
        "Days on market, price per square foot and price cuts by neighborhood and zone, read by a broker who works them every day.",
      icon: "lightbulb",
    },
    {
      title: "Comprehensive Reports",
      description:
        "Weekly contract reports, a quarterly review and a yearly summary, with every sale listed behind the headline figures.",
      icon: "report",
    },
  ] satisfies readonly HeroCard[],
  audienceIntro: "Choose your view of the market:",
  /** Four audience buttons, to these four pages. */
  audienceButtons: [
    { label: "For Buyers", path: "/buyer" },
    { label: "For Investors", path: "/investor" },
    { label: "For Sellers", path: "/seller" },
    { label: "For Brokerages", path: "/brokerage" },
  ] satisfies readonly AudienceButton[],
} as const;

export const featuresSection = {
  eyebrow: "What you get",
  title: "Everything You Need to Read the Greenwich Market",
  intro:
    "Greenwich is not one market but a dozen: a Riverside waterfront colonial, a Byram starter home and a " +
    "four-acre Backcountry estate trade on different clocks. We report them separately.",
  features: [
    {
      title: "Price Trends",
      description:
        "Median and per-square-foot prices by property type and price band, compared with last month and last year.",
      icon: "price-trends",
    },
    {
      title: "Neighborhood Intel",
      description:
        "Old Greenwich, Riverside, Cos Cob, Byram, Central Greenwich and the Backcountry, each with its own pace, prices and buyers.",
      icon: "neighborhood",
    },
    {
      title: "Instant Alerts",
      description:
        "The Monday-morning newsletter flags what moved last week: new contracts, price reductions and homes that sold fast.",
      icon: "alerts",
    },
    {
      title: "Custom Reports",
      description: "Ask for a report on your street, your zone or your price band before you list, bid or buy to rent.",
      icon: "custom-report",
    },
  ] satisfies readonly Feature[],
} as const;

export const benefitsSection = {
  eyebrow: "The benefits",
  title: "Better Decisions, Measurable Results",
  intro: "Whichever side of the table you sit on, knowing the numbers first is worth money.",
  // Publisher's editorial claims (a claimed percentage gain), not computed figures.
  benefits: [
    {
      title: "Save Money as a Buyer",
      description:
        "See what comparable homes actually went to contract for, how long they sat and how often they were cut, and negotiate from evidence instead of the asking price.",
      badge: "For Buyers",
      icon: "piggy-bank",
      gain: "Save up to 8%",
    },
    {
      title: "Maximize Seller Profits",
      description:
        "Price from this week's contracts, not last year's closings, and launch when buyers in your price band are most active.",
      badge: "For Sellers",
      icon: "dollar-badge",
      gain: "Earn up to 6% more",
    },
    {
      title: "Spot Investment Opportunities",
      description: "Find the knockdowns, long-listed homes and rental pockets the headline medians hide, zone by zone.",
      badge: "For Investors",
      icon: "target",
      gain: "Up to 15% higher returns",
    },
    {
      title: "Perfect Market Timing",
      description: "Watch inventory and days on market move week by week, and act when the balance tips your way.",
      badge: "For Everyone",
      icon: "calendar-clock",
      gain: "Close up to 30% faster",
    },
  ] satisfies readonly Benefit[],
  disclaimer: "Gains are the publisher's estimates from past client outcomes; individual results vary.",
} as const;

export const aboutSection = {
  eyebrow: "About us",
  title: `Meet ${site.broker.name}`,
  paragraphs: [
    `${site.broker.name} is a ${site.broker.title.toLowerCase()} with ${site.broker.brokerage} and has ` +
      "spent more than twenty-five years selling homes in Greenwich, from waterfront houses in Belle Haven " +
      "and Old Greenwich to estates in the Backcountry.",
    `${site.name} grew out of the notes ${site.broker.name} kept for clients: what sold, for how much and ` +
      "how fast. Today it is published weekly so every buyer, seller, investor and agent in town can work " +
      "from the same facts.",
  ],
  credentialsHeading: "Credentials",
  contactPrompt: "Questions about a home, a street or the market? Call or write directly.",
  callLabel: "Call",
  emailLabel: "E-mail",
} as const;

/**
 * The market-now section's words. The four statistics and the luxury segment's change are computed
 * from the history by the measure registry (decision 139), and so are the Top Areas and the fast
 * market (decision 159): the home feature gives them, dated and with their counts.
 */
export const marketNowSection = {
  eyebrow: "Market now",
  title: "The Greenwich Market Right Now",
  intro: "Across all of Greenwich: each figure says what it covers and what it is compared with.",
  /** The newest complete week the figures come from. */
  dated: (weekStart: string) => `Week of ${formatLongDate(weekStart)}, from the broker's history.`,
  noHistory: "No week has been published yet, so there is no market figure to show.",
  statisticsLabel: "Key market statistics",
  pauseLabel: "Pause scrolling",
  noChange: "No change",
  topAreas: {
    title: "Top Areas",
    /** `period`: "52 weeks to October 19, 2025". */
    caption: (period: string) => `Median contract price by village, change on the 52 weeks before (${period})`,
    /** `minimum`: the contracts a median needs (the registry's minimum). */
    none: (minimum: number) => `No village has a change to show yet: each needs ${minimum} contracts in both periods.`,
  },
  luxury: {
    title: "Luxury Segment",
    /** `band`: the price band's label ("$6M and up"). */
    caption: (band: string, now: string, before: string, period: string) =>
      `change in sale contracts at ${band}: ${now} in ${period}, against ${before} in the 52 weeks before`,
    description:
      "Backcountry estates, Conyers Farm, Round Hill and the Belle Haven waterfront keep drawing buyers " +
      "from New York City. Well-priced estates sell in weeks; overpriced ones still sit.",
  },
  fastMarket: {
    title: "Fast Market",
    /**
     * `count`: "36 of 298 sale contracts under $3M"; `period`: "52 weeks to October 19, 2025";
     * `limit` and `days`: the fast market's rule ("$3M", 14).
     */
    caption: (count: string, period: string, limit: string, days: number) =>
      `of sale contracts under ${limit} went under contract within ${days} days (${period}: ${count})`,
    description:
      "Move-in-ready homes near the Old Greenwich, Riverside and Cos Cob train stations draw multiple " +
      "offers. Have financing approved before the first showing.",
  },
} as const;

export const testimonialsSection = {
  eyebrow: "Testimonials",
  title: "What Our Clients Say",
  carouselLabel: "Client testimonials",
  previousLabel: "Previous testimonial",
  nextLabel: "Next testimonial",
  /** Accessible name of the dot that shows testimonial N (1-based): "Show testimonial 2". */
  dotLabelPrefix: "Show testimonial",
  /** Accessible name of a slide: "1 of 3". */
  slideLabelJoiner: "of",
  // Names are generic placeholders; the publisher replaces them with clients who agreed to be quoted.
  testimonials: [
    {
      quote:
        "The weekly contract reports showed us what homes near the Riverside station were really selling for. " +
        "We made a confident offer below asking and got the house.",
      name: "Sarah M.",
      role: "Buyer, Riverside",
    },
    {
      quote:
        "We priced from the days-on-market data instead of hope. Our Old Greenwich colonial was under contract " +
        "in under three weeks, with two offers on the table.",
      name: "David K.",
      role: "Seller, Old Greenwich",
    },
    {
      quote:
        "The zone-by-zone figures pointed me to an undervalued knockdown in Cos Cob before it hit the wider " +
        "market. The report pays for my Monday coffee many times over.",
      name: "Michael R.",
      role: "Investor, Cos Cob",
    },
  ] satisfies readonly Testimonial[],
} as const;

export const homeMeta = {
  title: site.name,
  description:
    "Real-time residential market analytics for Greenwich, Connecticut: weekly contract reports, prices, " +
    "days on market and neighborhood trends for buyers, sellers, investors and brokerages.",
} as const;
