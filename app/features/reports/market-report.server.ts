import { daysOnMarketTone, type Tone } from "~/lib/colour-rules";
import { archiveWeekOf, longDateRange, shortDateRange } from "./archive";
import type { Contract } from "./contract-types";
import { barGeometry } from "./bar-geometry.server";
import { pieSlices } from "./pie-geometry.server";
import {
  averageDomByType,
  contractsByType,
  pricePerSqft,
  summarizeWeek,
  typeDistribution,
  zoneAggregates,
} from "./report-figures";
import { selectWeek } from "./week-selection";
import { weeklyReports } from "./weekly-data.server";
import { weeklyPdfFileName, weeklyPdfHref } from "./weekly-pdf-path";

export type ContractRow = Contract & { pricePerSqft: number | null; domTone: Tone };

function rowsOf(contracts: readonly Contract[], type: Contract["type"]): ContractRow[] {
  return contracts
    .filter((contract) => contract.type === type)
    .sort((a, b) => a.contractDate.localeCompare(b.contractDate) || b.price - a.price)
    .map((contract) => ({
      ...contract,
      pricePerSqft: pricePerSqft(contract),
      domTone: daysOnMarketTone(contract.dom),
    }));
}

/** Everything /market-report shows for `?week=`, as plain figures (no parsing or chart math in the browser). */
export function marketReportView(weekParam: string | null) {
  const weekNumber = selectWeek(
    weekParam,
    weeklyReports.map((week) => week.week),
  );
  const report = weeklyReports.find((week) => week.week === weekNumber);
  if (!report) throw new Error("data/weekly holds no week");
  const { contracts, ...notes } = report;
  return {
    weeks: weeklyReports.map((week) => ({
      week: week.week,
      label: `Week ${week.week}: ${shortDateRange(week.startDate, week.endDate)}`,
      title: archiveWeekOf(week).title,
    })),
    notes,
    dateRange: longDateRange(report.startDate, report.endDate),
    summary: summarizeWeek(contracts),
    typePie: pieSlices(typeDistribution(contracts)),
    domByType: barGeometry(averageDomByType(contracts)),
    contractsByType: barGeometry(contractsByType(contracts)),
    singleFamily: rowsOf(contracts, "single-family"),
    condos: rowsOf(contracts, "condo"),
    rentals: rowsOf(contracts, "rental"),
    zones: zoneAggregates(contracts).map((zone) => ({ ...zone, domTone: daysOnMarketTone(zone.avgDom) })),
    pdf: { href: weeklyPdfHref(report.week), fileName: weeklyPdfFileName(report.week) },
  };
}

export type MarketReportView = ReturnType<typeof marketReportView>;

/** The archive: every week present in data/weekly. */
export function archiveWeeks() {
  return weeklyReports.map(archiveWeekOf);
}

/** A week's full data, for its PDF; null when there is no such week. */
export function weeklyReportData(week: number) {
  return weeklyReports.find((report) => report.week === week) ?? null;
}

/** What the RSS feed and the share images say of each week, newest first. */
export function weeklyFeedItems() {
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
        lead: report.narrative[0] ?? "",
        keyInsights: report.keyInsights,
      };
    });
}

export type WeeklyFeedItem = ReturnType<typeof weeklyFeedItems>[number];
