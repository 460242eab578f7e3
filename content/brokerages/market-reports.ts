// /brokerages/market-reports: how the weekly report is produced from an MLS export, and what each
// of its figures means. The days-on-market thresholds come from app/lib/colour-rules in the loader.
import type { InfoCard } from "./types";

export type ImportField = { field: string; headers: string; rule: string };
export type ReportFigure = { figure: string; meaning: string; read: string };

export const marketReportsPage = {
  meta: {
    title: "How the Weekly Market Report Is Made: A Guide for Brokerages",
    description:
      "From the MLS export to the published page: how every row is checked, and what each figure of the Greenwich weekly report means, from days-on-market colors to zone performance.",
  },
  hero: {
    eyebrow: "For brokerages and teams",
    title: "How the Weekly Market Report Is Made",
    intro:
      "Every figure in the report comes from one file: the week's contracts exported from the MLS. Here is how that file becomes the report, and how to read each figure it produces.",
    reportAction: "Open the weekly report",
    archiveAction: "Browse the archive",
  },
  pipeline: {
    id: "from-mls-to-report",
    title: "From the MLS to the Report, Every Week",
    intro: "Four steps. Every figure is computed from the contracts; only the commentary is written by hand.",
    steps: [
      {
        title: "Export the week's contracts",
        meta: "MLS search, saved as a spreadsheet file",
        description:
          "The publisher searches the MLS for every Greenwich property that went to contract in the week, all property types, and exports the result.",
      },
      {
        title: "Upload and check every row",
        meta: "The publisher's workspace",
        description:
          "The export is uploaded to the publisher's private workspace, which matches its columns and checks every row. Rows that fail a check are listed with the reason, so they can be fixed in the export and uploaded again.",
      },
      {
        title: "Write the commentary",
        meta: "Narrative, insights, opportunities",
        description:
          "The publisher writes the week's narrative, key insights, opportunities and strategic considerations in plain text, and previews the page exactly as readers will see it.",
      },
      {
        title: "Publish",
        meta: "One click",
        description:
          "Every count, average, chart and the weekly contracts PDF are computed from the week's contracts, and the new week appears in the report and the archive at once. A correction is published the same way.",
      },
    ],
  },
  fields: {
    id: "columns",
    title: "Columns the Upload Understands",
    intro:
      "MLS exports name their columns differently. Headers are matched without regard to upper or lower case, and common aliases are accepted, for example:",
    caption: "Export columns, accepted headers and checks",
    columns: { field: "Field", headers: "Headers accepted (examples)", rule: "Checked for" },
    rows: [
      {
        field: "Contract price",
        headers: "Contract Price, Sale Price, Sold Price, Price (never List Price)",
        rule: "A positive amount the buyer agreed to pay (monthly rent for rentals); a list price is refused",
      },
      { field: "Days on market", headers: "DOM, Days on Market", rule: "A whole number of days, zero or more" },
      { field: "Above-grade sq ft", headers: "Sq Ft, SqFt Above Grade", rule: "A positive number of square feet" },
      { field: "Property type", headers: "Property Type, Type", rule: "One of the six types the report counts" },
      {
        field: "Zone, address, acres, contract date",
        headers: "As named in the export",
        rule: "Present; the contract date a real calendar date",
      },
    ] satisfies readonly ImportField[],
    badRows:
      "A bad row is never taken in silently: the check lists its line number and the reason (a missing price, a date that is not a date, an unknown property type), and the publisher corrects the export.",
  },
  figures: {
    id: "figures",
    title: "What Each Figure Means",
    intro: "The report's sections, in the order they appear, and how to read them.",
    caption: "Figures of the weekly report",
    columns: { figure: "Figure", meaning: "What it is", read: "How to read it" },
    rows: [
      {
        figure: "Summary counts by property type",
        meaning: "The number of contracts of each type: single family, multi-family, condo, rental, co-op and land.",
        read: "The mix of the week. Single family is usually most of it; a week heavy in rentals or condos reads differently.",
      },
      {
        figure: "Average days on market",
        meaning: "Days from listing to contract, averaged over the week's contracts, overall and by type.",
        read: "The pace of the market, colored by the bands below.",
      },
      {
        figure: "Price range",
        meaning: "The lowest and highest price among the week's contracts.",
        read: "The breadth of the week; a wide range usually means one estate sale is in it.",
      },
      {
        figure: "Zone performance",
        meaning:
          "For each zoning district: contracts, average days on market, average price and average $/sq ft. RA zones are labeled 'Luxury/Estate Zone', the others 'Residential Zone'.",
        read: "Where the week's activity was, and how the estate zones compare with the village zones.",
      },
      {
        figure: "Price per square foot ($/sq ft)",
        meaning: "Each contract's price divided by its above-grade square feet.",
        read: "The fairest comparison between homes of different sizes in the same zone.",
      },
      {
        figure: "Weekly contracts PDF",
        meaning: "Every contract of the week in printable tables, generated from the same data.",
        read: "The evidence behind the figures, to download, print or share.",
      },
    ] satisfies readonly ReportFigure[],
  },
  bands: {
    id: "days-on-market-bands",
    title: "Days-on-Market Colors",
    intro: "The same three bands color average days on market everywhere in the report, zone cards included.",
    fast: {
      label: (max: number) => `Green: ${max} days or fewer`,
      meaning: "A fast market: buyers compete, sellers hold firm.",
    },
    moderate: {
      label: (min: number, max: number) => `Yellow: ${min}-${max} days`,
      meaning: "A balanced market: well-priced homes sell, others wait.",
    },
    slow: {
      label: (above: number) => `Red: above ${above} days`,
      meaning: "A slow market: room to negotiate, or a price to correct.",
    },
  },
  quality: {
    id: "quality",
    title: "Why You Can Quote It",
    items: [
      {
        title: "One source",
        description: "Every figure is computed from the contract rows; none is typed into the page.",
      },
      {
        title: "Checked on the way in",
        description: "Every row is checked when the export is uploaded, and again before the week is published.",
      },
      {
        title: "The same everywhere",
        description: "The page, the charts, the PDF and the archive read the same data.",
      },
    ] satisfies readonly InfoCard[],
  },
  cta: {
    title: "See This Week's Report",
    text: "Read the latest report, look back through the archive, or have it delivered every Monday.",
    reportAction: "Open the weekly report",
    archiveAction: "Browse the archive",
    subscribeAction: "Subscribe",
  },
} as const;
