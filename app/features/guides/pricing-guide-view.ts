// What /sellers/pricing-guide shows, worked out on the server from the current fact book, the market
// history's quotes (decision 159) and the quick pricing form's query (a GET form: the estimate is in
// the first HTML, decision 004).
import { quotesSampleNote, villageOf, type MarketQuotes } from "~/domain/market-quotes";
import { contactRequestHref } from "~/lib/contact-link";
import { formatUsd } from "~/lib/format";
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
 * /sellers/pricing-guide: six neighborhoods with their figures (each one's median contract price and
 * change its village's, from the history), the quick pricing form read from the query string
 * (`status` 400 when it cannot be read), the value factors and the tips.
 */
export function pricingGuidePageView(book: FactBook, quotes: MarketQuotes, search: URLSearchParams) {
  const { pricingNeighbourhoods, pricingNeighbourhoodNotes, townAveragePriceSqFt } = pricingGuideContent(book);
  const { medianLabel, rangeLabel, villageLabel, onYearEarlier, noChange } = neighbourhoodPricesHeading;
  const outcome = pricingFromQuery(search, pricingNeighbourhoods);
  const sampleNote = quotesSampleNote(quotes, ["villages"]);
  return {
    status: outcome.status === "invalid" ? 400 : 200,
    meta: guideMeta(pricingGuideIntro),
    intro: pricingGuideIntro,
    heroLinks: [{ label: pricingForm.title, to: `#${FORM_SECTION_ID}` }],
    neighbourhoodPricesHeading,
    townAveragePriceSqFt: formatUsd(townAveragePriceSqFt),
    pricingNeighbourhoodNotes: [...pricingNeighbourhoodNotes, quotes.villageNote, ...(sampleNote ? [sampleNote] : [])],
    pricingNeighbourhoods: pricingNeighbourhoods.map((n) => {
      const { village, whole } = villageOf(quotes, n.name);
      const of = whole ? "" : `, ${village.name}`;
      // A neighbourhood that is part of a village keeps its own median, a fact (decision 159).
      const median =
        "medianPrice" in n
          ? { label: measureLabels["median-sale-price"], value: factValue(n.medianPrice, book) }
          : { label: medianLabel, value: village.value };
      return {
        id: n.id,
        name: n.name,
        trend: village.trend,
        change: village.changeText === null ? noChange : `${village.changeText} ${onYearEarlier}${of}`,
        facts: [
          { label: measureLabels["price-per-sq-ft"], value: factValue(n.pricePerSqFt, book) },
          median,
          { label: rangeLabel, value: n.range, wide: true },
        ],
        notes: [{ label: villageLabel, text: village.summary }],
        description: n.description,
      };
    }),
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
