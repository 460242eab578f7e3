import pdfmake from "pdfmake";
import type { Content, TDocumentDefinitions } from "pdfmake/interfaces";
import { formatInteger, formatPercent, formatShortDate, formatUsd } from "~/lib/format";
import { countOf } from "~/lib/plural";
import { DEAL, dealsFigureText, summarize } from "./aggregates";
import { dashboardContent } from "./dashboard-content";
import { daysText } from "./days";
import { activeFiltersText } from "./export-summary";
import type { DashboardQuery } from "./filters";
import type { Listing } from "./listing-record";
import { formatWeekSpan, type ContractWeek } from "./weeks";

// The PDF uses a standard PDF font, so no font file ships with the server.
pdfmake.setFonts({
  Helvetica: {
    normal: "Helvetica",
    bold: "Helvetica-Bold",
    italics: "Helvetica-Oblique",
    bolditalics: "Helvetica-BoldOblique",
  },
});
const STANDARD_FONTS = new Set(["Helvetica", "Helvetica-Bold", "Helvetica-Oblique", "Helvetica-BoldOblique"]);
// The document loads no URL and no file: only the standard fonts' built-in metrics.
pdfmake.setUrlAccessPolicy(() => false);
pdfmake.setLocalAccessPolicy((file) => STANDARD_FONTS.has(file));

/** The PDF of the filtered listings of a week, with the week's dates and the active filters printed at the top. */
export function listingsPdf(
  listings: readonly Listing[],
  query: DashboardQuery,
  week: ContractWeek,
  /** The number of mock listings when the source is the sample file, else null. */
  sampleCount: number | null,
): Promise<Buffer> {
  const summary = summarize(listings);
  const header = ["Address", "Type", "District", "List price", "ADOM", "Cut", "Red.", "Contract", "Firm", "Agent"];
  const body = listings.map((listing) => [
    listing.address,
    listing.type,
    listing.district,
    { text: formatUsd(listing.listPrice), alignment: "right" as const },
    { text: formatInteger(listing.adom), alignment: "right" as const },
    { text: formatPercent(listing.cutPercent), alignment: "right" as const },
    { text: formatInteger(listing.reductions), alignment: "right" as const },
    formatShortDate(listing.contractDate),
    listing.firm,
    listing.agent,
  ]);
  const content: Content[] = [
    { text: dashboardContent.reportName, style: "title" },
    { text: `Calendar Week ${week.week} - ${formatWeekSpan(week)}`, margin: [0, 2, 0, 8] },
    { text: `Active filters: ${activeFiltersText(query)}`, bold: true, margin: [0, 0, 0, 4] },
    {
      text: `${countOf(summary.dealsInked, DEAL)} - median ADOM ${dealsFigureText(summary.medianAdom, daysText)} - typical cut (median, all deals) ${dealsFigureText(summary.typicalCutPercent, (value) => formatPercent(value))} - deal confidence ${dealsFigureText(summary.dealConfidenceDays, daysText)}`,
      margin: [0, 0, 0, 10],
    },
    listings.length === 0
      ? { text: "No listings match these filters." }
      : {
          table: {
            headerRows: 1,
            widths: ["*", "auto", "auto", "auto", "auto", "auto", "auto", "auto", "auto", "auto"],
            body: [header.map((text) => ({ text, bold: true })), ...body],
          },
          layout: "lightHorizontalLines",
        },
  ];
  if (sampleCount !== null)
    content.push({ text: dashboardContent.sampleNotice(sampleCount), italics: true, margin: [0, 10, 0, 0] });
  const document: TDocumentDefinitions = {
    pageOrientation: "landscape",
    pageSize: "LETTER",
    info: { title: `${dashboardContent.reportName}, week ${week.week}` },
    defaultStyle: { font: "Helvetica", fontSize: 9 },
    styles: { title: { fontSize: 16, bold: true } },
    content,
  };
  return pdfmake.createPdf(document).getBuffer();
}
