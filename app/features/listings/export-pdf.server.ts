import pdfmake from "pdfmake";
import type { Content, TDocumentDefinitions } from "pdfmake/interfaces";
import { formatInteger, formatPercent, formatShortDate, formatUsd } from "~/lib/format";
import { summarize } from "./aggregates";
import { dashboardContent } from "./dashboard-content";
import { activeFiltersText } from "./export-summary";
import type { DashboardQuery } from "./filters";
import type { Listing } from "./listing-record";

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

/** The PDF of the filtered listings, with the active filters printed at the top. */
export function listingsPdf(listings: readonly Listing[], query: DashboardQuery, isSample: boolean): Promise<Buffer> {
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
    { text: `Week ${query.week} - ${dashboardContent.dateSpan}`, margin: [0, 2, 0, 8] },
    { text: `Active filters: ${activeFiltersText(query)}`, bold: true, margin: [0, 0, 0, 4] },
    {
      text: `${formatInteger(summary.dealsInked)} listings - median ADOM ${formatInteger(summary.medianAdom)} days - typical cut ${formatPercent(summary.typicalCutPercent)} - deal confidence ${formatInteger(summary.dealConfidenceDays)} days`,
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
  if (isSample) content.push({ text: dashboardContent.sampleNotice, italics: true, margin: [0, 10, 0, 0] });
  const document: TDocumentDefinitions = {
    pageOrientation: "landscape",
    pageSize: "LETTER",
    info: { title: `${dashboardContent.reportName}, week ${query.week}` },
    defaultStyle: { font: "Helvetica", fontSize: 9 },
    styles: { title: { fontSize: 16, bold: true } },
    content,
  };
  return pdfmake.createPdf(document).getBuffer();
}
