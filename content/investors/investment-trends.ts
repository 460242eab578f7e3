import { factContent, type HistoryQuote } from "../facts";
import { strategyRiskLevels } from "./strategy-risk";
import { formatPercent } from "~/lib/format";
import { ASSESSMENT_RATIO } from "./mill-rates";

/** Connecticut assesses at 70% of market value (the mill-rate module's constant). */
const ASSESSED_SHARE = formatPercent(ASSESSMENT_RATIO * 100, 0);

// /investors/investment-trends: the trends an investor weighing Greenwich property should watch.
// The town median and days on market (decisions 141 and 159) and the sale-to-list price (decision
// 159) are the market history's, handed in by the page; the tax figure is computed on the page from
// the mill-rate module; Byram's median and the appreciation are the publisher's facts.

export type HeadlineFigure = { label: string; value: string; detail: string };
export type Trend = { title: string; description: string; implication: string };
export type Strategy = {
  strategy: string;
  description: string;
  timeframe: string;
  watch: string;
  /** The colour rule: Low green, Medium and Low-Medium yellow, anything else red. */
  riskLevel: "Low" | "Low-Medium" | "Medium" | "Medium-High" | "High";
};

/** investmentTrendsContent: the text that quotes facts, from the book current when the page is rendered (docs/decisions/111). */
export const investmentTrendsContent = factContent(({ factLabel, factValue, shownFacts }) => {
  const investmentTrendsPage = {
    meta: {
      title: "Greenwich Real Estate Investment Trends",
      description:
        "The trends behind Greenwich, Connecticut property returns: scarce inventory, new construction on older lots, entry-level neighborhoods, low property tax, and how to read them week by week.",
    },
    hero: {
      eyebrow: "For investors",
      title: "Greenwich Investment Trends",
      intro:
        "Greenwich is a scarce, high-value market with a low tax rate and buyers from New York City who pay for time and space. These are the forces that move returns here, and where the weekly contract data shows them first.",
      reportAction: "Read this week's report",
      contactAction: "Talk through an acquisition",
      contactRequest: "Investment consultation: Greenwich acquisition",
    },
    headline: {
      id: "market-at-a-glance",
      title: "The Market at a Glance",
      intro: "Greenwich homes as the publisher tracks them; each figure says what it covers and for when.",
      /** The history's town median (decision 141), shown first. */
      townMedian: (townMedian: HistoryQuote): HeadlineFigure => ({
        label: "Town median contract price",
        value: townMedian.value,
        detail: `${townMedian.label}; Byram, the entry point, near ${factValue("byramMedianSalePrice")}`,
      }),
      /** The history's median days on market of the town median's year (decision 159), shown second. */
      daysOnMarket: (days: HistoryQuote): HeadlineFigure => ({
        label: "Median days on market",
        value: days.value,
        detail: `${days.label}, listing to signed contract`,
      }),
      /** The history's sale-to-list price over the newest 52 weeks (decision 159), shown third. */
      saleToList: (saleToList: HistoryQuote): HeadlineFigure => ({
        label: "Sale price to list price",
        value: saleToList.value,
        detail: `${saleToList.label}: little room below asking on good homes`,
      }),
      figures: [
        {
          label: "Yearly appreciation",
          value: factValue("westernGreenwichAppreciation"),
          detail: factLabel("westernGreenwichAppreciation"),
        },
      ] satisfies readonly HeadlineFigure[],
      facts: shownFacts("/investors/investment-trends", ["byramMedianSalePrice", "westernGreenwichAppreciation"]),
      taxLabel: "Property tax on market value",
      taxDetail: (fiscalYear: string, millRate: string) =>
        `${fiscalYear}, ${millRate} mills on a ${ASSESSED_SHARE} assessment`,
      footnote:
        "The town median, days on market and sale-to-list price are computed from the market history, as the quarterly reports compute them; the appreciation and Byram's median are the publisher's figures for the period each names; the tax figure is computed from the town's mill rate. Week-by-week counts, days on market and prices per square foot are in the weekly report.",
    },
    trends: {
      id: "trends",
      title: "Six Trends Shaping Returns",
      intro: "What is changing, and what it means for someone putting capital to work here.",
      items: [
        {
          title: "Inventory stays scarce",
          description:
            "Zoning that protects large lots, very little buildable land and long-tenured owners keep the number of homes for sale low, even when prices rise.",
          implication:
            "Buy on fundamentals, not on waiting for a glut: well-located homes rarely sit long enough to get cheap.",
        },
        {
          title: "Old houses on good lots become new houses",
          description:
            "Dated homes in the R-7 to R-20 zones near the train and the water are bought for the land and rebuilt, setting new price records on streets that had none.",
          implication:
            "The land is the asset. Judge a purchase by what the zone allows you to build, not by the house on it.",
        },
        {
          title: "The luxury tier runs on its own clock",
          description:
            "Estate homes in the RA zones (one to four acres and more) trade in small numbers and depend on a handful of buyers; one sale moves the averages.",
          implication: "Read luxury by zone and over several weeks; a single week's average says little.",
        },
        {
          title: "Entry-level neighborhoods rise fastest",
          description:
            "Byram, Glenville and parts of Cos Cob offer Greenwich schools, services and the low tax rate at a fraction of the town median, and draw buyers priced out elsewhere.",
          implication: "Smaller homes and condominiums here rent well and resell to a deep pool of first-time buyers.",
        },
        {
          title: "The low tax rate is a standing advantage",
          description:
            "Greenwich's mill rate is among the lowest in Connecticut and well below its neighbors' (Stamford's is more than twice as high), which lowers the carrying cost of every dollar of value.",
          implication: "Compare towns on the annual tax in dollars: the gap can pay a large share of a mortgage.",
        },
        {
          title: "Cash and large down payments cushion rate swings",
          description:
            "A large share of Greenwich buyers pay cash or borrow little, so mortgage rates slow the market less here than in most towns.",
          implication: "Expect prices to hold better in a downturn, and fewer bargains because of it.",
        },
      ] satisfies readonly Trend[],
    },
    strategies: {
      id: "strategies",
      title: "Strategies by Investor Profile",
      intro: "Four ways investors approach Greenwich, with the horizon, the figure to watch and the level of risk.",
      caption: "Investment strategies in Greenwich",
      columns: {
        strategy: "Strategy",
        description: "Approach",
        timeframe: "Timeframe",
        watch: "Watch in the weekly report",
        risk: "Risk level",
      },
      items: [
        {
          strategy: "Buy and hold",
          description: "A well-located single-family home, held for appreciation and rented or lived in.",
          timeframe: "7-10+ years",
          watch: "Average price and $/sq ft by zone",
          riskLevel: strategyRiskLevels.buyAndHold,
        },
        {
          strategy: "Condominium rental",
          description: "A condominium near the train or downtown, let to professionals and relocating families.",
          timeframe: "5+ years",
          watch: "Condo and rental contracts",
          riskLevel: strategyRiskLevels.rental,
        },
        {
          strategy: "Renovate and resell",
          description: "A dated home in a strong neighborhood, updated and sold within a market cycle.",
          timeframe: "1-2 years",
          watch: "Days on market in the price band you will sell in",
          riskLevel: strategyRiskLevels.renovateAndResell,
        },
        {
          strategy: "Knockdown and rebuild",
          description: "A tear-down bought for the lot and replaced with new construction.",
          timeframe: "2-3 years",
          watch: "Land-value contracts and new-construction prices",
          riskLevel: strategyRiskLevels.knockdownAndRebuild,
        },
      ] satisfies readonly Strategy[],
    },
    process: {
      id: "reading-the-report",
      title: "Reading the Weekly Report as an Investor",
      steps: [
        {
          title: "Start with days on market",
          description:
            "Green (30 days or fewer) means buyers are competing; red (above 60) means room to negotiate. Compare by property type before you bid.",
        },
        {
          title: "Check $/sq ft against the zone",
          description:
            "Price per above-grade square foot in the same zone is the quickest sanity check on an asking price, or on your resale estimate.",
        },
        {
          title: "Follow the zone cards over weeks",
          description:
            "Zone performance cards show count, average days on market and prices per zone. Use the archive to see them over a month, not a single week.",
        },
        {
          title: "Add the carrying costs",
          description:
            "Put the property tax, insurance and maintenance next to the expected rent or resale. The mill-rate calculator gives the tax in seconds.",
        },
      ],
    },
    related: {
      id: "related",
      title: "More for Investors",
      links: [
        { label: "Mill rates and the tax calculator", to: "/investors/mill-rates" },
        { label: "Knockdown and rebuild", to: "/investors/knockdown-rebuild" },
        { label: "Report archive", to: "/archive" },
        { label: "Insurance & Tax Guide", to: "/insurance-education" },
      ],
    },
    cta: {
      title: "Invest With This Week's Numbers",
      text: "Get the weekly report every Monday morning, or ask for a review of a property you are considering.",
      subscribeAction: "Subscribe to the report",
      contactAction: "Request an investment review",
    },
  } as const;

  return { investmentTrendsPage };
});
