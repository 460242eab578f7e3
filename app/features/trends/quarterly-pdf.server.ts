// A quarterly report as PDF, like the weekly contracts compilation: the same
// document frame and tables (`reportPdfDocument`, `reportTable`), the quarterly page's figures.
import type { Content } from "pdfmake/interfaces";
import { longDateRange } from "~/domain/archive";
import { renderReportPdf, reportPdfDocument, reportTable } from "~/domain/weekly-pdf.server";
import { SAMPLE_BADGE } from "~/domain/sample-data";
import type { QuarterView } from "./quarter-view";
import type { QuarterSupply } from "./quarter-supply";

/** The supply table: each measure's figure beside the two earlier quarters, a dash where no change is given. */
function supplyContent(view: QuarterView, supply: QuarterSupply): Content[] {
  return [
    { text: supply.title, style: "heading" },
    reportTable(
      ["Measure", view.label, view.previousLabel, "Change", view.yearBeforeLabel, "Change"],
      supply.cards.map((card) => [
        card.label,
        card.now.text,
        ...card.comparisons.flatMap((comparison) => [comparison.figure.text, comparison.change ?? "–"]),
      ]),
      ["*", "auto", "auto", "auto", "auto", "auto"],
    ),
    {
      // The PDF's one sample sentence, under its title, covers the quarters this table compares (decision 136).
      text: supply.method,
      italics: true,
      fontSize: 8,
      margin: [0, 0, 0, 6],
    },
  ];
}

/** The quarter's PDF, titled with the site's name as Settings saved it (decision 110). */
export function quarterlyPdfDefinition(view: QuarterView, siteName: string, supply?: QuarterSupply) {
  // The page's sentence, where the page says it (decision 120).
  const sample = view.sampleNotice;
  const dates = longDateRange(view.start, view.end);
  const content: Content[] = [
    { text: `${siteName}: ${view.label}`, style: "title" },
    {
      text: `Quarterly report, ${dates}. Every sale contract of the quarter, beside the quarter before and the same quarter a year earlier.`,
      margin: [0, 2, 0, sample ? 2 : 10],
    },
    ...(sample ? [{ text: sample, bold: true, margin: [0, 0, 0, 10] } as Content] : []),
    { text: `${view.label} at a glance`, style: "heading" },
    reportTable(
      ["Measure", view.label, view.previousLabel, "Change", view.yearBeforeLabel, "Change"],
      view.figures.map((row) => [
        row.label,
        row.now,
        row.previous,
        row.previousChange,
        row.yearBefore,
        row.yearBeforeChange,
      ]),
      ["*", "auto", "auto", "auto", "auto", "auto"],
    ),
    ...(supply ? supplyContent(view, supply) : []),
    { text: "Sale contracts by price", style: "heading" },
    reportTable(
      ["Contract price", view.label, view.yearBeforeLabel],
      view.priceBands.map((band) => [band.label, band.now, band.yearBefore]),
      ["*", "auto", "auto"],
    ),
    { text: "Sale contracts by village", style: "heading" },
    reportTable(
      ["Village", "Contracts", "Median price", `Median price, ${view.yearBeforeLabel}`, "Change"],
      view.villages.map((village) => [
        village.name,
        village.contracts,
        village.medianPrice,
        village.yearBeforeMedianPrice,
        village.change,
      ]),
      ["*", "auto", "auto", "auto", "auto"],
    ),
    {
      text: `Sale contracts only; a lease's price is a monthly rent, so leases are counted apart. A contract counts in the quarter of its contract date. Medians are the middle value (the mean of the two middle ones for an even count). ${view.minimumRule}`,
      italics: true,
      fontSize: 8,
    },
  ];
  return reportPdfDocument({
    title: `${siteName}: ${view.label}`,
    subject: dates,
    footer: (page, pages) =>
      `Quarterly report ${view.label} - page ${page} of ${pages}${sample ? ` - ${SAMPLE_BADGE}` : ""}`,
    content,
  });
}

/** The PDF file of a quarter's report. */
export async function renderQuarterlyPdf(view: QuarterView, siteName: string, supply?: QuarterSupply): Promise<Buffer> {
  return renderReportPdf(quarterlyPdfDefinition(view, siteName, supply));
}
