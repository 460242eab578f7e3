// The For Investors page (spec "Audience pages": performance metrics, four strategies with target
// return, timeframe and risk level, a table by price segment, three tool teasers, calls to action).
import { LUXURY_MIN_PRICE, factContent } from "../facts";
import { strategyRiskLevels } from "../investors/strategy-risk";
import { formatPercent, formatUsdCompact } from "~/lib/format";
import { ASSESSMENT_RATIO } from "../investors/mill-rates";
import type { AudienceCta, AudienceHero, AudienceIconName, Metric, PageMetaText, SectionText } from "./types";

/** An investment strategy; the colour rule colours its risk level (Low green, Medium and Low-Medium yellow, else red). */
export type InvestmentStrategy = {
  strategy: string;
  description: string;
  targetReturn: string;
  timeframe: string;
  riskLevel: string;
};

export type PriceSegmentRow = {
  segment: string;
  typicalProperty: string;
  grossRentalYield: string;
  demand: string;
  bestFor: string;
};

export type ToolTeaser = {
  title: string;
  icon: AudienceIconName;
  description: string;
  /** How the tool works today, said plainly. */
  status: string;
  today: string;
  action: { label: string } & ({ contactRequest: string } | { to: string });
};

/**
 * The page as a function of the facts current when the page is rendered (decision 111): the
 * page's loader reads it with the site's fact book.
 */
export const investorContent = factContent(({ factLabel, factValue, facts, shownFacts }) => {
  /** Connecticut assesses at 70% of market value (the mill-rate module's constant). */
  const ASSESSED_SHARE = formatPercent(ASSESSMENT_RATIO * 100, 0);

  const investorMeta: PageMetaText = {
    title: "For Investors",
    description:
      "Greenwich investment property: market performance, four strategies with target returns and risk, " +
      "price segments compared, and the tools we offer investors.",
  };

  const investorHero: AudienceHero = {
    eyebrow: "For investors",
    title: "Invest in Greenwich With the Numbers in Front of You",
    intro:
      "Scarce land, low property taxes and steady demand from New York make Greenwich a long-term market. " +
      "The returns are in the details: the zone, the lot and the price you pay.",
  };

  const investorMetricsSection: SectionText = {
    id: "performance",
    title: "Market Performance",
    intro: "The figures we watch for investors.",
  };

  // Named facts (content/facts.ts); the page's loader puts the town's sale-to-list price (from the
  // history, decision 159) second and the effective tax rate (from the mill-rate module) third.
  const investorMetrics: readonly Metric[] = [
    {
      label: "Average annual appreciation",
      value: factValue("westernGreenwichAppreciation"),
      detail: factLabel("westernGreenwichAppreciation"),
    },
    { label: "Active listings", value: factValue("activeListings"), detail: factLabel("activeListings") },
  ];

  /** The town's sale-to-list price is the history's (decision 159): the page gives its value and label. */
  const investorSaleToListMetric = { label: "Sale price to list price" };

  const investorTaxMetric = {
    label: "Effective property tax rate",
    detail: (fiscalYear: string, millRate: string) =>
      `${fiscalYear}, ${millRate} mills on a ${ASSESSED_SHARE} assessment; Connecticut average ${factValue("connecticutEffectiveTaxRate")} (${facts.connecticutEffectiveTaxRate.period})`,
  };

  const investorMetricFacts = shownFacts("/investor", [
    "westernGreenwichAppreciation",
    "activeListings",
    "connecticutEffectiveTaxRate",
  ]);

  const investorStrategiesSection: SectionText = {
    id: "strategies",
    title: "Four Investment Strategies",
    intro: "What each approach aims to earn, how long it takes and how much can go wrong.",
  };

  // Publisher's editorial figures: targets, not promises.
  const investorStrategies: readonly InvestmentStrategy[] = [
    {
      strategy: "Buy and Hold Near the Water",
      description:
        "Homes within reach of the shoreline and the stations in Riverside and Old Greenwich, held for the " +
        "long run. Land near the water is not making more of itself.",
      targetReturn: "6-8% a year",
      timeframe: "7-10 years",
      riskLevel: strategyRiskLevels.buyAndHold,
    },
    {
      strategy: "Rental Income",
      description:
        "Condos and smaller houses in Byram, Cos Cob and central Greenwich leased to families waiting to buy " +
        "or renovating elsewhere.",
      targetReturn: "4-5% gross yield plus appreciation",
      timeframe: "5 years or more",
      riskLevel: strategyRiskLevels.rental,
    },
    {
      strategy: "Renovate and Resell",
      description:
        "Dated homes on good streets, updated and resold. Returns depend on buying right and on keeping the " +
        "renovation on budget and on time.",
      targetReturn: "15-25% on total cost",
      timeframe: "12-24 months",
      riskLevel: strategyRiskLevels.renovateAndResell,
    },
    {
      strategy: "Knockdown and Rebuild",
      description:
        "Where the land is worth more than the house: new construction on one- and half-acre lots. Permits, " +
        "wetlands review and building costs decide the outcome.",
      targetReturn: "20-30% on total cost",
      timeframe: "2-3 years",
      riskLevel: strategyRiskLevels.knockdownAndRebuild,
    },
  ];

  const investorSegmentsSection: SectionText = {
    id: "price-segments",
    title: "Investing by Price Segment",
    intro: "The same town, four different investments.",
  };

  /** The luxury band starts where the town's luxury threshold does (content/facts.ts), "$6M". */
  const luxuryFrom = formatUsdCompact(LUXURY_MIN_PRICE, { millionDecimals: 0 });

  // Publisher's editorial figures.
  const investorPriceSegments: readonly PriceSegmentRow[] = [
    {
      segment: "Under $2M",
      typicalProperty: "Condos, townhouses and smaller houses in Byram, Glenville and Cos Cob",
      grossRentalYield: "4.5-5.5%",
      demand: "Deepest buyer and tenant pool",
      bestFor: "Rental income",
    },
    {
      segment: "$2-4M",
      typicalProperty: "Colonials on half-acre lots near the villages and stations",
      grossRentalYield: "3.5-4.5%",
      demand: "Strong; the busiest band for sales",
      bestFor: "Renovate and resell",
    },
    {
      segment: `$4-${luxuryFrom.slice(1)}`,
      typicalProperty: "Larger homes on one- and two-acre lots, some new construction",
      grossRentalYield: "2.5-3.5%",
      demand: "Steady; buyers compare carefully",
      bestFor: "Knockdown and rebuild",
    },
    {
      segment: `${luxuryFrom} and up`,
      typicalProperty: "Waterfront and Backcountry estates",
      grossRentalYield: "2-3%",
      demand: "Thin; sales take months",
      bestFor: "Long-term hold",
    },
  ];

  const investorSegmentTable = {
    caption: "Greenwich price segments for investors",
    headers: {
      segment: "Price segment",
      typicalProperty: "Typical property",
      grossRentalYield: "Gross rental yield",
      demand: "Demand",
      bestFor: "Best suited to",
    },
  } as const;

  const investorToolsSection: SectionText = {
    id: "tools",
    title: "Investor Tools",
    intro: "What we offer investors today, and how to get it. None of these needs an account.",
  };

  const investorTools: readonly ToolTeaser[] = [
    {
      title: "Portfolio Tracking",
      icon: "briefcase",
      description: "A value check on each Greenwich property you own, from the latest contracts near it.",
      status: "By request",
      today: "Not a self-service tool yet: send us your addresses and we prepare the update by hand each quarter.",
      action: { label: "Ask for a portfolio update", contactRequest: "Portfolio tracking: quarterly value update" },
    },
    {
      title: "Opportunity Alerts",
      icon: "bell",
      description: "New contracts, price cuts and long-listed homes in the zones and price bands you care about.",
      status: "In the newsletter today",
      today:
        "The Monday newsletter already flags the week's price cuts and fast sales. Alerts for your own criteria " +
        "are set up by hand: mention them when you subscribe or write to us.",
      action: { label: "Subscribe to the newsletter", to: "/subscribe" },
    },
    {
      title: "ROI Calculator",
      icon: "calculator",
      description: "Purchase price, renovation, carrying costs, rent and resale value in one return figure.",
      status: "By request",
      today: "Not online yet. Tell us about a property and we will run the numbers with you.",
      action: { label: "Request an ROI analysis", contactRequest: "ROI analysis for an investment property" },
    },
  ];

  const investorCta: AudienceCta = {
    title: "Looking for Your Next Greenwich Investment?",
    text: "Tell us your budget, timeframe and appetite for risk, and we will show you where the numbers work.",
    contactLabel: "Talk about an investment",
    contactRequest: "Investment property consultation",
    reportLabel: "See this week's contracts",
  };

  const investorStrategyLabels = {
    targetReturn: "Target return",
    timeframe: "Timeframe",
    riskLevel: "Risk level",
  } as const;

  return {
    investorMeta,
    investorHero,
    investorMetricsSection,
    investorMetrics,
    investorTaxMetric,
    investorSaleToListMetric,
    investorMetricFacts,
    investorStrategiesSection,
    investorStrategies,
    investorSegmentsSection,
    investorPriceSegments,
    investorSegmentTable,
    investorToolsSection,
    investorTools,
    investorCta,
    investorStrategyLabels,
  };
});
