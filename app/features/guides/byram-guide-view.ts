// What /buyers/byram-guide shows, worked out and formatted on the server: the route hands the
// current fact book, the history's town median (decision 141) and its quotes (decision 159) to
// byramGuidePageView and renders its result (docs/decisions/004).
import { quotesSampleNote, villageOf, type MarketQuotes } from "~/domain/market-quotes";
import { townYearDays, type TownMedian } from "~/domain/town-median";
import { contactRequestHref } from "~/lib/contact-link";
import { formatPercent, formatUsdCompact } from "~/lib/format";
import type { FactBook } from "~content/facts";
import {
  byramActions,
  byramContent,
  byramIntro,
  byramNeighbourhoods,
  byramNeighbourhoodsHeading,
  byramPropertyTypes,
  byramPropertyTypesHeading,
  byramStatisticsHeading,
  investmentFactors,
  investmentFactorsHeading,
  outlookHeading,
  outlookPeriods,
} from "~content/guides/byram-guide";
import { withImpactLabel } from "./consideration-label";
import { guideMeta } from "./guide-meta";
import { projectAppreciation } from "./projection";

/** Navy for the largest share, then lighter blues: all at least 3:1 against white. */
const SHARE_COLOURS = ["#1e3a8a", "#1d4ed8", "#2563eb"];

/** /buyers/byram-guide: the guide's words with the current facts, the share chart's bars and the projection, formatted. */
export function byramGuidePageView(book: FactBook, townMedian: TownMedian, quotes: MarketQuotes) {
  const { byramStatisticFacts, byramStatistics, byramProjection } = byramContent(book);
  // Byram is part of the 06830 village: the history gives the village's change, named as such.
  const { village } = villageOf(quotes, "Byram");
  const villageChange = {
    text: byramStatisticsHeading.villageChange(village.changeText, village.name),
    trend: village.trend,
  };
  // One sample sentence over the town median's year and the villages' two periods.
  const sampleNote = quotesSampleNote(quotes, ["villages"], townYearDays(townMedian));
  const projected = projectAppreciation(
    byramProjection.medianToday,
    byramProjection.lowPercent,
    byramProjection.highPercent,
  );
  const medianToday = formatUsdCompact(byramProjection.medianToday);
  const range = `${formatUsdCompact(projected.low)}–${formatUsdCompact(projected.high)}`;
  return {
    meta: guideMeta(byramIntro),
    intro: byramIntro,
    actions: {
      ...byramActions,
      links: [
        { label: byramActions.tourLabel, to: contactRequestHref(byramActions.tourRequest) },
        { label: byramActions.reportLabel, to: contactRequestHref(byramActions.reportRequest) },
      ],
    },
    byramStatisticsHeading: { title: byramStatisticsHeading.title, intro: byramStatisticsHeading.intro },
    byramStatistics: byramStatistics(townMedian, villageChange),
    byramStatisticNotes: [
      ...byramStatisticFacts.notes,
      `${village.summary} ${quotes.villageNote}`,
      townMedian.note,
      ...(sampleNote ? [sampleNote] : []),
    ],
    byramNeighbourhoodsHeading,
    byramNeighbourhoods: byramNeighbourhoods.map((n) => ({
      ...n,
      facts: n.range ? [{ label: "Price range", value: n.range, wide: true }] : [],
    })),
    investmentFactorsHeading,
    investmentFactors: investmentFactors.map(withImpactLabel),
    byramPropertyTypesHeading,
    byramPropertyTypes: byramPropertyTypes.map((t, index) => ({
      ...t,
      share: t.marketSharePercent !== undefined ? formatPercent(t.marketSharePercent, 0) : null,
      bar: {
        label: t.type,
        value: t.marketSharePercent ?? 0,
        color: SHARE_COLOURS[index % SHARE_COLOURS.length] ?? "#1e3a8a",
      },
    })),
    outlookHeading,
    outlookPeriods,
    projection: {
      title: byramProjection.title,
      headline: `${medianToday} → ${range}`,
      text: `${byramProjection.lowPercent}–${formatPercent(byramProjection.highPercent, 0)} appreciation over ${byramProjection.years} years would take today’s ${medianToday} median to ${range} by ${byramProjection.targetYear}.`,
      note: byramProjection.note,
    },
  };
}

export type ByramGuidePageView = ReturnType<typeof byramGuidePageView>;
