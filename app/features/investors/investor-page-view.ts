// What the rental-market and ZIP-code pages show, formatted: the loader hands the weekly figures
// (features/investors/investor-pages.server.ts) to these functions and returns their result as is.
import type { ActionLink } from "~/components/ui/cta-band";
import type { InfoCard } from "~/components/ui/info-card-grid";
import type { rentalMarketView, zipHotspotsView } from "./investor-pages.server";
import type { ZipAggregate } from "~/domain/investor-figures";
import { DAY_NOUN, formatContractPrice, formatMonthlyRent } from "~/domain/report-figures";
import type { Tone } from "~/lib/colour-rules";
import { listOfNames, nameLeaders } from "~/lib/leaders";
import { countOf } from "~/lib/plural";
import { contactRequestHref } from "~/lib/contact-link";
import { formatDecimal, formatInteger, formatPercent, formatShortDate, formatUsd } from "~/lib/format";
import { rentalMarketCopy, rentalMarketMeta } from "~content/investors/rental-market";
import { zipHotspotsCopy, zipHotspotsMeta } from "~content/investors/zip-code-hotspots";

type RentalMarketFigures = ReturnType<typeof rentalMarketView>;
type ZipHotspotsFigures = ReturnType<typeof zipHotspotsView>;

/** A headline figure: its label, value and an optional detail line coloured by meaning. */
export type InvestorStat = { label: string; value: string; detail?: string; detailTone?: Tone };

/** Where no figure exists (no rentals, or land without living area): a dash. */
const NO_FIGURE = "-";

/** A monthly rent per square foot, to the cent: "$4.17". */
export function formatRentPerSqft(value: number | null): string {
  return value === null ? NO_FIGURE : `$${formatDecimal(value, 2)}`;
}

/** A sale price per square foot, to the dollar: "$1,254". */
export function formatPricePerSqft(value: number | null): string {
  return value === null ? NO_FIGURE : formatUsd(value);
}

/** An average days on market as the badge shows it; its colour is the days-on-market tone. */
export const formatDays = (days: number) => countOf(days, DAY_NOUN);

const SALE = { one: "sale", other: "sales" } as const;
const ZIP_CODE = { one: "ZIP code", other: "ZIP codes" } as const;

/**
 * A highlight card naming the leading ZIP code, or every ZIP code tied for the lead (decision 128):
 * "06807 and 06870" / "Cos Cob and Old Greenwich tie: 1 sale each". Null without a leader.
 */
function highlight(
  label: string,
  leaders: readonly ZipAggregate[],
  figure: (zip: ZipAggregate) => string,
  detailTone: Tone,
): InvestorStat | null {
  const first = leaders[0];
  if (!first) return null;
  const zips = nameLeaders(
    leaders.map((zip) => zip.key),
    ZIP_CODE,
  );
  if (!zips.tie) return { label, value: zips.text, detail: `${first.area}: ${figure(first)}`, detailTone };
  const areas = zips.named ? `${listOfNames(leaders.map((zip) => zip.area))} tie` : "Tied";
  return {
    label,
    value: zips.named ? zips.text : `${zips.text}, tied`,
    detail: `${areas}: ${figure(first)} each`,
    detailTone,
  };
}

/** The closing buttons of both pages: the contact form (request filled in), the report, subscribing. */
function ctaLinks({
  ctaContact,
  ctaReport,
  ctaSubscribe,
}: Record<"ctaContact" | "ctaReport" | "ctaSubscribe", string>): ActionLink[] {
  return [
    { label: ctaContact, to: contactRequestHref(ctaContact) },
    { label: ctaReport, to: "/market-report" },
    { label: ctaSubscribe, to: "/subscribe" },
  ];
}

const asCards = (items: readonly { title: string; text: string }[]): InfoCard[] =>
  items.map(({ title, text }) => ({ title, description: text }));

/** /investors/rental-market: rentals by ZIP, every rental and gross yields, formatted. */
export function rentalMarketPageView(figures: RentalMarketFigures, sampleWeeks: boolean) {
  const { period, statLabels, points, ...copy } = rentalMarketCopy;
  return {
    meta: rentalMarketMeta,
    copy: { ...copy, period: period(figures.count, figures.range, sampleWeeks) },
    stats: [
      { label: statLabels.count, value: String(figures.count) },
      { label: statLabels.avgRent, value: formatUsd(figures.avgRent) },
      { label: statLabels.rentPerSqft, value: formatRentPerSqft(figures.rentPerSqft) },
      { label: statLabels.avgDom, value: formatDays(figures.avgDom) },
    ] satisfies InvestorStat[],
    byZip: figures.byZip.map((zip) => ({
      key: zip.key,
      area: zip.area,
      count: zip.count,
      avgRent: formatMonthlyRent(zip.avgPrice),
      rentPerSqft: formatRentPerSqft(zip.rentPerSqft),
      avgDom: formatDays(zip.avgDom),
      domTone: zip.domTone,
    })),
    yields: figures.yields.map((item): InvestorStat => ({
      label: `${item.zip} ${item.area}`,
      value: formatPercent(item.percent),
    })),
    rentals: figures.rentals.map((rental) => ({
      key: `${rental.address}-${rental.contractDate}`,
      address: rental.address,
      zip: rental.zip,
      contractDate: formatShortDate(rental.contractDate),
      sqft: rental.sqft ? formatInteger(rental.sqft) : NO_FIGURE,
      rent: formatMonthlyRent(rental.price),
      dom: formatDays(rental.dom),
      domTone: rental.domTone,
    })),
    points: asCards(points),
    ctaLinks: ctaLinks(rentalMarketCopy),
  };
}

export type RentalMarketPageView = ReturnType<typeof rentalMarketPageView>;

/** /investors/zip-code-hotspots: the three highlights, then sales by ZIP and by type, formatted. */
export function zipHotspotsPageView(figures: ZipHotspotsFigures, sampleWeeks: boolean) {
  const { period, highlightLabels, reading, ...copy } = zipHotspotsCopy;
  const { mostActive, fastest, priciestPerSqft } = figures.highlights;
  // Only the fastest ZIP code's detail is coloured: its days on market carry the days-on-market tone.
  const highlights: InvestorStat[] = [
    highlight(highlightLabels.mostActive, mostActive, (zip) => countOf(zip.count, SALE), "neutral"),
    highlight(
      highlightLabels.fastest,
      fastest,
      (zip) => `${formatDays(zip.avgDom)} on average`,
      fastest[0]?.domTone ?? "neutral",
    ),
    highlight(
      highlightLabels.priciestPerSqft,
      priciestPerSqft,
      (zip) => `${formatPricePerSqft(zip.avgPricePerSqft)} per sq ft`,
      "neutral",
    ),
  ].filter((item) => item !== null);
  // A ZIP code's row and a property type's row carry the same figures.
  type Group = Pick<
    ZipHotspotsFigures["zips"][number],
    "count" | "avgPrice" | "avgPricePerSqft" | "avgDom" | "domTone"
  >;
  const row = ({ count, avgPrice, avgPricePerSqft, avgDom, domTone }: Group) => ({
    count,
    avgPrice: formatContractPrice(avgPrice),
    avgPricePerSqft: formatPricePerSqft(avgPricePerSqft),
    avgDom: formatDays(avgDom),
    domTone,
  });
  return {
    meta: zipHotspotsMeta,
    copy: { ...copy, period: period(figures.weekCount, figures.range, figures.saleCount, sampleWeeks) },
    highlights,
    zips: figures.zips.map((zip) => ({ key: zip.key, area: zip.area, ...row(zip) })),
    types: figures.types.map((type) => ({ key: type.key, label: type.label, ...row(type) })),
    reading: asCards(reading),
    ctaLinks: ctaLinks(zipHotspotsCopy),
  };
}

export type ZipHotspotsPageView = ReturnType<typeof zipHotspotsPageView>;
