import { Lightbulb } from "lucide-react";
import { formatPercent, formatUsd } from "~/lib/format";
import {
  closingBudgetPercent,
  closingCostItems,
  planningTips,
  sampleEstimate,
} from "~content/calculators/insurance-education";
import { closingBudgetRange, closingCostEstimate } from "./closing-costs";
import { formatTaxAmount } from "./conveyance-tax-display";
import { formatCostRange } from "./insurance-cards";

/** Costs tab: cost cards, the computed sample estimate, the budgeting tip and planning tips. */
export function ClosingCostsPanel() {
  const estimate = closingCostEstimate(sampleEstimate.price, sampleEstimate.items);
  const budget = closingBudgetRange(sampleEstimate.price, closingBudgetPercent);
  const percentRange = `${formatPercent(closingBudgetPercent.min)}-${formatPercent(closingBudgetPercent.max, 0)}`;
  const caption = `Sample closing costs on a ${formatUsd(estimate.price)} purchase`;
  return (
    <div className="space-y-10">
      <div>
        <h2 className="text-xl font-bold text-slate-900">Closing costs beyond the price</h2>
        <ul className="mt-6 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {closingCostItems.map((item) => (
            <li key={item.title} className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
              <h3 className="text-lg font-semibold text-slate-900">{item.title}</h3>
              <p className="mt-2 flex-1 text-slate-700">{item.description}</p>
              <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 border-t border-slate-100 pt-4 text-sm">
                <dt className="text-slate-600">Cost</dt>
                <dd className="font-bold text-slate-900 tabular-nums">{formatCostRange(item.cost)}</dd>
                <dt className="text-slate-600">When</dt>
                <dd className="text-slate-800">{item.timing}</dd>
              </dl>
            </li>
          ))}
        </ul>
      </div>

      <div className="grid gap-8 lg:grid-cols-2">
        <div>
          <div
            className="overflow-x-auto rounded-2xl border border-slate-200 bg-white shadow-sm"
            // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
            tabIndex={0}
            role="region"
            aria-label={caption}
          >
            <table className="w-full border-collapse text-left text-sm">
              <caption className="px-4 pt-4 text-left text-base font-semibold text-slate-900">{caption}</caption>
              <thead className="bg-slate-50 text-slate-700">
                <tr>
                  <th scope="col" className="border-b border-slate-200 px-4 py-3 font-semibold">
                    Item
                  </th>
                  <th scope="col" className="border-b border-slate-200 px-4 py-3 text-right font-semibold">
                    Amount
                  </th>
                </tr>
              </thead>
              <tbody className="text-slate-700">
                {estimate.items.map((item) => (
                  <tr key={item.label} className="border-b border-slate-100">
                    <th scope="row" className="px-4 py-2 font-normal">
                      {item.label}
                    </th>
                    <td className="px-4 py-2 text-right tabular-nums">{formatUsd(item.amount)}</td>
                  </tr>
                ))}
                <tr className="border-b border-slate-200 bg-slate-50">
                  <th scope="row" className="px-4 py-2 font-semibold text-slate-900">
                    Buyer&rsquo;s closing costs
                  </th>
                  <td className="px-4 py-2 text-right font-semibold text-slate-900 tabular-nums">
                    {formatUsd(estimate.buyerTotal)}
                  </td>
                </tr>
                <tr className="border-b border-slate-200">
                  <th scope="row" className="px-4 py-2 font-normal">
                    {sampleEstimate.conveyanceLabel}
                  </th>
                  <td className="px-4 py-2 text-right tabular-nums">{formatTaxAmount(estimate.conveyance.total)}</td>
                </tr>
                <tr>
                  <th scope="row" className="px-4 py-3 text-base font-bold text-blue-950">
                    Total, both sides
                  </th>
                  <td className="px-4 py-3 text-right text-base font-bold text-blue-950 tabular-nums">
                    {formatTaxAmount(estimate.transactionTotal)}
                  </td>
                </tr>
              </tbody>
            </table>
          </div>
          <p className="mt-2 text-sm text-slate-600">
            {sampleEstimate.note} The conveyance tax here is {formatTaxAmount(estimate.conveyance.stateTax)} to the
            state and {formatTaxAmount(estimate.conveyance.municipalTax)} to Greenwich, computed by the same calculator
            as the Conveyance Tax tab.
          </p>
        </div>
        <div className="space-y-6">
          <div className="rounded-2xl bg-blue-900 p-6 text-white">
            <h3 className="flex items-center gap-2 text-lg font-semibold">
              <Lightbulb aria-hidden="true" className="size-5 text-amber-300" />
              Budget {percentRange} of the price
            </h3>
            <p className="mt-2 text-blue-100">
              Set aside {percentRange} of the purchase price for closing costs: on a {formatUsd(estimate.price)} home,{" "}
              <strong className="text-white">
                {formatUsd(budget.min)} to {formatUsd(budget.max)}
              </strong>
              , which leaves room for lender fees, prepaid taxes and insurance that vary from loan to loan.
            </p>
          </div>
          <div>
            <h3 className="text-lg font-semibold text-slate-900">Planning tips</h3>
            <ul className="mt-3 list-disc space-y-2 pl-5 text-slate-700">
              {planningTips.map((tip) => (
                <li key={tip}>{tip}</li>
              ))}
            </ul>
          </div>
        </div>
      </div>
    </div>
  );
}
