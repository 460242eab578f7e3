import { useRef } from "react";
import { Form } from "react-router";
import { buttonClasses } from "~/components/ui/button-link";
import { TextField } from "~/components/ui/field";
import { formatUsd } from "~/lib/format";
import { moneyProblemMessage } from "~/lib/money";
import {
  affordability,
  AMOUNT_FIELDS,
  type AffordabilityInput,
  type AffordabilityResult,
  type AmountFieldName,
  type PriceEstimate,
} from "./affordability";
import type { AffordabilityCalculatorCopy } from "./first-time-guide.server";
import { fieldText, useLiveForm } from "~/lib/live-form";

function readAffordabilityForm(form: FormData): AffordabilityInput {
  return {
    income: fieldText(form, "income"),
    downPayment: fieldText(form, "downPayment"),
    monthlyDebts: fieldText(form, "monthlyDebts"),
    rate: fieldText(form, "rate"),
  };
}

/** The message for each money field that could not be read, naming the field (decision 131). */
function unreadableMessages(
  result: AffordabilityResult,
  values: AffordabilityInput,
  copy: AffordabilityCalculatorCopy,
): Partial<Record<AmountFieldName, string>> {
  const messages: Partial<Record<AmountFieldName, string>> = {};
  for (const name of result.unreadable) {
    const reason = result[name].reason ?? "notANumber";
    messages[name] = moneyProblemMessage(copy.fields[name].label, values[name], reason, copy.amountExamples);
  }
  return messages;
}

/** In place of a figure: which fields could not be read. */
function UnreadablePanel({ messages, intro }: { messages: string[]; intro: string }) {
  return (
    <div className="rounded-2xl border border-red-200 bg-red-50 p-6 text-red-900">
      <p className="font-semibold">{intro}</p>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-sm">
        {messages.map((message) => (
          <li key={message}>{message}</li>
        ))}
      </ul>
    </div>
  );
}

/**
 * Three free-text amounts and the loan's rate, then the housing payment, what the down payment
 * covers, what the monthly budget carries and the lower of the two. A GET form the server answers
 * without JavaScript; with JavaScript the result follows every keystroke, starting from whatever was
 * typed before the page hydrated. A field that cannot be read is named under it and in the result,
 * both ways, and the figures it feeds wait for it (decision 131).
 */
export function AffordabilityCalculator({
  initial,
  copy,
}: {
  initial: AffordabilityInput;
  copy: AffordabilityCalculatorCopy;
}) {
  const formRef = useRef<HTMLFormElement>(null);
  const [values, onChange] = useLiveForm(formRef, readAffordabilityForm, initial);
  const result = affordability(values, copy.costs);
  const messages = unreadableMessages(result, values, copy);
  const unreadable = AMOUNT_FIELDS.flatMap((name) => messages[name] ?? []);
  // The income and the debts feed every figure; the down payment only the home price.
  const housingBlocked = messages.income !== undefined || messages.monthlyDebts !== undefined;
  return (
    <div className="grid gap-8 lg:grid-cols-5">
      <Form
        ref={formRef}
        method="get"
        preventScrollReset
        onChange={onChange}
        aria-label="Affordability calculator"
        className="space-y-4 lg:col-span-3 print:hidden"
      >
        {AMOUNT_FIELDS.map((name) => {
          const field = copy.fields[name];
          return (
            <TextField
              key={name}
              id={`affordability-${name}`}
              name={name}
              label={field.label}
              placeholder={field.placeholder}
              hint={field.hint}
              error={messages[name]}
              defaultValue={initial[name]}
              inputMode="decimal"
              autoComplete="off"
              spellCheck={false}
            />
          );
        })}
        <TextField
          id="affordability-rate"
          name="rate"
          label={copy.fields.rate.label}
          hint={
            result.rate.status === "invalid" ? (
              <span className="font-medium text-amber-800">{copy.invalidRateHint}</span>
            ) : (
              copy.fields.rate.hint
            )
          }
          defaultValue={initial.rate}
          inputMode="decimal"
          autoComplete="off"
          spellCheck={false}
        />
        <button type="submit" className={buttonClasses("primary")}>
          {copy.submit}
        </button>
      </Form>
      <div aria-live="polite" className="lg:col-span-2">
        {housingBlocked ? (
          <UnreadablePanel intro={copy.unreadableResult} messages={unreadable} />
        ) : result.maxMonthlyHousing === null ? (
          <p className="rounded-2xl border border-dashed border-slate-300 bg-white p-6 text-slate-600">
            {copy.emptyResult}
          </p>
        ) : (
          <div className="space-y-4">
            <div className="rounded-2xl bg-blue-900 p-6 text-white">
              <h3 className="text-sm font-semibold text-blue-100">{copy.housingLabel}</h3>
              <p className="mt-1 text-3xl font-bold tabular-nums">
                {formatUsd(result.maxMonthlyHousing)}
                <span className="text-base font-medium text-blue-100"> a month</span>
              </p>
              <p className="mt-2 text-sm text-blue-100">{copy.housingNote}</p>
              {result.debtsExceedAllowance ? <p className="mt-2 text-sm text-amber-200">{copy.debtsTooHigh}</p> : null}
            </div>
            {messages.downPayment !== undefined ? (
              <UnreadablePanel intro={copy.unreadableResult} messages={[messages.downPayment]} />
            ) : result.estimate === null ? (
              <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
                <h3 className="text-sm font-semibold text-slate-600">{copy.homePriceLabel}</h3>
                <p className="mt-1 text-slate-600">{copy.homePriceNeedsDown}</p>
              </div>
            ) : (
              <PriceEstimatePanel estimate={result.estimate} copy={copy} />
            )}
          </div>
        )}
      </div>
    </div>
  );
}

function PriceEstimatePanel({ estimate, copy }: { estimate: PriceEstimate; copy: AffordabilityCalculatorCopy }) {
  const { monthly } = estimate;
  const rows: [string, number][] = [
    [`${copy.monthlyRows.loan} ${formatUsd(monthly.loan)}`, monthly.principalAndInterest],
    [copy.monthlyRows.propertyTax, monthly.propertyTax],
    [copy.monthlyRows.insurance, monthly.insurance],
  ];
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      <h3 className="text-sm font-semibold text-slate-600">{copy.homePriceLabel}</h3>
      <p className="mt-1 text-3xl font-bold text-slate-900 tabular-nums">{formatUsd(estimate.price)}</p>
      <p className="mt-2 text-sm font-medium text-slate-800">{copy.limitedBy[estimate.limitedBy]}</p>
      <dl className="mt-4 divide-y divide-slate-100 border-t border-slate-100 text-sm">
        <div className="grid grid-cols-[1fr_auto] gap-x-4 py-2">
          <dt className="font-semibold text-slate-800">{copy.downPaymentCoversLabel}</dt>
          <dd className="font-semibold text-slate-900 tabular-nums">{formatUsd(estimate.downPaymentCovers)}</dd>
          <dd className="col-span-2 mt-1 text-slate-600">{copy.downPaymentCoversNote}</dd>
        </div>
        <div className="grid grid-cols-[1fr_auto] gap-x-4 py-2">
          <dt className="font-semibold text-slate-800">{copy.budgetCarriesLabel}</dt>
          <dd className="font-semibold text-slate-900 tabular-nums">{formatUsd(estimate.budgetCarries)}</dd>
          <dd className="col-span-2 mt-1 text-slate-600">{copy.budgetCarriesNote}</dd>
        </div>
      </dl>
      {estimate.price > 0 ? (
        <table className="mt-4 w-full border-collapse text-left text-sm">
          <caption className="pb-2 text-left font-semibold text-slate-900">{copy.monthlyCaption}</caption>
          <tbody className="text-slate-700">
            {rows.map(([label, amount]) => (
              <tr key={label} className="border-b border-slate-100">
                <th scope="row" className="py-1.5 pr-4 font-normal">
                  {label}
                </th>
                <td className="py-1.5 text-right tabular-nums">{formatUsd(amount)}</td>
              </tr>
            ))}
            <tr>
              <th scope="row" className="pt-2 pr-4 font-semibold text-slate-900">
                {copy.monthlyRows.total}
              </th>
              <td className="pt-2 text-right font-semibold text-slate-900 tabular-nums">{formatUsd(monthly.total)}</td>
            </tr>
          </tbody>
        </table>
      ) : (
        <p className="mt-4 text-sm text-slate-700">{copy.noHome}</p>
      )}
    </div>
  );
}
