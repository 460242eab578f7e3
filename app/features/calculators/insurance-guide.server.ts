// The Insurance & Tax Guide's insurance and closing-cost tabs, their figures computed and formatted
// on the server: the words and the sample estimate travel as loader data, not as JavaScript
// (decision 004).
import { tabFrom } from "~/components/ui/tabs";
import { contactRequestHref } from "~/lib/contact-link";
import { formatPercent, formatUsd } from "~/lib/format";
import { conveyanceCalculatorCopy, sellerGuideLink } from "~content/calculators/conveyance-tax-guide";
import {
  closingBudgetPercent,
  closingCostItems,
  DEFAULT_GUIDE_TAB,
  GUIDE_TAB_PARAM,
  GUIDE_TABS,
  guideTabLabels,
  insuranceEducationCta as cta,
  insuranceEducationHero,
  insuranceEducationMeta,
  insuranceNotes,
  insuranceTypes,
  planningTips,
  sampleEstimate,
  type CostRange,
} from "~content/calculators/insurance-education";
import { readConveyanceQuery } from "./calculator-query";
import { closingBudgetRange, closingCostEstimate } from "./closing-costs";
import { conveyanceExplainerView } from "./conveyance-guide.server";
import { formatTaxAmount } from "./conveyance-tax-display";

/** "$2,500-$8,000" from a typed range. */
export function formatCostRange(range: CostRange): string {
  return `${formatUsd(range.min)}-${formatUsd(range.max)}`;
}

/** Insurance tab: one card per policy and the notes. */
export function insuranceTypesView() {
  return {
    types: insuranceTypes.map(({ cost, ...insurance }) => ({ ...insurance, cost: formatCostRange(cost) })),
    notes: insuranceNotes,
  };
}

export type InsuranceTypesView = ReturnType<typeof insuranceTypesView>;

/** Costs tab: the cost cards, the computed sample estimate, the budgeting tip and planning tips. */
export function closingCostsView() {
  const estimate = closingCostEstimate(sampleEstimate.price, sampleEstimate.items);
  const budget = closingBudgetRange(sampleEstimate.price, closingBudgetPercent);
  return {
    items: closingCostItems.map(({ cost, ...item }) => ({ ...item, cost: formatCostRange(cost) })),
    estimate: {
      caption: `Sample closing costs on a ${formatUsd(estimate.price)} purchase`,
      lines: estimate.items.map((item) => ({ label: item.label, amount: formatUsd(item.amount) })),
      buyerTotal: formatUsd(estimate.buyerTotal),
      conveyanceLabel: sampleEstimate.conveyanceLabel,
      conveyanceTotal: formatTaxAmount(estimate.conveyance.total),
      transactionTotal: formatTaxAmount(estimate.transactionTotal),
      note: sampleEstimate.note,
      stateTax: formatTaxAmount(estimate.conveyance.stateTax),
      municipalTax: formatTaxAmount(estimate.conveyance.municipalTax),
    },
    budget: {
      percentRange: `${formatPercent(closingBudgetPercent.min)}-${formatPercent(closingBudgetPercent.max, 0)}`,
      price: formatUsd(estimate.price),
      min: formatUsd(budget.min),
      max: formatUsd(budget.max),
    },
    planningTips,
  };
}

export type ClosingCostsView = ReturnType<typeof closingCostsView>;

/**
 * /insurance-education: the tab chosen in the address, the conveyance calculator started from the
 * query string (its GET form; `status` 400 when the price cannot be read), the insurance and cost
 * tabs, and the closing call to action.
 */
export function insuranceEducationPageView(search: URLSearchParams) {
  const conveyance = readConveyanceQuery(search);
  return {
    status: conveyance.priceInvalid ? 400 : 200,
    meta: insuranceEducationMeta,
    hero: insuranceEducationHero,
    tab: tabFrom(search.get(GUIDE_TAB_PARAM), GUIDE_TABS, DEFAULT_GUIDE_TAB),
    tabs: {
      param: GUIDE_TAB_PARAM,
      defaultTab: DEFAULT_GUIDE_TAB,
      items: GUIDE_TABS.map((id) => ({ id, label: guideTabLabels[id] })),
    },
    conveyance,
    calculator: conveyanceCalculatorCopy,
    explainer: conveyanceExplainerView(),
    sellerGuideLink: { ...sellerGuideLink, to: "/sellers/conveyance-tax" },
    insurance: insuranceTypesView(),
    costs: closingCostsView(),
    cta: {
      title: cta.title,
      text: cta.text,
      links: [
        { label: cta.consultation, to: contactRequestHref(cta.consultationRequest) },
        { label: cta.marketReport, to: "/market-report" },
      ],
    },
  };
}

export type InsuranceEducationPageView = ReturnType<typeof insuranceEducationPageView>;
