// What the four audience pages show (/buyer, /seller, /investor, /brokerage), worked out on the
// server: each route hands its inputs to its page view and renders the result (decision 004).
import type { ActionLink } from "~/components/ui/cta-band";
import { effectiveTaxRatePercent, latestMillRate } from "~/domain/property-tax";
import { contactRequestHref } from "~/lib/contact-link";
import { formatDecimal, formatPercent } from "~/lib/format";
import {
  brokerageBenefits,
  brokerageBenefitsSection,
  brokerageCta,
  brokerageFeatures,
  brokerageFeaturesSection,
  brokerageHero,
  brokerageMeta,
} from "~content/audiences/brokerage";
import {
  buyerBenefits,
  buyerBenefitsSection,
  buyerConditions,
  buyerConditionsSection,
  buyerCta,
  buyerFacts,
  buyerGuides,
  buyerGuidesSection,
  buyerHero,
  buyerMeta,
  buyerNeighborhoodLabels,
  buyerNeighborhoodsSection,
  buyerProcess,
  buyerProcessSection,
} from "~content/audiences/buyer";
import { investorContent } from "~content/audiences/investor";
import {
  sellerBenefits,
  sellerBenefitsSection,
  sellerCta,
  sellerGuides,
  sellerGuidesSection,
  sellerHero,
  sellerMeta,
  sellerResultsContent,
  sellerResultsSection,
  sellerStrategy,
  sellerStrategySection,
} from "~content/audiences/seller";
import type { AudienceCta } from "~content/audiences/types";
import type { FactBook } from "~content/facts";
import type { MarketNow } from "~/domain/market-now";
import { fiscalYearLabel } from "~content/investors/mill-rates";
import { guideArrowDrawing, withIconDrawing } from "./audience-icons.server";
import { marketConditionCards, neighborhoodCards } from "./buyer-cards.server";
import { strategyStepItems } from "./strategy-steps.server";

/** The two buttons of an audience page's hero and closing band: the contact form (request filled in) and the weekly report. */
export function audienceLinks(cta: AudienceCta): ActionLink[] {
  return [
    { label: cta.contactLabel, to: contactRequestHref(cta.contactRequest) },
    { label: cta.reportLabel, to: "/market-report" },
  ];
}

/** The opening and the closing band every audience page shares, with the same two buttons. */
function audienceFrame(hero: { eyebrow: string; title: string; intro: string }, cta: AudienceCta) {
  const links = audienceLinks(cta);
  return { hero: { ...hero, links }, cta: { title: cta.title, text: cta.text, links } };
}

/** /brokerage: four feature cards, six benefits, calls to action. */
export function brokerageAudiencePageView() {
  return {
    meta: brokerageMeta,
    ...audienceFrame(brokerageHero, brokerageCta),
    featuresSection: brokerageFeaturesSection,
    features: brokerageFeatures.map(withIconDrawing),
    benefitsSection: brokerageBenefitsSection,
    benefits: brokerageBenefits.map(withIconDrawing),
  };
}

/** /seller: benefits, the four-step strategy, the sample results with their definitions, the guides. */
export function sellerAudiencePageView(book: FactBook) {
  const { sellerResults, sellerResultFacts } = sellerResultsContent(book);
  return {
    meta: sellerMeta,
    ...audienceFrame(sellerHero, sellerCta),
    benefitsSection: sellerBenefitsSection,
    benefits: sellerBenefits.map(withIconDrawing),
    strategySection: sellerStrategySection,
    strategy: strategyStepItems(sellerStrategy),
    resultsSection: sellerResultsSection,
    results: sellerResults,
    resultNotes: sellerResultFacts.notes,
    guidesSection: sellerGuidesSection,
    guides: sellerGuides,
    guideArrow: guideArrowDrawing(),
  };
}

/** The yearly review's figure the buyer page's market conditions show: its average days on market. */
export type YearlyDaysOnMarket = { year: number; averageDaysOnMarket: number };

/**
 * /buyer: benefits, market conditions (the home page's statistics with the yearly review's days on
 * market), the neighborhood guide, the buying process and the guides; facts from `book` (decision 111).
 */
export function buyerAudiencePageView(book: FactBook, now: MarketNow | null) {
  const { buyerNeighborhoodFacts, buyerNeighborhoods } = buyerFacts(book);
  return {
    meta: buyerMeta,
    ...audienceFrame(buyerHero, buyerCta),
    benefitsSection: buyerBenefitsSection,
    benefits: buyerBenefits.map(withIconDrawing),
    conditionsSection: buyerConditionsSection,
    // The home page's market-now figures, computed from the history (decision 139).
    conditions: marketConditionCards(buyerConditions, now?.statistics ?? []),
    conditionNotes: [...(now?.notes ?? []), ...(now?.sampleNote ? [now.sampleNote] : [])],
    neighborhoodsSection: buyerNeighborhoodsSection,
    neighborhoods: neighborhoodCards(buyerNeighborhoods, book),
    neighborhoodNotes: buyerNeighborhoodFacts.notes,
    neighborhoodLabels: buyerNeighborhoodLabels,
    processSection: buyerProcessSection,
    process: strategyStepItems(buyerProcess),
    guidesSection: buyerGuidesSection,
    guides: buyerGuides,
    guideArrow: guideArrowDrawing(),
  };
}

/**
 * /investor: the metrics (the effective tax rate computed from the latest mill rate, as on
 * /investors/investment-trends), four strategies, the price segments and three tool teasers.
 */
export function investorAudiencePageView(book: FactBook) {
  const content = investorContent(book);
  const { investorTaxMetric, investorMetrics } = content;
  const latest = latestMillRate();
  return {
    meta: content.investorMeta,
    ...audienceFrame(content.investorHero, content.investorCta),
    metricsSection: content.investorMetricsSection,
    metricNotes: content.investorMetricFacts.notes,
    metrics: [
      ...investorMetrics.slice(0, 2),
      {
        label: investorTaxMetric.label,
        value: formatPercent(effectiveTaxRatePercent(latest.millRate), 2),
        detail: investorTaxMetric.detail(fiscalYearLabel(latest.fiscalYear), formatDecimal(latest.millRate, 3)),
      },
      ...investorMetrics.slice(2),
    ],
    strategiesSection: content.investorStrategiesSection,
    strategies: content.investorStrategies,
    strategyLabels: content.investorStrategyLabels,
    segmentsSection: content.investorSegmentsSection,
    segmentTable: content.investorSegmentTable,
    priceSegments: content.investorPriceSegments,
    toolsSection: content.investorToolsSection,
    tools: content.investorTools.map(withIconDrawing),
  };
}

export type BrokerageAudiencePageView = ReturnType<typeof brokerageAudiencePageView>;
export type SellerAudiencePageView = ReturnType<typeof sellerAudiencePageView>;
export type BuyerAudiencePageView = ReturnType<typeof buyerAudiencePageView>;
export type InvestorAudiencePageView = ReturnType<typeof investorAudiencePageView>;
