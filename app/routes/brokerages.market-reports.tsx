import type { Route } from "./+types/brokerages.market-reports";
import { Badge } from "~/components/ui/badge";
import { ButtonLink } from "~/components/ui/button-link";
import { Card } from "~/components/ui/card";
import { CtaBand } from "~/components/ui/cta-band";
import { DataTable } from "~/components/ui/data-table";
import { PageHero } from "~/components/ui/page-hero";
import { PageSection } from "~/components/ui/page-section";
import { StepList } from "~/components/ui/step-list";
import { DOM_FAST_MAX_DAYS, DOM_MODERATE_MAX_DAYS, daysOnMarketTone } from "~/lib/colour-rules";
import { pageMeta } from "~/lib/seo";
import { marketReportsPage, type ImportField, type ReportFigure } from "~content/brokerages/market-reports";

// The prose travels as loader data, not inside the page's JavaScript (docs/decisions/004).
export function loader() {
  const { bands, ...page } = marketReportsPage;
  // Spec 4: each band's colour comes from the rule, asked with a day count inside the band.
  const items = [
    {
      label: bands.fast.label(DOM_FAST_MAX_DAYS),
      meaning: bands.fast.meaning,
      tone: daysOnMarketTone(DOM_FAST_MAX_DAYS),
    },
    {
      label: bands.moderate.label(DOM_FAST_MAX_DAYS + 1, DOM_MODERATE_MAX_DAYS),
      meaning: bands.moderate.meaning,
      tone: daysOnMarketTone(DOM_MODERATE_MAX_DAYS),
    },
    {
      label: bands.slow.label(DOM_MODERATE_MAX_DAYS),
      meaning: bands.slow.meaning,
      tone: daysOnMarketTone(DOM_MODERATE_MAX_DAYS + 1),
    },
  ];
  return { page: { ...page, bands: { id: bands.id, title: bands.title, intro: bands.intro, items } } };
}

export function meta(args: Route.MetaArgs) {
  return args.loaderData ? pageMeta(args, args.loaderData.page.meta) : [];
}

export default function MarketReports({ loaderData: { page } }: Route.ComponentProps) {
  const fieldColumns = [
    { header: page.fields.columns.field, cell: (row: ImportField) => row.field },
    { header: page.fields.columns.headers, cell: (row: ImportField) => row.headers },
    { header: page.fields.columns.rule, cell: (row: ImportField) => row.rule },
  ];
  const figureColumns = [
    { header: page.figures.columns.figure, cell: (row: ReportFigure) => row.figure },
    { header: page.figures.columns.meaning, cell: (row: ReportFigure) => row.meaning },
    { header: page.figures.columns.read, cell: (row: ReportFigure) => row.read },
  ];
  return (
    <>
      <PageHero
        eyebrow={page.hero.eyebrow}
        title={page.hero.title}
        intro={page.hero.intro}
        actions={
          <>
            <ButtonLink to="/market-report" variant="light">
              {page.hero.reportAction}
            </ButtonLink>
            <ButtonLink to="/archive" variant="outline-light">
              {page.hero.archiveAction}
            </ButtonLink>
          </>
        }
      />

      <PageSection id={page.pipeline.id} title={page.pipeline.title} intro={page.pipeline.intro}>
        <StepList steps={page.pipeline.steps} />
      </PageSection>

      <PageSection id={page.fields.id} title={page.fields.title} intro={page.fields.intro} background="muted">
        <DataTable
          caption={page.fields.caption}
          columns={fieldColumns}
          rows={page.fields.rows}
          rowKey={(row) => row.field}
        />
        <p className="mt-4 max-w-3xl text-slate-600">{page.fields.badRows}</p>
      </PageSection>

      <PageSection id={page.figures.id} title={page.figures.title} intro={page.figures.intro}>
        <DataTable
          caption={page.figures.caption}
          captionHidden
          columns={figureColumns}
          rows={page.figures.rows}
          rowKey={(row) => row.figure}
        />
      </PageSection>

      <PageSection id={page.bands.id} title={page.bands.title} intro={page.bands.intro} background="muted">
        <ul className="grid gap-6 md:grid-cols-3">
          {page.bands.items.map((band) => (
            <Card as="li" key={band.label}>
              <Badge tone={band.tone} className="text-sm">
                {band.label}
              </Badge>
              <p className="mt-3 text-slate-600">{band.meaning}</p>
            </Card>
          ))}
        </ul>
      </PageSection>

      <PageSection id={page.quality.id} title={page.quality.title}>
        <ul className="grid gap-6 md:grid-cols-3">
          {page.quality.items.map((item) => (
            <Card as="li" key={item.title}>
              <h3 className="text-lg font-semibold text-slate-900">{item.title}</h3>
              <p className="mt-2 text-slate-600">{item.description}</p>
            </Card>
          ))}
        </ul>
      </PageSection>

      <CtaBand
        title={page.cta.title}
        text={page.cta.text}
        actions={
          <>
            <ButtonLink to="/market-report" variant="light">
              {page.cta.reportAction}
            </ButtonLink>
            <ButtonLink to="/archive" variant="outline-light">
              {page.cta.archiveAction}
            </ButtonLink>
            <ButtonLink to="/subscribe" variant="outline-light">
              {page.cta.subscribeAction}
            </ButtonLink>
          </>
        }
      />
    </>
  );
}
