// The first-time buyer guide as a PDF, built once at build time (the resource route is prerendered)
// from the same content module and functions as the page. Server-only: pdfmake never reaches the browser.
import pdfmake from "pdfmake";
import type { Content, TDocumentDefinitions } from "pdfmake/interfaces";
import { formatPercent } from "~/lib/format";
import { townMedianNotes, type TownMedian } from "~/domain/town-median";
import {
  affordabilityCopy,
  commonMistakes,
  firstTimeGuideContent,
  firstTimeGuideCta,
  firstTimeGuideHero,
  firstTimeGuideSections as sections,
  journeyIntro,
  journeyProTip,
  journeySteps,
  realityCheck,
} from "~content/calculators/first-time-guide";
import { DEFAULT_IDENTITY, type PublicIdentity } from "~/lib/site-identity";
import { defaultFactBook, type FactBook } from "~content/facts";
import { DOWN_PAYMENT_SHARE, HOUSING_SHARE_OF_INCOME, TOTAL_DEBT_SHARE_OF_INCOME } from "./affordability";
import { affordabilityCalculatorCopy, guidelineRows, realityCheckText } from "./first-time-guide.server";

// PDF base-14 fonts: nothing to read from disk, and the text stays selectable and searchable.
const FONTS = {
  Helvetica: {
    normal: "Helvetica",
    bold: "Helvetica-Bold",
    italics: "Helvetica-Oblique",
    bolditalics: "Helvetica-BoldOblique",
  },
};

const NAVY = "#172554";
const percentOf = (share: number) => formatPercent(share * 100, 0);

function heading(text: string): Content {
  return { text, style: "h2", margin: [0, 18, 0, 8] };
}

/** The document: the page's sections in order, with the affordability rule written out. */
export function firstTimeGuideDocument(
  townMedian: TownMedian,
  site: PublicIdentity = DEFAULT_IDENTITY,
  book: FactBook = defaultFactBook,
): TDocumentDefinitions {
  const { townCards } = firstTimeGuideContent(book);
  const calculator = affordabilityCalculatorCopy();
  const rule =
    `Maximum monthly housing payment = the smaller of ${percentOf(HOUSING_SHARE_OF_INCOME)} of monthly gross income ` +
    `and ${percentOf(TOTAL_DEBT_SHARE_OF_INCOME)} of monthly gross income minus monthly debt payments (never below zero). ` +
    `${calculator.housingNote} ${calculator.downPaymentCoversLabel} = down payment / ${DOWN_PAYMENT_SHARE}: ` +
    `${calculator.downPaymentCoversNote} ${calculator.budgetCarriesLabel}: ${calculator.budgetCarriesNote} ` +
    `${calculator.homePriceLabel} = the lower of the two; ${calculator.fields.rate.hint}`;

  return {
    info: { title: firstTimeGuideHero.title, author: site.name, subject: "First-time home buyer guide, Greenwich, CT" },
    language: "en-US",
    pageSize: "LETTER",
    pageMargins: [54, 54, 54, 60],
    defaultStyle: { font: "Helvetica", fontSize: 10.5, lineHeight: 1.25, color: "#1e293b" },
    styles: {
      eyebrow: { fontSize: 9, bold: true, color: "#b45309", characterSpacing: 1 },
      h1: { fontSize: 24, bold: true, color: NAVY },
      h2: { fontSize: 15, bold: true, color: NAVY },
      h3: { fontSize: 11.5, bold: true },
      muted: { color: "#475569" },
      th: { bold: true, fillColor: "#f1f5f9" },
    },
    footer: (page: number, pages: number) => ({
      columns: [
        { text: `${site.name} | ${site.broker.name}, ${site.broker.phone}`, style: "muted", fontSize: 8 },
        { text: `${page} / ${pages}`, alignment: "right", style: "muted", fontSize: 8 },
      ],
      margin: [54, 20, 54, 0],
    }),
    content: [
      { text: firstTimeGuideHero.eyebrow.toUpperCase(), style: "eyebrow" },
      { text: firstTimeGuideHero.title, style: "h1", margin: [0, 4, 0, 8] },
      { text: firstTimeGuideHero.intro },

      heading(affordabilityCopy.heading),
      { text: affordabilityCopy.intro, margin: [0, 0, 0, 6] },
      { text: rule, italics: true },

      heading(sections.journeyTitle),
      { text: journeyIntro, margin: [0, 0, 0, 6] },
      ...journeySteps.flatMap((step, index): Content[] => [
        { text: `${index + 1}. ${step.title}  (${step.timeline})`, style: "h3", margin: [0, 6, 0, 2] },
        { text: step.description },
        { ul: [...step.details], margin: [0, 2, 0, 0] },
      ]),
      { text: journeyProTip, italics: true, margin: [0, 8, 0, 0] },

      heading(sections.guidelinesTitle),
      {
        table: {
          headerRows: 1,
          widths: ["auto", "auto", "auto", "*"],
          body: [
            ["Factor", "Conventional", "Greenwich", "Note"].map((text) => ({ text, style: "th" })),
            ...guidelineRows().map((row) => [
              { text: row.factor, bold: true },
              row.conventional,
              row.greenwich,
              row.note,
            ]),
          ],
        },
        layout: "lightHorizontalLines",
      },

      heading(sections.townsTitle),
      ...townCards.flatMap((town): Content[] => [
        { text: town.name, style: "h3", margin: [0, 6, 0, 2] },
        { text: town.description },
        { ul: [...town.highlights], margin: [0, 2, 0, 0] },
      ]),

      heading(sections.mistakesTitle),
      ...commonMistakes.flatMap((item): Content[] => [
        { text: item.mistake, style: "h3", margin: [0, 6, 0, 2] },
        { text: [{ text: "Consequence: ", bold: true }, item.consequence] },
        { text: [{ text: "Solution: ", bold: true }, item.solution] },
      ]),

      heading(realityCheck.heading),
      { text: realityCheckText(townMedian, book) },
      // What the town median is, and the sample sentence where its year is sample (decision 141).
      ...townMedianNotes(townMedian).map((note): Content => ({ text: note, fontSize: 8, margin: [0, 4, 0, 0] })),

      heading(firstTimeGuideCta.title),
      { text: firstTimeGuideCta.text },
      {
        text: `${site.broker.name}, ${site.broker.title}, ${site.broker.brokerage}. ${site.broker.phone} | ${site.broker.email}`,
        margin: [0, 6, 0, 0],
        bold: true,
      },
    ],
  };
}

/**
 * The guide as PDF bytes, naming the publisher Settings saved (decision 110), quoting `book`'s facts
 * (decision 111) and the history's town median (decision 141).
 */
export async function renderFirstTimeGuidePdf(
  townMedian: TownMedian,
  site: PublicIdentity = DEFAULT_IDENTITY,
  book: FactBook = defaultFactBook,
): Promise<Buffer> {
  pdfmake.setFonts(FONTS);
  // The document names no images or files: refuse any URL, and any local name but the built-in fonts.
  const builtInFonts = new Set<string>(Object.values(FONTS.Helvetica));
  pdfmake.setUrlAccessPolicy(() => false);
  pdfmake.setLocalAccessPolicy((path) => builtInFonts.has(path));
  return pdfmake.createPdf(firstTimeGuideDocument(townMedian, site, book)).getBuffer();
}
