import { z } from "zod";
import type { Route } from "./+types/market-report";
import { PageHero } from "~/components/ui/page-hero";
import { PageSection } from "~/components/ui/page-section";
import { ButtonLink } from "~/components/ui/button-link";
import { ContractTable } from "~/features/reports/contract-tables";
import { marketReportView } from "~/features/reports/market-report.server";
import { ReportCharts } from "~/features/reports/report-charts";
import { StaticSection } from "~/features/reports/static-section";
import { TakeAction } from "~/features/reports/take-action";
import { WeekLinks } from "~/features/reports/week-links";
import { WeekPicker } from "~/features/reports/week-picker";
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
  const view = marketReportView(query.week, {
    meta: marketReportMeta,
    help: tableHelp,
    copy: marketReportCopy,
    siteUrl: env().SITE_URL,
  });
  const { week } = view.notes;
  return {
    ...view,
    copy: marketReportCopy,
    weekPicker: {
      weeks: view.weeks,
      selected: week,
      label: marketReportCopy.weekPickerLabel,
      submitLabel: marketReportCopy.weekPickerSubmit,
    },
    takeAction: {
      tools: actionTools,
      week,
      launchLabel: marketReportCopy.launchLabel,
      message: marketReportCopy.launchMessage,
      launchedFromUrl: query.launch,
    },
  };
}

export function meta(args: Route.MetaArgs) {
  const view = args.loaderData;
  return view ? [...pageMeta(args, view.meta.page), view.meta.feed] : [];
}

/** Spec 2 "Weekly report": every figure is computed from data/weekly/<week>/. */
export default function MarketReport({ loaderData: view }: Route.ComponentProps) {
  const { notes, copy } = view;
  return (
    <>
      <PageHero eyebrow={view.eyebrow} title={notes.title} intro={<p>{view.dateRange}</p>}>
        <dl
          className="mt-8 grid max-w-3xl gap-4 sm:grid-cols-3"
          dangerouslySetInnerHTML={{ __html: view.headlineHtml }}
        />
      </PageHero>

      <div className="border-b border-slate-200 bg-white">
        <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6">
          <WeekPicker {...view.weekPicker} />
        </div>
      </div>

      <StaticSection section={view.sections.summary} />

      <PageSection {...view.headings.charts}>
        <ReportCharts cards={view.chartsHtml} />
      </PageSection>

      <StaticSection section={view.sections.narrative} />

      {view.tables.map(({ table, note, ...section }) => (
        <PageSection key={section.id} {...section}>
          <ContractTable caption={section.title} captionHidden table={table} note={note} />
        </PageSection>
      ))}

      <StaticSection section={view.sections.zones} />

      <StaticSection section={view.sections.keyInsights} />

      <PageSection {...view.headings.tools}>
        <TakeAction key={notes.week} {...view.takeAction} />
      </PageSection>

      <StaticSection section={view.sections.pdf} />

      <StaticSection section={view.sections.outlook} />

      <PageSection {...view.headings.allWeeks}>
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
