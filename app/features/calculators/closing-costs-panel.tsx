import { Lightbulb } from "lucide-react";
import type { ClosingCostsView } from "./insurance-guide.server";

/** Costs tab: cost cards, the computed sample estimate, the budgeting tip and planning tips. */
export function ClosingCostsPanel({ costs }: { costs: ClosingCostsView }) {
  const { estimate, budget } = costs;
  const { caption } = estimate;
  return (
    <div className="space-y-10">
      <div>
        <h2 className="text-xl font-bold text-slate-900">Closing costs beyond the price</h2>
        <ul className="mt-6 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {costs.items.map((item) => (
            <li key={item.title} className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
              <h3 className="text-lg font-semibold text-slate-900">{item.title}</h3>
              <p className="mt-2 flex-1 text-slate-700">{item.description}</p>
              <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 border-t border-slate-100 pt-4 text-sm">
                <dt className="text-slate-600">Cost</dt>
                <dd className="font-bold text-slate-900 tabular-nums">{item.cost}</dd>
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
                {estimate.lines.map((item) => (
                  <tr key={item.label} className="border-b border-slate-100">
                    <th scope="row" className="px-4 py-2 font-normal">
                      {item.label}
                    </th>
                    <td className="px-4 py-2 text-right tabular-nums">{item.amount}</td>
                  </tr>
                ))}
                <tr className="border-b border-slate-200 bg-slate-50">
                  <th scope="row" className="px-4 py-2 font-semibold text-slate-900">
                    Buyer&rsquo;s closing costs
                  </th>
                  <td className="px-4 py-2 text-right font-semibold text-slate-900 tabular-nums">
                    {estimate.buyerTotal}
                  </td>
                </tr>
                <tr className="border-b border-slate-200">
                  <th scope="row" className="px-4 py-2 font-normal">
                    {estimate.conveyanceLabel}
                  </th>
                  <td className="px-4 py-2 text-right tabular-nums">{estimate.conveyanceTotal}</td>
                </tr>
                <tr>
                  <th scope="row" className="px-4 py-3 text-base font-bold text-blue-950">
                    Total, both sides
                  </th>
                  <td className="px-4 py-3 text-right text-base font-bold text-blue-950 tabular-nums">
                    {estimate.transactionTotal}
                  </td>
                </tr>
              </tbody>
            </table>
          </div>
          <p className="mt-2 text-sm text-slate-600">
            {estimate.note} The conveyance tax here is {estimate.stateTax} to the state and {estimate.municipalTax} to
            Greenwich, computed by the same calculator as the Conveyance Tax tab.
          </p>
        </div>
        <div className="space-y-6">
          <div className="rounded-2xl bg-blue-900 p-6 text-white">
            <h3 className="flex items-center gap-2 text-lg font-semibold">
              <Lightbulb aria-hidden="true" className="size-5 text-amber-300" />
              Budget {budget.percentRange} of the price
            </h3>
            <p className="mt-2 text-blue-100">
              Set aside {budget.percentRange} of the purchase price for closing costs: on a {budget.price} home,{" "}
              <strong className="text-white">
                {budget.min} to {budget.max}
              </strong>
              , which leaves room for lender fees, prepaid taxes and insurance that vary from loan to loan.
            </p>
          </div>
          <div>
            <h3 className="text-lg font-semibold text-slate-900">Planning tips</h3>
            <ul className="mt-3 list-disc space-y-2 pl-5 text-slate-700">
              {costs.planningTips.map((tip) => (
                <li key={tip}>{tip}</li>
              ))}
            </ul>
          </div>
        </div>
      </div>
    </div>
  );
}
