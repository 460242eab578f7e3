import { daysOnMarketTone, trendTone, type Tone } from "~/lib/colour-rules";
import { contactRequestHref } from "~/lib/contact-link";
import {
  formatDecimal,
  formatInteger,
  formatPercent,
  formatSignedPercent,
  formatUsd,
  formatUsdCompact,
} from "~/lib/format";
import { countOf, nounFor } from "~/lib/plural";

const CONTRACT_FORMS = { one: "contract", other: "contracts" } as const;
const DAY_FORMS = { one: "day", other: "days" } as const;
import { yearlyPage } from "~content/yearly/yearly-page";
import {
  changeDirection,
  contractVelocity,
  DEFAULT_VELOCITY_FILTER,
  headlineFigures,
  luxuryFigures,
  priceBandShares,
  probabilityTone,
  rentalFigures,
  VELOCITY_FILTER_PARAM,
  VELOCITY_FILTERS,
  type VelocityFilter,
} from "./yearly-review";
import type { YearlyReview } from "./yearly-schema";

/** A change against the year before, as its line reads, coloured by the trend rule (spec 4). */
export type ChangeView = { text: string; label: string; tone: Tone } | { text: string; label?: undefined };

function changeView(change: number | null, label: string): ChangeView {
  if (change === null) return { text: yearlyPage.velocity.noComparison };
  return { text: formatSignedPercent(change), label, tone: trendTone(changeDirection(change)) };
}

/** Navy bars (blue-900), as on the rest of the site; the luxury band in amber-700, matching its panel. */
const BAR_COLOUR = "#1e3a8a";
const LUXURY_BAR_COLOUR = "#b45309";
const LEGEND_TONES = ["green", "yellow", "red"] as const;

/** The contract velocity section; `path` is the page's own path, which every filter link keeps. */
function velocityView(review: YearlyReview, filter: VelocityFilter, path: string) {
  const text = yearlyPage.velocity;
  const velocity = contractVelocity(review, filter);
  return {
    filterLabel: text.filterLabel,
    id: text.id,
    path,
    // The default filter is left out of the address, so the plain URL stays canonical.
    filters: VELOCITY_FILTERS.map((option) => ({
      filter: option,
      label: text.filters[option],
      query: option === DEFAULT_VELOCITY_FILTER ? "" : `?${VELOCITY_FILTER_PARAM}=${option}`,
      active: option === filter,
    })),
    summary: text.summary(text.filterNames[filter], velocity.contracts, velocity.year, velocity.leases),
    perWeek: `${formatDecimal(velocity.perWeek, 1)} ${text.perWeek}`,
    change: changeView(velocity.changePercent, text.versusYear(velocity.previousContracts, velocity.previousYear)),
    quarters: velocity.quarters.map((quarter) => ({
      heading: `${quarter.label} ${velocity.year}`,
      months: quarter.months,
      contracts: quarter.contracts,
      perWeek: `${formatDecimal(quarter.perWeek, 1)} ${text.perWeek}`,
      change: changeView(quarter.changePercent, text.versus(quarter.label, velocity.previousYear)),
      barWidth: `${quarter.sharePercent}%`,
      share: `${formatPercent(quarter.sharePercent)} ${text.shareOfYear}`,
      leases: text.quarterLeases(quarter.leases),
      contractsWord: nounFor(quarter.contracts, CONTRACT_FORMS),
    })),
  };
}

export type VelocityView = ReturnType<typeof velocityView>;

function headlineView(review: YearlyReview, figures: ReturnType<typeof headlineFigures>) {
  const text = yearlyPage.headline;
  return {
    growth: {
      label: text.contractGrowth(review.year, review.contracts.previousYear),
      value: formatSignedPercent(figures.contractGrowthPercent, 0),
      detail: text.contractGrowthDetail(
        figures.contracts,
        figures.leases,
        figures.previousContracts,
        figures.previousLeases,
        review.contracts.previousYear,
      ),
      detailTone: trendTone(changeDirection(figures.contractGrowthPercent)),
    },
    averageDom: {
      label: text.averageDom(review.year),
      value: countOf(Math.round(figures.averageDaysOnMarket), text.days),
      detail: text.averageDomDetail,
    },
    homesSold: {
      label: text.homesSold(review.year),
      value: formatInteger(figures.homesSold),
      detail: text.homesSoldDetail,
    },
  };
}

export type HeadlineView = ReturnType<typeof headlineView>;

function priceBandView(review: YearlyReview) {
  const text = yearlyPage.priceBands;
  const bands = priceBandShares(review);
  return {
    chartTitle: text.chartTitle(review.year),
    valueHeader: text.valueHeader,
    salesWord: text.sales,
    data: bands.map((band) => ({
      label: band.label,
      value: band.sales,
      color: band.id === review.luxury.priceBandId ? LUXURY_BAR_COLOUR : BAR_COLOUR,
      sublabel: `${formatPercent(band.sharePercent)} ${text.ofSales}`,
    })),
    shares: bands.map((band) => ({
      id: band.id,
      label: band.label,
      share: formatPercent(band.sharePercent),
      sales: countOf(band.sales, text.sales),
    })),
  };
}

export type PriceBandView = ReturnType<typeof priceBandView>;

/** Spec 4: average days on market per zone, coloured (30 or fewer green, 31-60 yellow, above 60 red). */
function zonesView(review: YearlyReview, townAverage: number) {
  const text = yearlyPage.zones;
  const longest = Math.max(...review.zones.map((zone) => zone.averageDaysOnMarket), 1);
  return {
    listLabel: text.listLabel,
    zones: review.zones.map((zone) => {
      const tone = daysOnMarketTone(zone.averageDaysOnMarket);
      return {
        zone: zone.zone,
        description: zone.description,
        tone,
        word: text.toneShort[tone],
        barWidth: `${(zone.averageDaysOnMarket / longest) * 100}%`,
        days: formatInteger(zone.averageDaysOnMarket),
        daysWord: nounFor(Math.round(zone.averageDaysOnMarket), DAY_FORMS),
        sales: countOf(zone.sales, text.sales),
      };
    }),
    townAverage: text.townAverage(Math.round(townAverage), review.year),
    legend: LEGEND_TONES.map((tone) => ({ tone, text: text.tones[tone] })),
  };
}

export type ZonesView = ReturnType<typeof zonesView>;

/** A days-on-market figure with its spec 4 word, on the navy panels (light text, so no tone colour). */
function daysWithWord(days: number): string {
  return `${formatInteger(days)} (${yearlyPage.zones.toneShort[daysOnMarketTone(days)]})`;
}

/** One figure of a luxury or rental panel, as it reads. */
export type SegmentFigure = { label: string; value: string; detail?: string };

export type SegmentPanelView = { title: string; notes: readonly string[]; figures: SegmentFigure[] };

/** The luxury and rental panels: each figure as it reads. */
function segmentsView(review: YearlyReview): { luxury: SegmentPanelView; rental: SegmentPanelView } {
  const text = yearlyPage.segments;
  const luxury = luxuryFigures(review);
  const rental = rentalFigures(review);
  return {
    luxury: {
      title: luxury.title,
      notes: luxury.notes,
      figures: [
        {
          label: text.luxurySales,
          value: formatInteger(luxury.sales),
          detail: text.luxuryShare(formatPercent(luxury.sharePercent)),
        },
        { label: text.medianSalePrice, value: formatUsdCompact(luxury.medianSalePrice) },
        { label: text.averageDom, value: daysWithWord(luxury.averageDaysOnMarket) },
        { label: text.saleToList, value: formatPercent(luxury.saleToListPercent) },
      ],
    },
    rental: {
      title: rental.title,
      notes: rental.notes,
      figures: [
        {
          label: text.leases,
          value: formatInteger(rental.leases),
          detail:
            rental.changePercent === null
              ? undefined
              : text.leasesChange(formatSignedPercent(rental.changePercent), review.contracts.previousYear),
        },
        { label: text.medianRent, value: formatUsd(rental.medianMonthlyRent) },
        { label: text.averageDom, value: daysWithWord(rental.averageDaysOnMarket) },
      ],
    },
  };
}

export type SegmentsView = ReturnType<typeof segmentsView>;

/** The outlook's predictions, each with its probability badge (colour by likelihood, word always shown). */
function outlookView(review: YearlyReview) {
  return review.outlook.predictions.map((prediction) => ({
    title: prediction.title,
    detail: prediction.detail,
    tone: probabilityTone(prediction.probability),
    badge: `${yearlyPage.outlook.probability}: ${prediction.probability}`,
  }));
}

export type OutlookView = ReturnType<typeof outlookView>;

/**
 * Everything /yearly-market-summary shows, each figure as it reads. The page ships no JavaScript
 * (decision 014): the route's components render this on the server and nothing else.
 */
export function yearlyPageView(review: YearlyReview, filter: VelocityFilter, path: string) {
  const page = yearlyPage;
  const headline = headlineFigures(review);
  return {
    meta: page.meta(review.year),
    hero: { eyebrow: page.eyebrow, title: review.title, intro: review.intro, actions: page.heroActions },
    sections: {
      headline: { id: page.headline.id, title: page.headline.title(review.year) },
      velocity: { id: page.velocity.id, title: page.velocity.title, intro: page.velocity.intro },
      priceBands: { id: page.priceBands.id, title: page.priceBands.title, intro: page.priceBands.intro },
      zones: { id: page.zones.id, title: page.zones.title(review.year), intro: page.zones.intro },
      segments: { id: page.segments.id, title: page.segments.title(review.year) },
      summary: { id: page.summary.id, title: page.summary.title },
      actions: { id: page.actions.id, title: page.actions.title, intro: page.actions.intro },
      outlook: { id: page.outlook.id, title: page.outlook.title(review.outlook.year), intro: page.outlook.intro },
      more: { id: page.more.id, title: page.more.title },
    },
    headline: headlineView(review, headline),
    velocity: velocityView(review, filter, path),
    priceBands: priceBandView(review),
    zones: zonesView(review, headline.averageDaysOnMarket),
    segments: segmentsView(review),
    summary: review.summary,
    actionItems: review.actionItems,
    outlook: outlookView(review),
    keepReading: {
      links: page.more.links,
      methodologyTitle: page.more.methodologyTitle,
      methodology: review.methodology,
    },
    cta: {
      title: page.cta.title,
      text: page.cta.text,
      contactHref: contactRequestHref(page.cta.request(review.year)),
      contact: page.cta.contact,
      subscribe: page.cta.subscribe,
    },
  };
}

export type KeepReadingView = ReturnType<typeof yearlyPageView>["keepReading"];
