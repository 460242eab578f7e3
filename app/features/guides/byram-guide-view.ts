// What /buyers/byram-guide shows, worked out and formatted on the server: the route hands the
// current fact book and the history's town median (decision 141) to byramGuidePageView and renders
// its result (docs/decisions/004).
import { townMedianNotes, type TownMedian } from "~/domain/town-median";
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
export function byramGuidePageView(book: FactBook, townMedian: TownMedian) {
  const { byramStatisticFacts, byramStatistics, byramProjection } = byramContent(book);
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
    byramStatisticsHeading,
    byramStatistics: byramStatistics(townMedian),
    byramStatisticNotes: [...byramStatisticFacts.notes, ...townMedianNotes(townMedian)],
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
