// What /sellers/listing-mistakes shows: the route hands the current fact book to
// listingMistakesPageView and renders its result (docs/decisions/004).
import { contactRequestHref } from "~/lib/contact-link";
import type { FactBook } from "~content/facts";
import {
  costStatisticsHeading,
  listingMistakes,
  listingMistakesContent,
  listingMistakesCta as cta,
  listingMistakesIntro,
  mistakesHeading,
  strategiesHeading,
  successStrategies,
  townMistakes,
  townMistakesHeading,
} from "~content/guides/listing-mistakes";
import { guideMeta } from "./guide-meta";

/** /sellers/listing-mistakes: the cost statistics with their definitions, the mistakes and the strategies. */
export function listingMistakesPageView(book: FactBook) {
  const { costStatisticFacts, costStatistics } = listingMistakesContent(book);
  return {
    meta: guideMeta(listingMistakesIntro),
    intro: listingMistakesIntro,
    costStatisticsHeading,
    costStatistics,
    costStatisticNotes: costStatisticFacts.notes,
    mistakesHeading,
    listingMistakes,
    strategiesHeading,
    strategies: successStrategies.map((s) => ({ title: s.strategy, description: s.description })),
    townMistakesHeading,
    townMistakes,
    cta: {
      title: cta.title,
      text: cta.text,
      links: [
        { label: cta.consultationLabel, to: contactRequestHref(cta.consultationRequest) },
        { label: cta.secondaryLabel, to: cta.secondaryTo },
      ],
    },
  };
}

export type ListingMistakesPageView = ReturnType<typeof listingMistakesPageView>;
