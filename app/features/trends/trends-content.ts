// The words of /market-trends: headings, the form, notices and the methodology.
import { formatLongDate } from "~/lib/format";
import { MEASURE_IDS, MEASURES, MINIMUM_BASIS_RULE } from "~/domain/measures";

export const trendsContent = {
  meta: {
    title: "Greenwich Market Trends: contracts, prices and days on market by week",
    description:
      "Greenwich sale contracts week by week: the number of contracts, median price, median price per square foot, median days on market and the share above $4M, with 4- and 13-week lines and the same week a year earlier, by property type, village and price band.",
  },
  eyebrow: "Market over time",
  title: "Greenwich Market Trends",
  intro:
    "Every week's sale contracts, with 4-week and 13-week lines and the same week a year earlier. Choose a measure, a period and a segment; the chart, its table and its download follow.",
  coverage: (lastWeek: string, lastDay: string) =>
    `Weeks run Monday to Sunday. The newest complete week is the week of ${formatLongDate(lastWeek)}; the published reports hold contracts through ${formatLongDate(lastDay)}.`,
  noHistory: "No week has been published yet, so there is no history to show.",
  form: { heading: "Choose what to show", submit: "Show trends" },
  noticesHeading: "Some choices were not recognized",
  headline: {
    id: "newest-week",
    title: (weekStart: string) => `The week of ${formatLongDate(weekStart)}`,
    intro: (segment: string) =>
      `${segment}: each measure in the newest week, over the 13 and 52 weeks ending with it, and the 52 weeks ending a year earlier.`,
    rolling13: "13 weeks",
    rolling52: "52 weeks",
    rolling52YearAgo: "52 weeks, a year earlier",
    change: "52 weeks, change from a year earlier",
    condition: (months: string, condition: string) =>
      `Months of supply over the last 13 weeks: ${months}, ${condition}.`,
  },
  chart: {
    id: "chart",
    title: (measure: string) => `${measure} by week`,
    intro: (segment: string, period: string, from: string, to: string) =>
      `${segment}, ${period.toLowerCase()}: the weeks of ${formatLongDate(from)} to ${formatLongDate(to)}.`,
    legend: {
      weekly: "Each week",
      rolling4: "4 weeks",
      rolling13: "13 weeks",
      rolling52: "52 weeks",
      yearAgo: "Same week a year earlier",
    },
    sampleEnd: "Sample data before",
    sampleEndDescription: (firstRealWeek: string) =>
      `A dashed line marks where sample history ends: the weeks before that of ${formatLongDate(firstRealWeek)} are sample data.`,
    columns: { week: "Week", count: "Records in the week" },
    rolling4: "4 weeks",
    rolling13: "13 weeks",
    rolling52: "52 weeks",
    yearAgo: "A year earlier",
    download: "Download these figures (CSV)",
    downloadHint: "The weeks, contracts and figures of this chart, with the same choices.",
    empty: "No sale contract in this segment over the period: nothing to draw.",
    tableSummary:
      "Each row is one week, Monday to Sunday. The figures are those the chart draws and the download holds.",
  },
  methodology: {
    id: "methodology",
    title: "How these figures are made",
    source:
      "Source: the sale contracts of the broker's weekly contract reports, as published on this site. A contract counts in the week, Monday to Sunday, of its contract date.",
    sample:
      "Sample data are the three years generated before the broker's earliest week, with weekly volumes like the published weeks' and prices like Greenwich's neighborhood medians, and the demonstration weeks shipped with the site while their contracts are unchanged; the broker's own history replaces them.",
    leases:
      "Leases are left out: a lease's price is a monthly rent, so every measure counts sale contracts only (single family, multi-family, condo, co-op and land).",
    // Every measure's name and definition from the measure registry (decision 118).
    measures: MEASURE_IDS.map((id) => ({ term: MEASURES[id].label, definition: MEASURES[id].definition })),
    rolling:
      "4, 13 and 52 weeks: the figure over the records of the 4, 13 or 52 weeks ending with the week shown, pooled. A 13-week median is the median of those weeks' contracts, not a median of weekly medians; a count over several weeks is a weekly average. It needs that many weeks of history.",
    yearAgo:
      "A year earlier: the week 52 weeks before, which also starts on a Monday and falls in the same season. The change from a year earlier compares the 52 weeks ending with the week shown with the 52 weeks ending a year before, in percent of the earlier figure (in percentage points for a share).",
    empty:
      "A week without contracts has no median or share: the chart leaves a gap there and the table says “No contracts”.",
    minimum: MINIMUM_BASIS_RULE,
    segments:
      "Village is the ZIP code area of the property. Price bands go by contract price; a band holds its lower bound, not its upper one. Periods end with the newest week: 13 weeks, 1 year (52 weeks), 3 years (156 weeks) or all the weeks of the history.",
    rounding:
      "The chart, its table and the download hold the same figures, each rounded once: contracts per week to hundredths, prices and prices per square foot to whole dollars, days to tenths and shares to tenths of a percent. The page writes prices in millions. The download gives beside each figure the number of records it rests on.",
  },
} as const;
