// The conveyance tax guide's words and static figures, put together on the server: the explainer
// (both pages) and the seller guide's sections travel as loader data, not as JavaScript
// (decision 004). Only the calculator's own arithmetic runs in the browser.
import { contactRequestHref } from "~/lib/contact-link";
import { formatLongDate } from "~/lib/format";
import {
  conveyanceCalculatorCopy,
  conveyanceExplainer,
  conveyanceTaxGuideHero,
  conveyanceTaxGuideMeta,
  exemptions,
  exemptionsNote,
  savingsStrategies,
  sellerGuideSections,
  warnings,
} from "~content/calculators/conveyance-tax-guide";
import { readConveyanceQuery } from "./calculator-query";
import { lawFigures, rateTableRows } from "./conveyance-tax-display";
import { CONNECTICUT_CONVEYANCE_TAX } from "./conveyance-tax-law";

/** How the tax works, its four notes and the rate table, every figure from the law table. */
export function conveyanceExplainerView() {
  const law = CONNECTICUT_CONVEYANCE_TAX;
  return {
    heading: conveyanceExplainer.heading,
    paragraphs: conveyanceExplainer.paragraphs(lawFigures(law)),
    notes: conveyanceExplainer.notes,
    rateTable: {
      caption: `Connecticut conveyance tax rates for conveyances on or after ${formatLongDate(law.effectiveFrom)}`,
      rows: rateTableRows(law),
      sources: law.sources.map((source) => source.title).join("; "),
    },
  };
}

export type ConveyanceExplainerView = ReturnType<typeof conveyanceExplainerView>;

/** The seller guide's exemptions, strategies and warnings, their figures from the law table. */
export function sellerGuideView() {
  const law = lawFigures();
  return { exemptions, exemptionsNote, strategies: savingsStrategies(law), warnings: warnings(law) };
}

export type SellerGuideView = ReturnType<typeof sellerGuideView>;

/** The section of the seller guide that holds the calculator (the hero's first button). */
const CALCULATOR_SECTION_ID = "calculator";

/**
 * /sellers/conveyance-tax: the explainer, the calculator started from the query string (its GET
 * form; `status` 400 when the price cannot be read), exemptions, strategies and warnings.
 */
export function conveyanceTaxGuidePageView(search: URLSearchParams) {
  const conveyance = readConveyanceQuery(search);
  const calculator = conveyanceCalculatorCopy;
  const consultation = { label: calculator.consultation, to: contactRequestHref(calculator.consultationRequest) };
  return {
    status: conveyance.priceInvalid ? 400 : 200,
    meta: conveyanceTaxGuideMeta,
    hero: {
      ...conveyanceTaxGuideHero,
      links: [{ label: sellerGuideSections.calculateAction, to: `#${CALCULATOR_SECTION_ID}` }, consultation],
    },
    sections: sellerGuideSections,
    calculatorId: CALCULATOR_SECTION_ID,
    calculator,
    conveyance,
    explainer: conveyanceExplainerView(),
    guide: sellerGuideView(),
    ctaLinks: [consultation],
  };
}

export type ConveyanceTaxGuidePageView = ReturnType<typeof conveyanceTaxGuidePageView>;
