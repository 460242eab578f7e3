// What /sellers/pricing-guide shows, worked out on the server from the current fact book and the
// quick pricing form's query (a GET form: the estimate is in the first HTML, decision 004).
import { contactRequestHref } from "~/lib/contact-link";
import { formatSignedPercent, formatUsd } from "~/lib/format";
import { factValue, measureLabels, type FactBook } from "~content/facts";
import {
  neighbourhoodPricesHeading,
  pricingCta as cta,
  pricingForm,
  pricingGuideContent,
  pricingGuideIntro,
  pricingTips,
  pricingTipsHeading,
  valueFactors,
  valueFactorsHeading,
} from "~content/guides/pricing-guide";
import { withImpactLabel } from "./consideration-label";
import { guideMeta } from "./guide-meta";
import { pricingFromQuery } from "./pricing-estimate";
import { pricingFormView } from "./pricing-form-view";

const PATH = "/sellers/pricing-guide";
const FORM_SECTION_ID = "quick-estimate";

/**
 * /sellers/pricing-guide: six neighborhoods with their figures, the quick pricing form read from the
 * query string (`status` 400 when it cannot be read), the value factors and the tips.
 */
export function pricingGuidePageView(book: FactBook, search: URLSearchParams) {
  const { pricingNeighbourhoods, pricingNeighbourhoodNotes, townAveragePriceSqFt } = pricingGuideContent(book);
  const outcome = pricingFromQuery(search, pricingNeighbourhoods);
  return {
    status: outcome.status === "invalid" ? 400 : 200,
    meta: guideMeta(pricingGuideIntro),
    intro: pricingGuideIntro,
    heroLinks: [{ label: pricingForm.title, to: `#${FORM_SECTION_ID}` }],
    neighbourhoodPricesHeading,
    townAveragePriceSqFt: formatUsd(townAveragePriceSqFt),
    pricingNeighbourhoodNotes,
    pricingNeighbourhoods: pricingNeighbourhoods.map((n) => ({
      id: n.id,
      name: n.name,
      trend: n.trend,
      yearOverYear: `${formatSignedPercent(n.yearOverYear)} year over year`,
      facts: [
        { label: measureLabels["price-per-sq-ft"], value: factValue(n.pricePerSqFt, book) },
        { label: measureLabels["median-sale-price"], value: factValue(n.medianPrice, book) },
        { label: "Typical range", value: n.range, wide: true },
      ],
      description: n.description,
    })),
    form: {
      id: FORM_SECTION_ID,
      action: `${PATH}#${FORM_SECTION_ID}`,
      title: pricingForm.title,
      intro: pricingForm.intro,
      view: pricingFormView(outcome, pricingNeighbourhoods),
    },
    valueFactorsHeading,
    valueFactors: valueFactors.map(withImpactLabel),
    pricingTipsHeading,
    pricingTips,
    cta: {
      title: cta.title,
      text: cta.text,
      links: [
        { label: cta.consultationLabel, to: contactRequestHref(cta.consultationRequest) },
        { label: cta.reportLabel, to: "/market-report" },
      ],
    },
  };
}

export type PricingGuidePageView = ReturnType<typeof pricingGuidePageView>;
