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
  buyerGuides,
  buyerGuidesSection,
  buyerHero,
  buyerMeta,
  buyerFacts,
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
import { quotesSampleNote, type MarketQuotes } from "~/domain/market-quotes";
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

/**
 * /buyer: benefits, market conditions (the home page's statistics), the neighborhood guide (each
 * neighborhood's village from the history, decision 159; facts from `book`, decision 111), the
 * buying process and the guides.
 */
export function buyerAudiencePageView(book: FactBook, now: MarketNow | null, quotes: MarketQuotes) {
  const { buyerNeighborhoodFacts, buyerNeighborhoods } = buyerFacts(book);
  const sampleNote = quotesSampleNote(quotes, ["villages"]);
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
    neighborhoods: neighborhoodCards(buyerNeighborhoods, quotes, book),
    neighborhoodNotes: [...buyerNeighborhoodFacts.notes, quotes.villageNote, ...(sampleNote ? [sampleNote] : [])],
    neighborhoodLabels: buyerNeighborhoodLabels,
    processSection: buyerProcessSection,
    process: strategyStepItems(buyerProcess),
    guidesSection: buyerGuidesSection,
    guides: buyerGuides,
    guideArrow: guideArrowDrawing(),
  };
}

/**
 * /investor: the metrics (the town's sale-to-list price from the history, decision 159; the
 * effective tax rate computed from the latest mill rate, as on /investors/investment-trends), four
 * strategies, the price segments and three tool teasers.
 */
export function investorAudiencePageView(book: FactBook, quotes: MarketQuotes) {
  const content = investorContent(book);
  const { investorTaxMetric, investorMetrics, investorSaleToListMetric } = content;
  const latest = latestMillRate();
  const { saleToList } = quotes;
  const sampleNote = quotesSampleNote(quotes, ["saleToList"]);
  return {
    meta: content.investorMeta,
    ...audienceFrame(content.investorHero, content.investorCta),
    metricsSection: content.investorMetricsSection,
    metricNotes: [...content.investorMetricFacts.notes, saleToList.note, ...(sampleNote ? [sampleNote] : [])],
    metrics: [
      ...investorMetrics.slice(0, 1),
      { label: investorSaleToListMetric.label, value: saleToList.value, detail: saleToList.label },
      {
        label: investorTaxMetric.label,
        value: formatPercent(effectiveTaxRatePercent(latest.millRate), 2),
        detail: investorTaxMetric.detail(fiscalYearLabel(latest.fiscalYear), formatDecimal(latest.millRate, 3)),
      },
      ...investorMetrics.slice(1),
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
