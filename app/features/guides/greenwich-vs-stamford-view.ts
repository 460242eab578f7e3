// What /buyers/greenwich-vs-stamford shows, worked out on the server: the route hands the current
// fact book and the history's town median (decision 141) to greenwichVsStamfordPageView and renders
// its result (docs/decisions/004).
import { townMedianNotes, type TownMedian } from "~/domain/town-median";
import { contactRequestHref } from "~/lib/contact-link";
import type { FactBook } from "~content/facts";
import { greenwichVsStamford } from "~content/guides/greenwich-vs-stamford";
import { guideMeta } from "./guide-meta";

/** /buyers/greenwich-vs-stamford: the metrics with their definitions, pros and cons, the pairs, who should choose which. */
export function greenwichVsStamfordPageView(book: FactBook, townMedian: TownMedian) {
  const content = greenwichVsStamford(book);
  const { comparisonIntro: intro, metricsHeading, comparisonCta: cta } = content;
  return {
    meta: guideMeta(intro),
    intro,
    metricsHeading,
    townMetrics: content.townMetrics(townMedian),
    townMetricNotes: [...townMedianNotes(townMedian), ...content.townMetricNotes],
    prosConsHeading: content.prosConsHeading,
    townProsCons: content.townProsCons(townMedian),
    pairsHeading: content.pairsHeading,
    neighbourhoodPairs: content.neighbourhoodPairs.map((pair) => ({
      theme: pair.theme,
      sides: [
        { town: metricsHeading.columns.greenwich, ...pair.greenwich },
        { town: metricsHeading.columns.stamford, ...pair.stamford },
      ],
    })),
    whoShouldChooseHeading: content.whoShouldChooseHeading,
    whoShouldChoose: content.whoShouldChoose,
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

export type GreenwichVsStamfordPageView = ReturnType<typeof greenwichVsStamfordPageView>;
