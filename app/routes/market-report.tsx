import { data, isRouteErrorResponse } from "react-router";
import type { Route } from "./+types/market-report";
import { ButtonLink } from "~/components/ui/button-link";
import { PageHero } from "~/components/ui/page-hero";
import { PageSection } from "~/components/ui/page-section";
import { ContractTable } from "~/features/reports/contract-tables";
import { marketReportView, weekChoices } from "~/features/reports/market-report.server";
import { NOT_FOUND_META, NotFoundLinks, NotFoundPage } from "~/features/reports/not-found-page";
import {
  HeadlineFigures,
  KeyInsights,
  Outlook,
  Paragraphs,
  PdfPreview,
  ReportCharts,
  SummaryCards,
  ZoneCards,
} from "~/features/reports/report-sections";
import { TakeAction } from "~/features/reports/take-action";
import { toolCards } from "~/features/reports/take-action-links";
import { WeekLinks } from "~/features/reports/week-links";
import { WeekPicker } from "~/features/reports/week-picker";
import { pageMeta } from "~/lib/seo";
import { env } from "~/server/env.server";
import { actionTools, marketReportCopy, marketReportMeta, tableHelp } from "~content/reports/market-report";

/** The 404's words when `?week=` names no week (issue 23 item 4). */
const unknownWeekLead = (week: string) => `There is no weekly report for week "${week}". These weeks exist:`;

/** The zone section of a week without sales. */
const NO_ZONE_SALES = "No sales this week.";

// No `handle`: the page ships no JavaScript (decision 014). The week picker is a GET form, the tools are links.
export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const weekParam = url.searchParams.get("week");
  const view = marketReportView(weekParam, {
    meta: marketReportMeta,
    help: tableHelp,
    copy: marketReportCopy,
    siteUrl: env().SITE_URL,
  });
  if (!view) {
    throw data(
      {
        path: `${url.pathname}${url.search}`,
        lead: unknownWeekLead(weekParam ?? ""),
        weeks: weekChoices().map((week) => ({ label: week.label, to: `/market-report?week=${week.week}` })),
      },
      { status: 404 },
    );
  }
  const { week } = view.notes;
  return {
    ...view,
    copy: marketReportCopy,
    noZoneSales: NO_ZONE_SALES,
    weekPicker: {
      weeks: view.weeks,
      selected: week,
      label: marketReportCopy.weekPickerLabel,
      submitLabel: marketReportCopy.weekPickerSubmit,
    },
    toolCards: toolCards(actionTools, week),
  };
}

export function meta(args: Route.MetaArgs) {
  const view = args.loaderData;
  if (!view) return [...pageMeta(args, NOT_FOUND_META), { name: "robots", content: "noindex" }];
  return [...pageMeta(args, view.meta.page), view.meta.feed];
}

/** Spec 2 "Weekly report": every figure is computed from data/weekly/<week>/. */
export default function MarketReport({ loaderData: view }: Route.ComponentProps) {
  const { notes, copy, sections, headings } = view;
  return (
    <>
      <PageHero eyebrow={view.eyebrow} title={notes.title} intro={<p>{view.dateRange}</p>}>
        <HeadlineFigures items={sections.headline} />
      </PageHero>

      <div className="border-b border-slate-200 bg-white print:hidden">
        <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6">
          <WeekPicker {...view.weekPicker} />
        </div>
      </div>

      <PageSection {...headings.summary}>
        <SummaryCards cards={sections.summaryCards} />
      </PageSection>

      <PageSection {...headings.charts}>
        <ReportCharts {...sections.charts} />
      </PageSection>

      <PageSection {...headings.narrative}>
        <Paragraphs paragraphs={sections.narrative} />
      </PageSection>

      {view.tables.map(({ table, note, ...section }) => (
        <PageSection key={section.id} {...section}>
          <ContractTable caption={section.title} captionHidden table={table} note={note} />
        </PageSection>
      ))}

      <PageSection {...headings.zones}>
        <ZoneCards zones={sections.zones} emptyText={view.noZoneSales} />
      </PageSection>

      <PageSection {...headings.keyInsights}>
        <KeyInsights insights={sections.keyInsights} />
      </PageSection>

      <PageSection {...headings.tools} className="print:hidden">
        <TakeAction cards={view.toolCards} />
      </PageSection>

      <PageSection {...headings.pdf} className="print:hidden">
        <PdfPreview {...sections.pdf} />
      </PageSection>

      <PageSection {...headings.outlook}>
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

/** An unknown or malformed `?week=`: the site's 404 page, naming the weeks that exist. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (!isRouteErrorResponse(error) || error.status !== 404) throw error;
  const notFound = error.data as { path: string; lead: string; weeks: { label: string; to: string }[] };
  return (
    <NotFoundPage path={notFound.path}>
      <p className="mt-6 text-lg text-slate-700">{notFound.lead}</p>
      <NotFoundLinks links={notFound.weeks} />
    </NotFoundPage>
  );
}
