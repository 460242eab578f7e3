// The Insurance & Tax Guide's insurance and closing-cost tabs, their figures computed and formatted
// on the server: the words and the sample estimate travel as loader data, not as JavaScript
// (decision 004).
import { formatPercent, formatUsd } from "~/lib/format";
import {
  closingBudgetPercent,
  closingCostItems,
  insuranceNotes,
  insuranceTypes,
  planningTips,
  sampleEstimate,
  type CostRange,
} from "~content/calculators/insurance-education";
import { closingBudgetRange, closingCostEstimate } from "./closing-costs";
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
