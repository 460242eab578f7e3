import { Link } from "react-router";
import { ButtonLink } from "~/components/ui/button-link";
import { DataTable } from "~/components/ui/data-table";
import { PageHero } from "~/components/ui/page-hero";
import { PageSection } from "~/components/ui/page-section";
import type { MarketReportPageData } from "./market-report-page.server";
import { ContractTable } from "./contract-tables";
import {
  HeadlineFigures,
  KeyInsights,
  Outlook,
  Paragraphs,
  PdfPreview,
  ReportCharts,
  SummaryCards,
  ZoneCards,
} from "./report-sections";
import { TakeAction } from "./take-action";
import { StaleListingWatchSection } from "./stale-listing-watch-section";
import { WeekLinks } from "./week-links";
import { WeekPicker } from "./week-picker";
import { WeekSupplySection } from "./week-supply-section";

type WeekContext = MarketReportPageData["context"];

/** The week's medians beside the 13 weeks ending with it and a year earlier. */
function WeekInContext({ context }: { context: WeekContext }) {
  return (
    <>
      <DataTable<WeekContext["rows"][number]>
        caption={context.title}
        captionHidden
        columns={[
          { header: context.columns.measure, cell: (row) => row.label },
          { header: context.columns.report, cell: (row) => row.report, numeric: true },
          { header: context.columns.thirteenWeeks, cell: (row) => row.thirteenWeeks, numeric: true },
          { header: context.columns.yearEarlier, cell: (row) => row.yearEarlier, numeric: true },
          {
            header: context.trendsLink,
            cell: (row) => (
              <Link
                to={row.trendsHref}
                className="font-semibold text-blue-900 underline underline-offset-2 hover:text-blue-700"
              >
                {row.label}
                <span className="sr-only">: the trend</span>
              </Link>
            ),
          },
        ]}
        rows={context.rows}
        rowKey={(row) => row.measure}
      />
      <p className="mt-3 text-sm text-slate-700">{context.minimumRule}</p>
    </>
  );
}

/** On paper the sections keep less space between them (week 4 once printed 9 pages). */
const PRINT_SECTION = "print:py-4";

/**
 * Every figure computed from the week's published data. The public page
 * and the studio's preview of a draft render this same component from the same view.
 */
export function MarketReportPage({ view }: { view: MarketReportPageData }) {
  const { notes, copy, sections, headings } = view;
  return (
    <>
      <PageHero
        eyebrow={view.eyebrow}
        title={notes.title}
        intro={
          <>
            <p>{view.dateRange}</p>
            <p className="mt-1 text-base">{view.period}</p>
            {view.sampleNotice ? (
              <p className="mt-1 text-base font-semibold" data-sample-notice>
                {view.sampleNotice}
              </p>
            ) : null}
          </>
        }
      >
        <HeadlineFigures items={sections.headline} />
      </PageHero>

      <div className="border-b border-slate-200 bg-white print:hidden">
        <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6">
          <WeekPicker {...view.weekPicker} />
        </div>
      </div>

      <PageSection {...headings.summary} className={PRINT_SECTION}>
        <SummaryCards cards={sections.summaryCards} />
      </PageSection>

      <PageSection
        id={view.supply.id}
        title={view.supply.title}
        intro={<p>{view.supply.intro}</p>}
        background="muted"
        // On screen only, like the context below: week 4 must still print in six pages (decision 138).
        className="print:hidden"
      >
        <WeekSupplySection supply={view.supply} />
      </PageSection>

      <PageSection
        id="week-in-context"
        title={view.context.title}
        intro={<p>{view.context.intro}</p>}
        // On screen only, like the tools: week 4 must still print in six pages.
        className="print:hidden"
      >
        <WeekInContext context={view.context} />
      </PageSection>

      <PageSection {...headings.charts} className={PRINT_SECTION}>
        <ReportCharts {...sections.charts} />
      </PageSection>

      <PageSection {...headings.narrative} className={PRINT_SECTION}>
        <Paragraphs paragraphs={sections.narrative} />
      </PageSection>

      {view.tables.map(({ table, note, type: _type, ...section }) => (
        <PageSection key={section.id} {...section} className={PRINT_SECTION}>
          <ContractTable caption={section.title} captionHidden table={table} note={note} />
        </PageSection>
      ))}

      <PageSection {...headings.zones} className={PRINT_SECTION}>
        <ZoneCards zones={sections.zones} emptyText={view.noZoneSales} />
      </PageSection>

      <PageSection {...headings.keyInsights} className={PRINT_SECTION}>
        <KeyInsights insights={sections.keyInsights} />
      </PageSection>

      <PageSection {...headings.tools} className="print:hidden">
        <TakeAction cards={view.toolCards} />
      </PageSection>

      <PageSection
        id={view.staleWatch.id}
        title={view.staleWatch.title}
        intro={<p>{view.staleWatch.intro}</p>}
        // On screen only, like the tools it follows: week 4 must still print in six pages.
        className="print:hidden"
      >
        <StaleListingWatchSection watch={view.staleWatch} />
      </PageSection>

      <PageSection {...headings.pdf} className="print:hidden">
        <PdfPreview {...sections.pdf} />
      </PageSection>

      <PageSection {...headings.outlook} className={PRINT_SECTION}>
        <Outlook {...sections.outlook} />
      </PageSection>

      <PageSection {...headings.allWeeks} className="print:hidden">
        <WeekLinks weeks={view.weeks} selected={notes.week} label={copy.weekLinksLabel} />
        <div className="mt-8 flex flex-wrap gap-3">
          <ButtonLink to="/archive">{copy.archiveLink}</ButtonLink>
          <ButtonLink to="/subscribe" variant="secondary">
            {copy.subscribeLink}
          </ButtonLink>
        </div>
      </PageSection>
    </>
  );
}
