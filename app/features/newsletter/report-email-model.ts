// What a weekly report e-mail says, as plain data: built from a published week and the site's
// identity, rendered by report-email.tsx (HTML) and reportEmailText (the plain-text part).
import type { ChartDatum } from "~/components/charts/chart-types";
import type { WeeklyReportData } from "~/domain/contract-types";
import {
  contractsByType,
  daysText,
  formatPriceRange,
  SALE_CONTRACT_NOUN,
  summarizeWeek,
} from "~/domain/report-figures";
import { weeklyPdfHref } from "~/domain/weekly-pdf-path";
import { formatInteger, formatLongDate } from "~/lib/format";
import { sampleNoticeFor } from "~/domain/sample-data";
import { WEEKS_PER_YEAR } from "~/domain/trend-series";
import { addDays } from "~/lib/calendar";
import type { DaySpan } from "~/domain/weekly-market";
import { trendAlt, type TrendPoint } from "./report-email-trend";
import { supplyLineText, type EmailSupply } from "./report-email-supply";
import { leadLineText, type MarketLead } from "./market-lead";

export type ReportEmailModel = {
  siteName: string;
  week: number;
  subject: string;
  title: string;
  dates: string;
  /** The site's one sentence when the week or a week of its trend is sample data (decision 120), else null. */
  sampleNotice: string | null;
  figures: { label: string; value: string }[];
  insights: string[];
  chart: ChartDatum[];
  chartAlt: string;
  /** The 13-week trend: null when the history holds none of those weeks. */
  trend: TrendPoint[] | null;
  trendAlt: string;
  /** The subscriber's market, which the e-mail opens with (decision 149); null for the whole town. */
  lead: MarketLead | null;
  /** The week's homes for sale, new listings and months of supply from the broker's own listings (decision 138); null without them. */
  supply: EmailSupply | null;
  pageUrl: string;
  pdfUrl: string;
  unsubscribeUrl: string;
  /** The subscriber's preferences page: their market, their cadence, or leave (decision 148). */
  preferencesUrl: string;
  /** CAN-SPAM: the sender's name and postal address, in every report. */
  sender: { name: string; brokerage: string; office: string; phone: string };
};

type Identity = { name: string; broker: { name: string; brokerage: string; office: string; phone: string } };

/** The https page a report's List-Unsubscribe names, carrying the subscriber's token. */
export function unsubscribeUrl(siteUrl: string, token: string): string {
  return `${siteUrl}/unsubscribe/${token}`;
}

/** What every e-mail to a subscriber ends with: the unsubscribe and preferences links, and the sender. */
export function subscriberFooter(options: {
  siteUrl: string;
  unsubscribeToken: string;
  preferencesToken: string;
  site: Identity;
}): Pick<ReportEmailModel, "unsubscribeUrl" | "preferencesUrl" | "sender"> {
  const { name, brokerage, office, phone } = options.site.broker;
  return {
    unsubscribeUrl: unsubscribeUrl(options.siteUrl, options.unsubscribeToken),
    preferencesUrl: `${options.siteUrl}/preferences/${options.preferencesToken}`,
    sender: { name, brokerage, office, phone },
  };
}

/** The 13 weeks ending with the report's week, and the week a year (52 weeks) before it. */
function comparedWeeks(report: Pick<WeeklyReportData, "startDate" | "endDate">): DaySpan[] {
  const weekDays = 7;
  return [
    { from: addDays(report.startDate, -12 * weekDays), to: report.endDate },
    {
      from: addDays(report.startDate, -WEEKS_PER_YEAR * weekDays),
      to: addDays(report.endDate, -WEEKS_PER_YEAR * weekDays),
    },
  ];
}

export function reportEmailModel(
  report: WeeklyReportData,
  options: {
    siteUrl: string;
    unsubscribeToken: string;
    /** This e-mail's preferences link token (preferences.server.ts). */
    preferencesToken: string;
    site: Identity;
    trend?: readonly TrendPoint[];
    /** The history's sample days (decision 120); none when not given. */
    sample?: readonly DaySpan[];
    supply?: EmailSupply | null;
    lead?: MarketLead | null;
  },
): ReportEmailModel {
  const lead = options.lead ?? null;
  const trend = options.trend && options.trend.length > 0 ? [...options.trend] : null;
  const summary = summarizeWeek(report.contracts);
  const chart = contractsByType(report.contracts);
  const dates = `${formatLongDate(report.startDate)} to ${formatLongDate(report.endDate)}`;
  return {
    siteName: options.site.name,
    week: report.week,
    // The subject names the subscriber's market first: what they open the e-mail for.
    subject: lead
      ? `${lead.chosenLabel}: ${options.site.name}, week ${report.week}: ${report.title}`
      : `${options.site.name}, week ${report.week}: ${report.title}`,
    title: report.title,
    dates,
    // The days the e-mail's figures rest on: the week, the weeks its trend draws and, when it
    // carries the subscriber's market or the supply lines, their 13 weeks and the year-earlier week.
    sampleNotice: sampleNoticeFor(options.sample ?? [], [
      { from: report.startDate, to: report.endDate },
      ...(trend ?? []).map((point) => ({ from: point.weekStart, to: point.weekEnd })),
      ...(lead || options.supply ? comparedWeeks(report) : []),
    ]),
    figures: [
      { label: "Sale contracts", value: formatInteger(summary.totalSales) },
      { label: "Single-family", value: formatInteger(summary.singleFamily) },
      { label: "Average days on market (sales)", value: daysText(summary.avgDom, SALE_CONTRACT_NOUN) },
      { label: "Sale prices", value: formatPriceRange(summary.priceRange) },
      // Leases apart from sales.
      ...(summary.rentals > 0 ? [{ label: "Leases signed", value: formatInteger(summary.rentals) }] : []),
    ],
    insights: report.keyInsights.slice(0, 3),
    chart,
    chartAlt: `Sale contracts and leases by type: ${chart.map((datum) => `${datum.label} ${datum.value}`).join(", ")}.`,
    trend,
    trendAlt: trend ? trendAlt(trend) : "",
    supply: options.supply ?? null,
    lead,
    pageUrl: `${options.siteUrl}/market-report?week=${report.week}`,
    pdfUrl: `${options.siteUrl}${weeklyPdfHref(report.week)}`,
    ...subscriberFooter(options),
  };
}

/** The plain-text footer of every e-mail to a subscriber: the preferences and unsubscribe links, and the sender. */
export function subscriberFooterText(
  footer: Pick<ReportEmailModel, "unsubscribeUrl" | "preferencesUrl" | "sender">,
): string[] {
  return [
    `Choose your villages, home types, price band or how often: ${footer.preferencesUrl}`,
    `Unsubscribe with one click: ${footer.unsubscribeUrl}`,
    "",
    `${footer.sender.name}, ${footer.sender.brokerage}`,
    footer.sender.office,
    footer.sender.phone,
  ];
}

/** The plain-text part: the same words and links as the HTML part. */
export function reportEmailText(model: ReportEmailModel): string {
  return [
    `${model.siteName}, week ${model.week}`,
    model.title,
    model.dates,
    ...(model.sampleNotice ? [model.sampleNotice] : []),
    "",
    ...(model.lead
      ? [
          model.lead.heading,
          ...(model.lead.fallback ? [model.lead.fallback] : []),
          ...model.lead.lines.map(leadLineText),
          model.lead.note,
          ...model.lead.links.map((link) => `${link.label}: ${link.href}`),
          "",
          "The town's week",
        ]
      : []),
    ...model.figures.map((figure) => `${figure.label}: ${figure.value}`),
    "",
    ...(model.supply ? [model.supply.heading, ...model.supply.lines.map(supplyLineText), model.supply.note, ""] : []),
    ...model.insights.map((insight) => `- ${insight}`),
    ...(model.insights.length > 0 ? [""] : []),
    `Read the full report: ${model.pageUrl}`,
    `The week's contracts (PDF): ${model.pdfUrl}`,
    "",
    "You receive this because you confirmed your subscription to the weekly report.",
    ...subscriberFooterText(model),
  ].join("\n");
}
