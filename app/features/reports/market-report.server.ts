import { daysOnMarketTone, type Tone } from "~/lib/colour-rules";
import { MINIMUM_BASIS, statistic, statisticText } from "~/domain/measures";
import { sampleNoticeFor, touchesSampleDays } from "~/domain/sample-data";
import { reportDays } from "~/domain/report-context";
import type { DaySpan } from "~/domain/weekly-market";
import { formatDecimal, formatInteger, formatShortDate, formatUsd } from "~/lib/format";
import { countOf, nounFor } from "~/lib/plural";
import type { PageMetaOptions } from "~/lib/seo";
import type { MarketReportCopy } from "~content/reports/market-report";
import { archiveWeekOf, longDateRange, shortDateRange } from "~/domain/archive";
import { PROPERTY_TYPE_LABELS, type Contract, type PropertyType, type WeeklyReportData } from "~/domain/contract-types";
import { barGeometry } from "~/components/charts/bar-geometry.server";
import { pieSlices } from "./pie-geometry.server";
import {
  averageDomByType,
  contractsByType,
  CONTRACT_NOUN,
  contractsInTableOrder,
  daysText,
  DAY_NOUN,
  formatMonthlyRent,
  formatPriceRange,
  formatZoneAveragePrice,
  LEASE_NOUN,
  LUXURY_ZONE_LABEL,
  pricePerSqft,
  reportPeriodDays,
  SALE_CONTRACT_NOUN,
  summarizeWeek,
  tableTypesOf,
  typeDistribution,
  zoneAggregates,
  type WeeklySummary,
} from "~/domain/report-figures";
import { MARKET_REPORT_FEED_PATH, weeklyReportUrl, weeklyShareImagePath } from "./report-feed";
import type { PdfPreviewView, ReportChartsView, WeeklyFeedItem } from "./report-views";
import { selectWeek } from "./week-selection";
import { inlineMarkdownHtml, inlineMarkdownText } from "./markdown.server";
import { weeklyPdfFileName, weeklyPdfHref } from "~/domain/weekly-pdf-path";

type ContractRow = Contract & { pricePerSqft: number | null; domTone: Tone };

function rowsOf(contracts: readonly Contract[], type: Contract["type"]): ContractRow[] {
  return contractsInTableOrder(contracts, type).map((contract) => ({
    ...contract,
    pricePerSqft: pricePerSqft(contract),
    domTone: daysOnMarketTone(contract.dom),
  }));
}

/** Help text of each column header of the single-family table (its tooltips). */
export type TableHelp = {
  address: string;
  contractDate: string;
  zone: string;
  acres: string;
  sqft: string;
  price: string;
  pricePerSqft: string;
  dom: string;
};

/** A figure shown as a badge coloured by meaning. */
type ToneText = { text: string; tone: Tone };

/** One cell of a contract table: text, or the days on market as a coloured badge. */
type ContractCell = string | ToneText;

/** A contract table as the page shows it: headers (with help), then every cell already formatted. */
export type ContractTableView = {
  columns: { text: string; help?: string; numeric: boolean }[];
  rows: { key: string; cells: ContractCell[] }[];
};

const dash = "-";

type Column = {
  key: keyof TableHelp;
  text: string;
  numeric: boolean;
  cell: (row: ContractRow) => ContractCell;
};

/**
 * The columns of one type's table: a contract table shows the whole price; a
 * lot has no living area, so land has no square feet or $/sq ft; condo and co-op units have no lot.
 */
function columnsOf(kind: PropertyType): Column[] {
  const lease = kind === "rental";
  const hasLot = kind === "single-family" || kind === "multi-family" || kind === "land";
  const hasLivingArea = kind !== "land";
  const all: (Column | null)[] = [
    { key: "address", text: "Address", numeric: false, cell: (row) => row.address },
    { key: "contractDate", text: "Contract Date", numeric: false, cell: (row) => formatShortDate(row.contractDate) },
    { key: "zone", text: "Zone", numeric: false, cell: (row) => row.zone },
    hasLot
      ? {
          key: "acres",
          text: "Acres",
          numeric: true,
          cell: (row) => (row.acres === null ? dash : formatDecimal(row.acres, 2)),
        }
      : null,
    hasLivingArea
      ? {
          key: "sqft",
          text: "Sq Ft (Above Grade)",
          numeric: true,
          cell: (row) => (row.sqft === null ? dash : formatInteger(row.sqft)),
        }
      : null,
    {
      key: "price",
      text: lease ? "Monthly Rent" : "Price",
      numeric: true,
      cell: (row) => (lease ? formatMonthlyRent(row.price) : formatUsd(row.price)),
    },
    lease || !hasLivingArea
      ? null
      : {
          key: "pricePerSqft",
          text: "$/Sq Ft",
          numeric: true,
          cell: (row) => (row.pricePerSqft === null ? dash : formatUsd(row.pricePerSqft)),
        },
    {
      key: "dom",
      text: "DOM",
      numeric: true,
      cell: (row) => ({ text: countOf(row.dom, DAY_NOUN), tone: row.domTone }),
    },
  ];
  return all.filter((column): column is Column => column !== null);
}

/** The week's contracts of one type as a table; `help` puts a tooltip on each header. */
function contractTable(contracts: readonly Contract[], kind: PropertyType, help?: TableHelp): ContractTableView {
  const columns = columnsOf(kind);
  return {
    columns: columns.map((column) => ({ text: column.text, help: help?.[column.key], numeric: column.numeric })),
    rows: rowsOf(contracts, kind).map((row) => ({
      key: `${row.address}-${row.contractDate}`,
      cells: columns.map((column) => column.cell(row)),
    })),
  };
}

/** The six summary cards, one count per property type. */
function summaryCards(summary: WeeklySummary) {
  const cards: { type: PropertyType; value: number }[] = [
    { type: "single-family", value: summary.singleFamily },
    { type: "multi-family", value: summary.multiFamily },
    { type: "condo", value: summary.condos },
    { type: "rental", value: summary.rentals },
    { type: "co-op", value: summary.coops },
    { type: "land", value: summary.land },
  ];
  return cards.map((card) => ({
    ...card,
    label: PROPERTY_TYPE_LABELS[card.type],
    detail: nounFor(card.value, card.type === "rental" ? LEASE_NOUN : CONTRACT_NOUN),
  }));
}

export type SummaryCardView = ReturnType<typeof summaryCards>[number];

/**
 * One card per zone with count, average DOM (coloured), average price and $/sq ft. A zone
 * of fewer than `MINIMUM_BASIS` sales shows its count and no average (decision 136).
 */
function zoneCards(contracts: readonly Contract[]) {
  return zoneAggregates(contracts).map((zone) => {
    const few = zone.count < MINIMUM_BASIS ? statisticText(statistic(0, zone.count), SALE_CONTRACT_NOUN, String) : null;
    return {
      zone: zone.zone,
      label: zone.label,
      luxury: zone.label === LUXURY_ZONE_LABEL,
      count: zone.count,
      avgDom: few
        ? { text: few, tone: "neutral" as const }
        : { text: `${zone.avgDom} days`, tone: daysOnMarketTone(zone.avgDom) },
      avgPrice: few ?? formatZoneAveragePrice(zone.avgPrice),
      avgPricePerSqft: few ?? (zone.avgPricePerSqft === null ? dash : formatUsd(zone.avgPricePerSqft)),
    };
  });
}

export type ZoneCardView = ReturnType<typeof zoneCards>[number];

type PageWords = {
  /** Title and description of the page (content/reports/market-report.ts). */
  meta: { title: string; description: string };
  help: TableHelp;
  /** The page's words (content/reports/market-report.ts), for the parts drawn on the server. */
  copy: MarketReportCopy;
  /** The site's absolute origin (SITE_URL), for the structured data. */
  siteUrl: string;
};

/** The week's title, description, share image and Report structured data, and the RSS link. */
function weeklyReportMeta(
  notes: Omit<WeeklyReportData, "contracts">,
  summary: WeeklySummary,
  dateRange: string,
  { meta, siteUrl }: PageWords,
) {
  const week = notes.week;
  const title = `${meta.title}: Week ${week}`;
  const page: PageMetaOptions = {
    title,
    description: `${dateRange}. ${meta.description}`,
    type: "article",
    canonicalQuery: `week=${week}`,
    image: weeklyShareImagePath(week),
    imageAlt: `${notes.title}: ${countOf(summary.totalSales, SALE_CONTRACT_NOUN)}, ${dateRange}`,
    jsonLd: {
      "@context": "https://schema.org",
      "@type": "Report",
      headline: `${title}: ${notes.title}`,
      url: weeklyReportUrl(siteUrl, week),
      datePublished: notes.endDate,
      temporalCoverage: `${notes.startDate}/${notes.endDate}`,
      about: "Residential real estate contracts in Greenwich, Connecticut",
      image: `${siteUrl}${weeklyShareImagePath(week)}`,
      author: { "@id": `${siteUrl}/#publisher` },
      publisher: { "@id": `${siteUrl}/#publisher` },
    },
  };
  const feed = {
    tagName: "link",
    rel: "alternate",
    type: "application/rss+xml",
    title: meta.title,
    href: MARKET_REPORT_FEED_PATH,
  } as const;
  return { page, feed };
}

/** The heading, intro and background of every section of the page, in page order. */
function sectionHeadings(copy: MarketReportCopy) {
  return {
    summary: { id: "summary", title: copy.summaryTitle, intro: copy.summaryIntro },
    charts: { id: "charts", title: copy.chartsTitle, background: "muted" },
    narrative: { id: "narrative", title: copy.narrativeTitle },
    zones: { id: "zones", title: copy.zonesTitle, intro: copy.zonesIntro },
    keyInsights: { id: "key-insights", title: copy.insightsTitle, background: "muted" },
    tools: { id: "take-action", title: copy.toolsTitle, intro: copy.toolsIntro },
    pdf: { id: "weekly-pdf", title: copy.pdfTitle, intro: copy.pdfIntro, background: "muted" },
    outlook: { id: "outlook", title: copy.opportunitiesTitle },
    allWeeks: { id: "all-weeks", title: copy.closingTitle, intro: copy.closingText, background: "muted" },
  } as const;
}

/** A table's section id and title per property type. */
function tableHeading(type: PropertyType, copy: MarketReportCopy): { id: string; title: string } {
  const headings: Record<PropertyType, { id: string; title: string }> = {
    "single-family": { id: "single-family", title: copy.singleFamilyTitle },
    "multi-family": { id: "multi-family", title: copy.multiFamilyTitle },
    condo: { id: "condos", title: copy.condoTitle },
    "co-op": { id: "co-ops", title: copy.coopTitle },
    rental: { id: "rentals", title: copy.rentalTitle },
    land: { id: "land", title: copy.landTitle },
  };
  return headings[type];
}

/**
 * The contract tables, each in its section: single-family always, every other type the week has
 *, so every contract counted is listed in exactly one table; leases last, apart.
 */
function contractTableSections(contracts: readonly Contract[], { copy, help }: PageWords) {
  const types = tableTypesOf(contracts);
  const ordered = [...types.filter((type) => type !== "rental"), ...types.filter((type) => type === "rental")];
  return ordered.map((type, index) => ({
    type,
    ...tableHeading(type, copy),
    background: (index % 2 === 0 ? "muted" : "white") as "white" | "muted",
    table: contractTable(contracts, type, type === "single-family" ? help : undefined),
    note: type === "rental" ? copy.rentalNote : undefined,
  }));
}

/** The figures and words of the sections around the tables, for the components in report-sections.tsx. */
function reportSections(
  notes: Omit<WeeklyReportData, "contracts">,
  summary: WeeklySummary,
  contracts: readonly Contract[],
  copy: MarketReportCopy,
) {
  const pdf: PdfPreviewView = {
    href: weeklyPdfHref(notes.week),
    fileName: weeklyPdfFileName(notes.week),
    title: `${copy.pdfTitle}, week ${notes.week} (PDF preview)`,
    downloadLabel: copy.pdfDownload,
    openLabel: copy.pdfOpen,
    showLabel: copy.pdfPreviewShow,
    hideLabel: copy.pdfPreviewHide,
  };
  const domByType = averageDomByType(contracts);
  const charts: ReportChartsView = {
    titles: copy.chartTitles,
    typePie: pieSlices(typeDistribution(contracts)),
    domByType: { ...domByType, bars: barGeometry(domByType.bars) },
    contractsByType: barGeometry(contractsByType(contracts)),
  };
  return {
    headline: [
      { label: copy.headlineLabels.total, value: String(summary.totalSales) },
      { label: copy.headlineLabels.avgDom, value: daysText(summary.avgDom, SALE_CONTRACT_NOUN) },
      { label: copy.headlineLabels.priceRange, value: formatPriceRange(summary.priceRange) },
      ...(summary.leaseAvgDom === null
        ? []
        : [
            { label: copy.headlineLabels.leases, value: String(summary.rentals) },
            { label: copy.headlineLabels.leaseAvgDom, value: daysText(summary.leaseAvgDom, LEASE_NOUN) },
          ]),
    ],
    summaryCards: summaryCards(summary),
    charts,
    narrative: notes.narrative.map(inlineMarkdownHtml),
    zones: zoneCards(contracts),
    keyInsights: notes.keyInsights.map(inlineMarkdownHtml),
    pdf,
    outlook: {
      opportunities: notes.opportunities.map(inlineMarkdownHtml),
      strategicTitle: copy.strategicTitle,
      strategicConsiderations: notes.strategicConsiderations.map(inlineMarkdownHtml),
    },
  };
}

/** The published weeks (week-store.server.ts), as every function below receives them. */
type Reports = readonly WeeklyReportData[];

/** The week numbers published, oldest first. */
function availableWeeks(weeklyReports: Reports): number[] {
  return weeklyReports.map((week) => week.week).sort((a, b) => a - b);
}

/** Every week as a link target: its number, its label in the picker and its title. */
export function weekChoices(weeklyReports: Reports) {
  return weeklyReports.map((week) => ({
    week: week.week,
    label: `Week ${week.week}: ${shortDateRange(week.startDate, week.endDate)}`,
    title: archiveWeekOf(week).title,
  }));
}

/**
 * Everything /market-report shows for `?week=`, as plain figures (no parsing or chart math in the
 * browser); null when `?week=` names no week that exists (the page answers 404).
 */
export function marketReportView(weeklyReports: Reports, weekParam: string | null, words: PageWords) {
  const weekNumber = selectWeek(weekParam, availableWeeks(weeklyReports));
  const report = weeklyReports.find((week) => week.week === weekNumber);
  if (!report) return null;
  const { contracts, ...notes } = report;
  const summary = summarizeWeek(contracts);
  const dateRange = longDateRange(report.startDate, report.endDate);
  return {
    meta: weeklyReportMeta(notes, summary, dateRange, words),
    weeks: weekChoices(weeklyReports),
    notes: { week: notes.week, title: notes.title },
    dateRange,
    period: `${words.copy.periodLabel}: ${countOf(reportPeriodDays(notes.startDate, notes.endDate), DAY_NOUN)}`,
    sections: reportSections(notes, summary, contracts, words.copy),
    eyebrow: `${words.copy.eyebrow} · Week ${notes.week}`,
    headings: sectionHeadings(words.copy),
    tables: contractTableSections(contracts, words),
  };
}

export type MarketReportView = NonNullable<ReturnType<typeof marketReportView>>;

/** The archive: every published week. */
export function archiveWeeks(weeklyReports: Reports, sample: readonly DaySpan[] = []) {
  // Badged where its page says the sample sentence: by the days its figures rest on (decision 120).
  return weeklyReports.map((report) => archiveWeekOf(report, touchesSampleDays(sample, reportDays(report))));
}

/** A week's full data, for its PDF; null when there is no such week. */
export function weeklyReportData(weeklyReports: Reports, week: number) {
  return weeklyReports.find((report) => report.week === week) ?? null;
}

/** What the RSS feed and the share images say of each week, newest first. */
export function weeklyFeedItems(weeklyReports: Reports, sample: readonly DaySpan[] = []): WeeklyFeedItem[] {
  return [...weeklyReports]
    .sort((a, b) => b.week - a.week)
    .map((report) => {
      const summary = summarizeWeek(report.contracts);
      return {
        week: report.week,
        title: report.title,
        startDate: report.startDate,
        endDate: report.endDate,
        dateRange: longDateRange(report.startDate, report.endDate),
        shortDateRange: shortDateRange(report.startDate, report.endDate),
        summary,
        lead: inlineMarkdownText(report.narrative[0] ?? ""),
        keyInsights: report.keyInsights.map(inlineMarkdownText),
        /** The page's sample sentence, by the same days (decision 120). */
        sampleNotice: sampleNoticeFor(sample, reportDays(report)),
      };
    });
}
