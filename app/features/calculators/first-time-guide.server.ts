// The first-time buyer guide's sections, their figures computed and formatted on the server: the
// page receives them as loader data, not as JavaScript (decision 004), and the PDF uses the same
// functions.
import { effectiveTaxRatePercent, latestMillRate } from "~/domain/property-tax";
import { townMedianNotes, type TownMedian } from "~/domain/town-median";
import { contactRequestHref } from "~/lib/contact-link";
import { formatDecimal, formatPercent, formatUsd, formatUsdCompact } from "~/lib/format";
import {
  affordabilityCopy,
  budgetGuidelines,
  commonMistakes,
  FIRST_TIME_GUIDE_PDF_FILENAME,
  FIRST_TIME_GUIDE_PDF_PATH,
  firstTimeGuideContent,
  firstTimeGuideCta,
  firstTimeGuideHero,
  firstTimeGuideMeta,
  firstTimeGuideSections as sections,
  journeyIntro,
  journeyProTip,
  journeySteps,
  mortgageRateAssumption,
  realityCheck,
} from "~content/calculators/first-time-guide";
import { HOMEOWNERS_INSURANCE_PER_YEAR } from "~content/calculators/insurance-education";
import { defaultFactBook, type FactBook } from "~content/facts";
import {
  affordability,
  DOWN_PAYMENT_SHARE,
  HOUSING_SHARE_OF_INCOME,
  LOAN_TERM_YEARS,
  TOTAL_DEBT_SHARE_OF_INCOME,
  type CarryingCosts,
} from "./affordability";
import { readAffordabilityQuery } from "./calculator-query";

const percentOf = (share: number) => formatPercent(share * 100, 0);

/** The calculator's limits, formatted for the guide's prose and table. */
export function guidelineRows() {
  return budgetGuidelines({
    housingShare: percentOf(HOUSING_SHARE_OF_INCOME),
    debtShare: percentOf(TOTAL_DEBT_SHARE_OF_INCOME),
  });
}

/**
 * The reality-check paragraph, its down payments computed from the calculator's 25 % rule; the town
 * median is the history's (decision 141), Byram's that of `book`, the facts current when the page or
 * the PDF is rendered (decision 111).
 */
export function realityCheckText(townMedian: TownMedian, book: FactBook = defaultFactBook): string {
  const { editorialMedians } = firstTimeGuideContent(book);
  const town = townMedian.figure.value;
  return realityCheck.text({
    townMedian,
    byramMedian: formatUsdCompact(editorialMedians.byram),
    townDown: town === null ? null : formatUsd(town * DOWN_PAYMENT_SHARE),
    byramDown: formatUsd(editorialMedians.byram * DOWN_PAYMENT_SHARE),
    downShare: percentOf(DOWN_PAYMENT_SHARE),
  });
}

/**
 * What the monthly budget must carry besides the loan: Greenwich's latest mill rate (the mill-rate
 * module) and homeowner's insurance at the top of the insurance guide's range; the loan's rate starts from the
 * dated survey figure.
 */
export function carryingCosts(): CarryingCosts {
  return {
    ratePercent: mortgageRateAssumption.percent,
    taxPerDollarPerYear: effectiveTaxRatePercent(latestMillRate().millRate) / 100,
    insurancePerYear: HOMEOWNERS_INSURANCE_PER_YEAR.max,
  };
}

/** The rate field's starting text: "6.25". */
export const defaultRateText = () => String(mortgageRateAssumption.percent);

/** The affordability calculator's words, every figure in them filled in from its one source. */
export function affordabilityCalculatorCopy() {
  const { fields, downPaymentCoversNote, budgetCarriesNote, invalidRateHint, ...copy } = affordabilityCopy;
  const rate = formatPercent(mortgageRateAssumption.percent, 2);
  const year = latestMillRate();
  return {
    ...copy,
    fields: {
      ...fields,
      rate: { label: fields.rate.label, hint: fields.rate.hint(rate, mortgageRateAssumption.period) },
    },
    invalidRateHint: invalidRateHint(rate),
    downPaymentCoversNote: downPaymentCoversNote(percentOf(DOWN_PAYMENT_SHARE)),
    budgetCarriesNote: budgetCarriesNote({
      term: LOAN_TERM_YEARS,
      millRate: formatDecimal(year.millRate, 3),
      fiscalYear: year.fiscalYear,
      insurance: formatUsd(HOMEOWNERS_INSURANCE_PER_YEAR.max),
    }),
    costs: carryingCosts(),
  };
}

export type AffordabilityCalculatorCopy = ReturnType<typeof affordabilityCalculatorCopy>;

/**
 * Everything the page shows below the calculator: journey, guidelines, towns, mistakes, reality
 * check (facts from `book`, the town median from the history).
 */
export function firstTimeGuideView(book: FactBook, townMedian: TownMedian) {
  const { townCards } = firstTimeGuideContent(book);
  return {
    journey: {
      intro: journeyIntro,
      steps: journeySteps.map((step) => ({
        title: step.title,
        meta: step.timeline,
        description: step.description,
        details: step.details,
      })),
      proTip: journeyProTip,
    },
    guidelines: { caption: sections.guidelinesCaption, rows: guidelineRows() },
    towns: townCards.map(({ medianPrice, ...town }) => ({
      ...town,
      medianPrice: medianPrice === undefined ? null : formatUsdCompact(medianPrice),
    })),
    mistakes: commonMistakes,
    realityCheck: realityCheckText(townMedian, book),
  };
}

export type FirstTimeGuideView = ReturnType<typeof firstTimeGuideView>;

/** The section the hero's button leads to. */
const CALCULATOR_SECTION_ID = "affordability";

/**
 * /buyers/first-time-guide: the affordability calculator started from the query string (its GET
 * form; `status` 400 when a field cannot be read, decision 131), then the guide's sections, with
 * the facts of `book` (decision 111).
 */
export function firstTimeGuidePageView(book: FactBook, search: URLSearchParams, townMedian: TownMedian) {
  const { townCardFacts, realityCheckFacts } = firstTimeGuideContent(book);
  const cta = firstTimeGuideCta;
  const query = readAffordabilityQuery(search, defaultRateText());
  const result = affordability(query, carryingCosts());
  const unreadable = result.unreadable.length > 0 || result.rate.status === "invalid";
  return {
    status: unreadable ? 400 : 200,
    meta: firstTimeGuideMeta,
    hero: {
      ...firstTimeGuideHero,
      links: [{ label: sections.heroCalculatorAction, to: `#${CALCULATOR_SECTION_ID}` }],
    },
    sections,
    calculatorId: CALCULATOR_SECTION_ID,
    calculator: affordabilityCalculatorCopy(),
    affordability: query,
    guide: firstTimeGuideView(book, townMedian),
    townNotes: townCardFacts.notes,
    realityCheckHeading: realityCheck.heading,
    realityCheckNotes: [...townMedianNotes(townMedian), ...realityCheckFacts.notes],
    cta: {
      title: cta.title,
      text: cta.text,
      downloadNote: cta.downloadNote,
      links: [
        { label: cta.consultation, to: contactRequestHref(cta.consultationRequest) },
        { label: cta.download, to: FIRST_TIME_GUIDE_PDF_PATH, download: FIRST_TIME_GUIDE_PDF_FILENAME },
      ],
    },
  };
}

export type FirstTimeGuidePageView = ReturnType<typeof firstTimeGuidePageView>;
