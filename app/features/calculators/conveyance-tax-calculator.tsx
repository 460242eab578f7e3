import { useRef } from "react";
import { Form } from "react-router";
import { buttonClasses } from "~/components/ui/button-link";
import { SelectField, TextField } from "~/components/ui/field";
import { formatUsd } from "~/lib/format";
import type { ConveyanceCalculatorCopy } from "~content/calculators/conveyance-tax-guide";
import { conveyanceTax } from "./conveyance-tax";
import { formatTaxAmount, ratePercent, stateLineLabel } from "./conveyance-tax-display";
import {
  CONNECTICUT_CONVEYANCE_TAX,
  DEFAULT_PROPERTY_TYPE,
  PROPERTY_TYPE_LABELS,
  PROPERTY_TYPES,
  type PropertyType,
} from "./conveyance-tax-law";
import { fieldText, useLiveForm } from "~/lib/live-form";
import { parsePrice } from "./price-input";

export const PRICE_PARAM = "price";
export const TYPE_PARAM = "type";

type ConveyanceFields = { price: string; propertyType: PropertyType };

function readConveyanceForm(form: FormData): ConveyanceFields {
  const type = fieldText(form, TYPE_PARAM);
  return {
    price: fieldText(form, PRICE_PARAM),
    propertyType: PROPERTY_TYPES.find((known) => known === type) ?? DEFAULT_PROPERTY_TYPE,
  };
}

/** The id of a calculator's form, for controls outside it that submit it (the guide's tabs). */
export const conveyanceFormId = (idPrefix: string) => `${idPrefix}-form`;

type ConveyanceTaxCalculatorProps = {
  /** Prefix of the field ids (unique on the page). */
  idPrefix: string;
  /** The price and type the server read from the query string, so the result is in the first HTML. */
  initialPrice: string;
  initialType: PropertyType;
  /** Heading level of the calculator's title inside its section. */
  headingLevel?: "h2" | "h3";
  /** The calculator's words (loader data). */
  copy: ConveyanceCalculatorCopy;
};

/**
 * The conveyance tax calculator. Without JavaScript it is a GET form and the server renders the
 * result from the query string; with JavaScript the result follows every keystroke, starting from
 * whatever was typed before the page hydrated (uncontrolled fields read by `useLiveForm`).
 */
export function ConveyanceTaxCalculator({
  idPrefix,
  initialPrice,
  initialType,
  headingLevel: Heading = "h2",
  copy,
}: ConveyanceTaxCalculatorProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const [values, onChange] = useLiveForm(formRef, readConveyanceForm, {
    price: initialPrice,
    propertyType: initialType,
  });
  const { propertyType } = values;
  const parsed = parsePrice(values.price, copy);
  const headingId = `${idPrefix}-heading`;

  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
      <Heading id={headingId} className="text-xl font-bold text-slate-900">
        {copy.heading}
      </Heading>
      <p className="mt-1 text-slate-600">{copy.intro}</p>
      <Form
        ref={formRef}
        id={conveyanceFormId(idPrefix)}
        method="get"
        preventScrollReset
        onChange={onChange}
        aria-labelledby={headingId}
        className="mt-6 grid gap-4 sm:grid-cols-2 print:hidden"
      >
        <TextField
          id={`${idPrefix}-price`}
          name={PRICE_PARAM}
          label={copy.priceLabel}
          hint={copy.priceHint}
          defaultValue={initialPrice}
          error={parsed.status === "invalid" ? parsed.message : undefined}
          autoComplete="off"
          // Free text on every page: a number field cannot take "3M" or "$1,295,000".
          type="text"
          spellCheck={false}
        />
        <SelectField id={`${idPrefix}-type`} name={TYPE_PARAM} label={copy.typeLabel} defaultValue={initialType}>
          {PROPERTY_TYPES.map((type) => (
            <option key={type} value={type}>
              {PROPERTY_TYPE_LABELS[type]}
            </option>
          ))}
        </SelectField>
        <div className="sm:col-span-2">
          <button type="submit" className={buttonClasses("primary")}>
            {copy.submit}
          </button>
        </div>
      </Form>
      <div aria-live="polite" className="mt-6">
        {parsed.status === "valid" ? (
          <ConveyanceTaxResultTable price={parsed.amount} propertyType={propertyType} />
        ) : null}
      </div>
    </div>
  );
}

function ConveyanceTaxResultTable({ price, propertyType }: { price: number; propertyType: PropertyType }) {
  const result = conveyanceTax(price, propertyType);
  const law = CONNECTICUT_CONVEYANCE_TAX;
  if (result.belowMinimum) {
    return (
      <p className="rounded-xl bg-slate-50 p-4 text-slate-700">
        No conveyance tax is due: Connecticut taxes conveyances for {formatUsd(law.minimumConsideration)} or more.
      </p>
    );
  }
  return (
    <table className="w-full border-collapse text-left">
      <caption className="pb-2 text-left text-lg font-semibold text-slate-900">
        Conveyance tax on a {formatTaxAmount(result.price)} {PROPERTY_TYPE_LABELS[propertyType].toLowerCase()} sale
      </caption>
      <tbody className="text-slate-700">
        {result.stateLines.map((line, index) => (
          <tr key={line.from} className="border-b border-slate-100">
            <th scope="row" className="py-2 pr-4 font-normal">
              State: {stateLineLabel(line, index, result.stateLines.length)}
            </th>
            <td className="py-2 text-right tabular-nums">{formatTaxAmount(line.tax)}</td>
          </tr>
        ))}
        {result.shape === "split" ? (
          <tr className="border-b border-slate-200">
            <th scope="row" className="py-2 pr-4 font-semibold text-slate-900">
              State tax
            </th>
            <td className="py-2 text-right font-semibold text-slate-900 tabular-nums">
              {formatTaxAmount(result.stateTax)}
            </td>
          </tr>
        ) : null}
        <tr className="border-b border-slate-200">
          <th scope="row" className="py-2 pr-4 font-normal">
            {law.municipal.town} municipal tax: {ratePercent(result.municipalLine.basisPoints)} of{" "}
            {formatTaxAmount(result.municipalLine.taxableAmount)}
          </th>
          <td className="py-2 text-right tabular-nums">{formatTaxAmount(result.municipalTax)}</td>
        </tr>
        <tr>
          <th scope="row" className="pt-3 pr-4 text-lg font-bold text-blue-950">
            Total conveyance tax
          </th>
          <td className="pt-3 text-right text-lg font-bold text-blue-950 tabular-nums">
            {formatTaxAmount(result.total)}
          </td>
        </tr>
      </tbody>
    </table>
  );
}
