// What /sellers/listing-mistakes shows: the route hands the current fact book and the history's
// quotes (decision 159) to listingMistakesPageView and renders its result (docs/decisions/004).
import { quotesSampleNote, type MarketQuotes } from "~/domain/market-quotes";
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
export function listingMistakesPageView(book: FactBook, quotes: MarketQuotes) {
  const { costStatisticFacts, costStatistics } = listingMistakesContent(book);
  const sampleNote = quotesSampleNote(quotes, ["saleToList"]);
  return {
    meta: guideMeta(listingMistakesIntro),
    intro: listingMistakesIntro,
    costStatisticsHeading,
    costStatistics: costStatistics(quotes.saleToList),
    costStatisticNotes: [...costStatisticFacts.notes, quotes.saleToList.note, ...(sampleNote ? [sampleNote] : [])],
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
