// The first-time buyer guide's sections, their figures computed and formatted on the server: the
// page receives them as loader data, not as JavaScript (decision 004), and the PDF uses the same
// functions.
import { formatPercent, formatUsd, formatUsdCompact } from "~/lib/format";
import {
  affordabilityCopy,
  budgetGuidelines,
  commonMistakes,
  editorialMedians,
  firstTimeGuideSections as sections,
  journeyIntro,
  journeyProTip,
  journeySteps,
  realityCheck,
  townCards,
} from "~content/calculators/first-time-guide";
import { DOWN_PAYMENT_SHARE, HOUSING_SHARE_OF_INCOME, TOTAL_DEBT_SHARE_OF_INCOME } from "./affordability";

const percentOf = (share: number) => formatPercent(share * 100, 0);

/** The calculator's limits, formatted for the guide's prose and table. */
export function guidelineRows() {
  return budgetGuidelines({
    housingShare: percentOf(HOUSING_SHARE_OF_INCOME),
    debtShare: percentOf(TOTAL_DEBT_SHARE_OF_INCOME),
  });
}

/** The reality-check paragraph, its down payments computed from the calculator's 25 % rule. */
export function realityCheckText(): string {
  return realityCheck.text({
    townMedian: formatUsdCompact(editorialMedians.town),
    byramMedian: formatUsdCompact(editorialMedians.byram),
    townDown: formatUsd(editorialMedians.town * DOWN_PAYMENT_SHARE),
    byramDown: formatUsd(editorialMedians.byram * DOWN_PAYMENT_SHARE),
    downShare: percentOf(DOWN_PAYMENT_SHARE),
  });
}

/** The affordability calculator's words, its note on the down payment filled in from the 25 % rule. */
export function affordabilityCalculatorCopy() {
  const { homePriceNote, ...copy } = affordabilityCopy;
  return { ...copy, homePriceNote: homePriceNote(percentOf(DOWN_PAYMENT_SHARE)) };
}

export type AffordabilityCalculatorCopy = ReturnType<typeof affordabilityCalculatorCopy>;

/** Everything the page shows below the calculator: journey, guidelines, towns, mistakes, reality check. */
export function firstTimeGuideView() {
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
    realityCheck: realityCheckText(),
  };
}

export type FirstTimeGuideView = ReturnType<typeof firstTimeGuideView>;
