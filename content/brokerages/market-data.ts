// /brokerages/market-data: what data the weekly report holds, what each field means, and its limits.
import type { InfoCard } from "./types";

export type DataField = { field: string; meaning: string; use: string };

export const marketDataPage = {
  meta: {
    title: "The Market Data Behind the Report: A Guide for Brokerages",
    description:
      "What the Greenwich weekly contract data contains, field by field, how averages, $/sq ft and days on market are worked out, and the limits to keep in mind when you quote them.",
  },
  hero: {
    eyebrow: "For brokerages and teams",
    title: "Market Data Your Team Can Rely On",
    intro:
      "Every figure in the weekly report is computed from one list: the contracts signed in Greenwich that week. Know what is in that list and how it is summarized, and you can quote it with confidence.",
    reportAction: "Open the weekly report",
    archiveAction: "Browse the archive",
  },
  fields: {
    id: "fields",
    title: "What Each Contract Records",
    intro:
      "One row per contract, for every property type: single family, multi-family, condominium, co-op, rental and land.",
    caption: "Fields of a contract row",
    columns: { field: "Field", meaning: "What it is", use: "Use it to" },
    rows: [
      {
        field: "Address",
        meaning: "The property's street address",
        use: "Place the sale on the map and find comparables",
      },
      {
        field: "Property type",
        meaning: "Single family, multi-family, condo, co-op, rental or land",
        use: "Compare like with like",
      },
      {
        field: "Contract date",
        meaning: "The day buyer and seller signed",
        use: "Date the market, weeks before the closing",
      },
      {
        field: "Zone",
        meaning: "The Greenwich zoning district, such as R-12 or RA-2",
        use: "Read prices by neighborhood type and lot size",
      },
      { field: "Acres", meaning: "Lot size in acres", use: "Separate land value from house value" },
      {
        field: "Above-grade sq ft",
        meaning: "Finished living area above ground",
        use: "Compute price per square foot",
      },
      {
        field: "Contract price",
        meaning:
          "The price the buyer agreed to pay, from the MLS export (monthly rent for rentals); never the list price",
        use: "Set price ranges and averages",
      },
      { field: "Days on market", meaning: "Days from listing to contract", use: "Measure how fast homes sell" },
    ] satisfies readonly DataField[],
  },
  definitions: {
    id: "definitions",
    title: "How the Figures Are Worked Out",
    items: [
      {
        title: "Average days on market",
        description:
          "The sum of the days on market divided by the number of contracts. Colored green at 30 days or fewer, yellow from 31 to 60, red above 60.",
      },
      {
        title: "Price per square foot",
        description:
          "Price divided by above-grade square feet, for each contract; zone figures are the average of those.",
      },
      {
        title: "Price range",
        description: "The lowest and the highest price among the week's contracts: the spread of what changed hands.",
      },
      {
        title: "Zone performance",
        description:
          "For each zone: the number of contracts, average days on market, average price and average $/sq ft. RA zones are labeled 'Luxury/Estate Zone'.",
      },
    ] satisfies readonly InfoCard[],
  },
  limits: {
    id: "limits",
    title: "Limits to Keep in Mind",
    intro: "Good data used carelessly misleads. These are the caveats a careful agent mentions.",
    items: [
      {
        title: "Weekly samples are small",
        description:
          "Ten or twelve contracts a week is normal. One estate sale can move the average price by millions.",
      },
      {
        title: "Contracts, not closings",
        description:
          "Terms can change between contract and closing (inspections, appraisals, financing). Treat weekly prices as the market's direction, not a closing record.",
      },
      {
        title: "Weeks differ in length",
        description:
          "Most reports cover seven days; some cover longer periods. Compare averages, not totals, across reports of different lengths.",
      },
      {
        title: "Sample data in this edition",
        description:
          "The September 2025 weeks shipped with the site are a realistic sample, marked as such; the publisher replaces them with each week's export.",
      },
    ] satisfies readonly InfoCard[],
  },
  cta: {
    title: "Need a Different Cut of the Data?",
    text: "Ask for a zone, a price band or a period, and we will prepare it for your presentation.",
    contactAction: "Request a custom data cut",
    contactRequest: "Custom market data request for our brokerage",
    reportAction: "Open the weekly report",
  },
} as const;
