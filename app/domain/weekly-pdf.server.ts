import pdfmake from "pdfmake";
import { daysText, LEASE_NOUN, SALE_CONTRACT_NOUN } from "./report-figures";
import { SAMPLE_BADGE } from "./sample-data";
import type { Content, TDocumentDefinitions } from "pdfmake/interfaces";
import { formatInteger, formatNumericDate, formatUsd } from "~/lib/format";
import { countOf } from "~/lib/plural";
import { DEFAULT_IDENTITY, type PublicIdentity } from "~/lib/site-identity";
import { marketReportCopy } from "~content/reports/market-report";
import { longDateRange } from "./archive";
import { PROPERTY_TYPE_LABELS, PROPERTY_TYPES, type Contract, type WeeklyReportData } from "./contract-types";
import {
  contractsInTableOrder,
  countsByType,
  DAY_NOUN,
  formatMonthlyRent,
  formatPriceRange,
  pricePerSqft,
  reportPeriodDays,
  summarizeWeek,
} from "./report-figures";

// The standard PDF fonts need no font files; nothing is fetched from the network or the disk.
pdfmake.setFonts({
  Helvetica: {
    normal: "Helvetica",
    bold: "Helvetica-Bold",
    italics: "Helvetica-Oblique",
    bolditalics: "Helvetica-BoldOblique",
  },
});
const STANDARD_FONTS = new Set(["Helvetica", "Helvetica-Bold", "Helvetica-Oblique", "Helvetica-BoldOblique"]);
pdfmake.setUrlAccessPolicy(() => false);
pdfmake.setLocalAccessPolicy((file) => STANDARD_FONTS.has(file));

const NAVY = "#1e3a8a";

/** A table with a navy header row, as every report PDF draws one (the weekly and quarterly PDFs). */
export function reportTable(header: readonly string[], rows: readonly string[][], widths: string[]): Content {
  return {
    table: {
      headerRows: 1,
      widths,
      body: [header.map((text) => ({ text, bold: true, color: "white", fillColor: NAVY })), ...rows],
    },
    layout: "lightHorizontalLines",
    fontSize: 8,
    margin: [0, 4, 0, 14],
  };
}

type LaidOutNode = { text?: unknown; table?: { body?: unknown[][] } };

/** A table cell's text, as the laid-out node of the cell holds it. */
const cellText = (cell: unknown) => (typeof cell === "object" && cell !== null && "text" in cell ? cell.text : cell);

/** Whether the next table's first row after its header is on this page among `following`. */
function firstRowFollows(following: readonly LaidOutNode[]): boolean {
  const at = following.findIndex((node) => node.table !== undefined);
  const firstRow = at < 0 ? undefined : following[at]!.table!.body?.[1];
  if (!firstRow) return false;
  const first = cellText(firstRow[0]);
  return following.slice(at + 1).some((node) => node.text === first);
}

/** A section heading of a report PDF: kept on the page of what follows it. */
export function reportHeading(text: string): Content {
  return { text, style: "heading", headlineLevel: 1 };
}

/**
 * The document every report PDF is: letter landscape in the standard Helvetica, a navy title and
 * headings, and a centred footer line on every page. A heading whose table's first row would be on
 * the next page starts that page too, so a heading (and a note under it) is never parted from its
 * table, nor a table's header from its first row.
 */
export function reportPdfDocument(document: {
  title: string;
  subject: string;
  footer: (page: number, pages: number) => string;
  content: Content[];
}): TDocumentDefinitions {
  return {
    info: { title: document.title, subject: document.subject },
    pageSize: "LETTER",
    pageOrientation: "landscape",
    pageMargins: [36, 36, 36, 40],
    defaultStyle: { font: "Helvetica", fontSize: 10, color: "#0f172a" },
    styles: {
      title: { fontSize: 20, bold: true, color: NAVY },
      heading: { fontSize: 13, bold: true, color: NAVY, margin: [0, 8, 0, 2] },
    },
    footer: (page, pages) => ({
      text: document.footer(page, pages),
      alignment: "center",
      fontSize: 8,
      color: "#475569",
    }),
    content: document.content,
    pageBreakBefore: (node, queries) => node.headlineLevel === 1 && !firstRowFollows(queries.getFollowingNodesOnPage()),
  };
}

/** The line naming the publisher at the foot of every report PDF's page (decision 110: Settings' identity). */
export function publisherLine(site: PublicIdentity): string {
  const { broker } = site;
  return `${site.name} · ${broker.name}, ${broker.title}, ${broker.brokerage} · ${broker.phone} · ${broker.email}`;
}

/** A report PDF with its publisher: the document's author, and a line above each page's footer. */
export function withPublisher(definition: TDocumentDefinitions, site: PublicIdentity): TDocumentDefinitions {
  const footer = definition.footer;
  return {
    ...definition,
    info: { ...definition.info, author: site.name },
    footer: (page, pages, size) => ({
      stack: [
        { text: publisherLine(site), alignment: "center", fontSize: 8, color: "#475569" },
        (typeof footer === "function" ? footer(page, pages, size) : footer) ?? "",
      ],
    }),
  };
}

/** A report PDF's file. */
export async function renderReportPdf(definition: TDocumentDefinitions): Promise<Buffer> {
  return pdfmake.createPdf(definition).getBuffer();
}

function contractsTable(contracts: readonly Contract[], rental: boolean): Content {
  const header = [
    "Address",
    "Zone",
    "ZIP",
    "Acres",
    "Sq Ft",
    rental ? "Rent" : "Price",
    rental ? "Rent/Sq Ft" : "$/Sq Ft",
    "DOM",
    "Contract",
  ];
  const rows = contracts.map((contract) => {
    const perSqft = pricePerSqft(contract);
    return [
      contract.address,
      contract.zone,
      contract.zip,
      contract.acres === null ? "-" : contract.acres.toFixed(2),
      contract.sqft === null ? "-" : formatInteger(contract.sqft),
      rental ? formatMonthlyRent(contract.price) : formatUsd(contract.price),
      perSqft === null
        ? "-"
        : rental
          ? `$${(contract.price / (contract.sqft ?? 1)).toFixed(2)}`
          : `$${formatInteger(perSqft)}`,
      String(contract.dom),
      formatNumericDate(contract.contractDate),
    ];
  });
  return reportTable(header, rows, ["*", "auto", "auto", "auto", "auto", "auto", "auto", "auto", "auto"]);
}

/** What the PDF says about where its figures come from. */
export type WeeklyPdfOptions = {
  /** The site's one sentence when the week's days are sample data (decision 120), else null. */
  sampleNotice: string | null;
  /** Who publishes it: Settings' identity (decision 110), else content/site.ts's. */
  publisher?: PublicIdentity;
};

/** The week's "weekly contracts compilation": title, dates, summary and every contract by type. */
export function weeklyPdfDefinition(week: WeeklyReportData, options: WeeklyPdfOptions): TDocumentDefinitions {
  const summary = summarizeWeek(week.contracts);
  const labels = marketReportCopy.headlineLabels;
  const counts = countsByType(week.contracts);
  // Leases apart from sales: the sale figures first, then the leases'.
  const summaryRows: [string, string][] = [
    [marketReportCopy.periodLabel, countOf(reportPeriodDays(week.startDate, week.endDate), DAY_NOUN)],
    [labels.total, String(summary.totalSales)],
    ...PROPERTY_TYPES.filter((type) => type !== "rental").map((type): [string, string] => [
      PROPERTY_TYPE_LABELS[type],
      String(counts[type]),
    ]),
    [labels.avgDom, daysText(summary.avgDom, SALE_CONTRACT_NOUN)],
    [labels.priceRange, formatPriceRange(summary.priceRange)],
    [labels.leases, String(summary.rentals)],
    ...(summary.leaseAvgDom === null
      ? []
      : [[labels.leaseAvgDom, daysText(summary.leaseAvgDom, LEASE_NOUN)] as [string, string]]),
  ];
  // Every type the week has, in its own table; the leases last.
  const types = PROPERTY_TYPES.filter((type) => counts[type] > 0);
  const ordered = [...types.filter((type) => type !== "rental"), ...types.filter((type) => type === "rental")];
  const sections: Content[] = ordered.flatMap((type, index): Content[] => [
    reportHeading(type === "rental" ? marketReportCopy.rentalTitle : `${PROPERTY_TYPE_LABELS[type]} contracts`),
    // The leases' note under their heading, above their table: never a last page of its own.
    ...(type === "rental" ? [{ text: marketReportCopy.rentalNote, italics: true, fontSize: 8 }] : []),
    // The last table ends the document: no space under it that could spill onto a blank page.
    {
      ...(contractsTable(contractsInTableOrder(week.contracts, type), type === "rental") as object),
      ...(index === ordered.length - 1 ? { margin: [0, 4, 0, 0] } : {}),
    } as Content,
  ]);
  const document = reportPdfDocument({
    title: `${week.title}: Week ${week.week} contracts`,
    subject: longDateRange(week.startDate, week.endDate),
    footer: (page, pages) =>
      `Week ${week.week} contracts compilation - page ${page} of ${pages}${options.sampleNotice ? ` - ${SAMPLE_BADGE}` : ""}`,
    content: [
      { text: `${week.title} - Week ${week.week}`, style: "title" },
      {
        text: `Weekly contracts compilation, ${longDateRange(week.startDate, week.endDate)}`,
        margin: [0, 2, 0, options.sampleNotice ? 2 : 10],
      },
      ...(options.sampleNotice ? [{ text: options.sampleNotice, bold: true, margin: [0, 0, 0, 10] } as Content] : []),
      reportHeading("Summary"),
      {
        table: { widths: [160, 120], body: summaryRows.map(([label, value]) => [label, { text: value, bold: true }]) },
        layout: "lightHorizontalLines",
        margin: [0, 4, 0, 10],
      },
      ...sections,
    ],
  });
  return withPublisher(document, options.publisher ?? DEFAULT_IDENTITY);
}

/** The PDF file of a week. */
export async function renderWeeklyPdf(week: WeeklyReportData, options: WeeklyPdfOptions): Promise<Buffer> {
  return renderReportPdf(weeklyPdfDefinition(week, options));
}
