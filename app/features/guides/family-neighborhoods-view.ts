// What /buyers/family-neighborhoods shows, formatted on the server: the route hands the current fact
// book and the market history's quotes to familyNeighborhoodsPageView and renders its result
// (docs/decisions/004).
import { quotesSampleNote, villageOf, type MarketQuotes } from "~/domain/market-quotes";
import { contactRequestHref } from "~/lib/contact-link";
import { formatDecimal } from "~/lib/format";
import { factValue, measureLabels, type FactBook, type FactName } from "~content/facts";
import {
  activitiesByAge,
  activitiesHeading,
  amenitiesHeading,
  amenityGroups,
  familyCta,
  familyIntro,
  familyNeighbourhoodsContent,
  rankedHeading,
  rankedNeighbourhoods,
  schools,
  schoolsHeading,
} from "~content/guides/family-neighborhoods";
import { guideMeta } from "./guide-meta";

/** "55 minutes express, 64 minutes local": a neighborhood's two trains to Grand Central (decision 130). */
function trainTimes(commute: { express: FactName; local: FactName }, book: FactBook): string {
  return `${factValue(commute.express, book)} express, ${factValue(commute.local, book)} local`;
}

/** A ranked neighborhood's median: its own fact where it is part of a village, else its village's from the history (decision 159). */
function medianOf(n: (typeof rankedNeighbourhoods)[number], book: FactBook, quotes: MarketQuotes) {
  if (n.medianPrice) return { label: measureLabels["median-sale-price"], value: factValue(n.medianPrice, book) };
  const { village } = villageOf(quotes, n.name);
  return { label: rankedHeading.villageMedianLabel(quotes.window?.period ?? null), value: village.value };
}

/** /buyers/family-neighborhoods: four ranked neighborhoods with their figures, schools, amenities, activities. */
export function familyNeighborhoodsPageView(book: FactBook, quotes: MarketQuotes) {
  const { rankedNeighbourhoodNotes } = familyNeighbourhoodsContent(book);
  const sampleNote = quotesSampleNote(quotes, ["villages"]);
  return {
    meta: guideMeta(familyIntro),
    intro: familyIntro,
    rankedHeading: { title: rankedHeading.title, intro: rankedHeading.intro },
    rankedNeighbourhoodNotes: [...rankedNeighbourhoodNotes, quotes.villageNote, ...(sampleNote ? [sampleNote] : [])],
    rankedNeighbourhoods: rankedNeighbourhoods.map((n, index) => ({
      id: n.id,
      name: `${index + 1}. ${n.name}`,
      familyScore: n.familyScore !== undefined ? formatDecimal(n.familyScore, 1) : null,
      facts: [
        medianOf(n, book, quotes),
        { label: "School rating", value: n.schoolRating },
        { label: "Crime", value: n.crimeRate },
        { label: "Train to Grand Central", value: n.commute ? trainTimes(n.commute, book) : "" },
        { label: "Recreation", value: n.recreation, wide: true },
      ],
      description: n.description,
      highlights: n.highlights,
    })),
    schoolsHeading,
    schools,
    amenitiesHeading,
    amenityGroups,
    activitiesHeading,
    activitiesByAge,
    cta: {
      title: familyCta.title,
      text: familyCta.text,
      links: [
        { label: familyCta.consultationLabel, to: contactRequestHref(familyCta.consultationRequest) },
        { label: familyCta.secondaryLabel, to: familyCta.secondaryTo },
      ],
    },
  };
}

export type FamilyNeighborhoodsPageView = ReturnType<typeof familyNeighborhoodsPageView>;
