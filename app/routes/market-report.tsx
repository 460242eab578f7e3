import { z } from "zod";
import type { Route } from "./+types/market-report";
import { PageHero } from "~/components/ui/page-hero";
import { PageSection } from "~/components/ui/page-section";
import { ButtonLink } from "~/components/ui/button-link";
import { ContractTable } from "~/features/reports/contract-tables";
import { marketReportView } from "~/features/reports/market-report.server";
import { PdfPreview } from "~/features/reports/pdf-preview";
import { ReportCharts } from "~/features/reports/report-charts";
import { SummaryCards } from "~/features/reports/summary-cards";
import { TakeAction } from "~/features/reports/take-action";
import { WeekLinks } from "~/features/reports/week-links";
import { WeekPicker } from "~/features/reports/week-picker";
import { ZoneCards } from "~/features/reports/zone-cards";
import { pageMeta } from "~/lib/seo";
import { env } from "~/server/env.server";
import { actionTools, marketReportCopy, marketReportMeta, tableHelp } from "~content/reports/market-report";

const querySchema = z.object({
  week: z.string().nullable(),
  launch: z
    .string()
    .nullable()
    .transform((id) => (actionTools.some((tool) => tool.id === id) ? id : null)),
});

// The words and every figure travel as loader data, not inside the page's JavaScript (docs/decisions/004).
export function loader({ request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const query = querySchema.parse({ week: params.get("week"), launch: params.get("launch") });
  const view = marketReportView(query.week, { meta: marketReportMeta, help: tableHelp, siteUrl: env().SITE_URL });
  return { ...view, copy: marketReportCopy, tools: actionTools, launched: query.launch };
}

export function meta(args: Route.MetaArgs) {
  const view = args.loaderData;
  return view ? [...pageMeta(args, view.meta.page), view.meta.feed] : [];
}

/** Spec 2 "Weekly report": every figure is computed from data/weekly/<week>/. */
export default function MarketReport({ loaderData: view }: Route.ComponentProps) {
  const { notes, copy } = view;
  const headline = [
    { label: copy.headlineLabels.total, value: view.headline.total },
    { label: copy.headlineLabels.avgDom, value: view.headline.avgDom },
    { label: copy.headlineLabels.priceRange, value: view.headline.priceRange },
  ];
  return (
    <>
      <PageHero eyebrow={`${copy.eyebrow} · Week ${notes.week}`} title={notes.title} intro={<p>{view.dateRange}</p>}>
        <dl className="mt-8 grid max-w-3xl gap-4 sm:grid-cols-3">
          {headline.map((item) => (
            <div key={item.label} className="rounded-2xl bg-white/10 p-4">
              <dt className="text-sm text-blue-100">{item.label}</dt>
              <dd className="mt-1 text-2xl font-bold text-white tabular-nums">{item.value}</dd>
            </div>
          ))}
        </dl>
      </PageHero>

      <div className="border-b border-slate-200 bg-white">
        <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6">
          <WeekPicker
            weeks={view.weeks}
            selected={notes.week}
            label={copy.weekPickerLabel}
            submitLabel={copy.weekPickerSubmit}
          />
        </div>
      </div>

      <PageSection id="summary" title={copy.summaryTitle} intro={copy.summaryIntro}>
        <SummaryCards cards={view.summaryCards} />
      </PageSection>

      <PageSection id="charts" title={copy.chartsTitle} background="muted">
        <ReportCharts
          titles={copy.chartTitles}
          typePie={view.typePie}
          domByType={view.domByType}
          contractsByType={view.contractsByType}
        />
      </PageSection>

      <PageSection id="narrative" title={copy.narrativeTitle}>
        <div className="max-w-3xl space-y-4 text-lg text-slate-700">
          {notes.narrative.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      </PageSection>

      <PageSection id="single-family" title={copy.singleFamilyTitle} background="muted">
        <ContractTable caption={copy.singleFamilyTitle} captionHidden table={view.singleFamily} />
      </PageSection>

      {view.condos.rows.length > 0 ? (
        <PageSection id="condos" title={copy.condoTitle}>
          <ContractTable caption={copy.condoTitle} captionHidden table={view.condos} />
        </PageSection>
      ) : null}

      {view.rentals.rows.length > 0 ? (
        <PageSection
          id="rentals"
          title={copy.rentalTitle}
          background={view.condos.rows.length > 0 ? "muted" : "white"}
        >
          <ContractTable caption={copy.rentalTitle} captionHidden table={view.rentals} note={copy.rentalNote} />
        </PageSection>
      ) : null}

      <PageSection id="zones" title={copy.zonesTitle} intro={copy.zonesIntro}>
        <ZoneCards zones={view.zones} />
      </PageSection>

      <PageSection id="key-insights" title={copy.insightsTitle} background="muted">
        <ul className="grid max-w-4xl gap-3">
          {notes.keyInsights.map((insight) => (
            <li key={insight} className="rounded-xl border-l-4 border-amber-400 bg-white p-4 text-slate-700 shadow-sm">
              {insight}
            </li>
          ))}
        </ul>
      </PageSection>

      <PageSection id="take-action" title={copy.toolsTitle} intro={copy.toolsIntro}>
        <TakeAction
          key={notes.week}
          tools={view.tools}
          week={notes.week}
          launchLabel={copy.launchLabel}
          message={copy.launchMessage}
          launchedFromUrl={view.launched}
        />
      </PageSection>

      <PageSection id="weekly-pdf" title={copy.pdfTitle} intro={copy.pdfIntro} background="muted">
        <PdfPreview
          href={view.pdf.href}
          fileName={view.pdf.fileName}
          title={`${copy.pdfTitle}, week ${notes.week} (PDF preview)`}
          downloadLabel={copy.pdfDownload}
          openLabel={copy.pdfOpen}
        />
      </PageSection>

      <PageSection id="outlook" title={copy.opportunitiesTitle}>
        <div className="grid gap-8 lg:grid-cols-2">
          <ul className="list-disc space-y-2 pl-5 text-slate-700">
            {notes.opportunities.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
          <div>
            <h3 className="text-xl font-bold text-slate-900">{copy.strategicTitle}</h3>
            <ul className="mt-3 list-disc space-y-2 pl-5 text-slate-700">
              {notes.strategicConsiderations.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </div>
        </div>
      </PageSection>

      <PageSection id="all-weeks" title={copy.closingTitle} intro={copy.closingText} background="muted">
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
