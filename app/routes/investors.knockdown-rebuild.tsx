import { Link } from "react-router";
import type { Route } from "./+types/investors.knockdown-rebuild";
import { Badge } from "~/components/ui/badge";
import { ButtonLink } from "~/components/ui/button-link";
import { Card } from "~/components/ui/card";
import { CtaBand } from "~/components/ui/cta-band";
import { DataTable } from "~/components/ui/data-table";
import { PageHero } from "~/components/ui/page-hero";
import { PageSection } from "~/components/ui/page-section";
import { StepList } from "~/components/ui/step-list";
import { latestMillRate, propertyTaxFor, type PropertyTaxEstimate } from "~/features/property-tax/property-tax";
import { contactRequestHref } from "~/lib/contact-link";
import { fiscalYearLabel } from "~content/investors/mill-rates";
import { formatUsd } from "~/lib/format";
import { pageMeta } from "~/lib/seo";
import {
  knockdownRebuildPage as page,
  type CostLine,
  type TaxStage,
  type ZoneRow,
} from "~content/investors/knockdown-rebuild";

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, page.meta);
}

const zoneColumns = [
  { header: page.zoning.columns.zone, cell: (row: ZoneRow) => row.zone },
  { header: page.zoning.columns.minimumLot, cell: (row: ZoneRow) => row.minimumLot },
  { header: page.zoning.columns.character, cell: (row: ZoneRow) => row.character },
  {
    header: page.zoning.columns.label,
    cell: (row: ZoneRow) => <Badge>{row.label}</Badge>,
  },
];

const costColumns = [
  { header: page.costs.columns.item, cell: (row: CostLine) => row.item },
  { header: page.costs.columns.range, cell: (row: CostLine) => row.range },
  { header: page.costs.columns.note, cell: (row: CostLine) => row.note },
];

type TaxRow = TaxStage & { estimate: PropertyTaxEstimate };

const taxColumns = [
  {
    header: page.tax.columns.stage,
    cell: (row: TaxRow) => (
      <>
        {row.stage}
        <span className="block text-sm font-normal text-slate-600">{row.description}</span>
      </>
    ),
  },
  { header: page.tax.columns.marketValue, numeric: true, cell: (row: TaxRow) => formatUsd(row.marketValue) },
  {
    header: page.tax.columns.assessedValue,
    numeric: true,
    cell: (row: TaxRow) => formatUsd(row.estimate.assessedValue),
  },
  { header: page.tax.columns.annualTax, numeric: true, cell: (row: TaxRow) => formatUsd(row.estimate.annualTax) },
];

export default function KnockdownRebuild() {
  const taxRows: TaxRow[] = page.tax.stages.map((stage) => ({
    ...stage,
    estimate: propertyTaxFor(stage.marketValue, latestMillRate.millRate),
  }));
  return (
    <>
      <PageHero
        eyebrow={page.hero.eyebrow}
        title={page.hero.title}
        intro={page.hero.intro}
        actions={
          <>
            <ButtonLink to={contactRequestHref(page.hero.contactRequest)} variant="light">
              {page.hero.contactAction}
            </ButtonLink>
            <ButtonLink to="/market-report" variant="outline-light">
              {page.hero.reportAction}
            </ButtonLink>
          </>
        }
      />

      <PageSection id={page.signals.id} title={page.signals.title} intro={page.signals.intro}>
        <ul className="grid gap-6 md:grid-cols-2">
          {page.signals.items.map((signal) => (
            <Card as="li" key={signal.title}>
              <h3 className="text-lg font-semibold text-slate-900">{signal.title}</h3>
              <p className="mt-2 text-slate-600">{signal.description}</p>
            </Card>
          ))}
        </ul>
      </PageSection>

      <PageSection id={page.zoning.id} title={page.zoning.title} intro={page.zoning.intro} background="muted">
        <DataTable
          caption={page.zoning.caption}
          columns={zoneColumns}
          rows={page.zoning.rows}
          rowKey={(row) => row.zone}
        />
        <p className="mt-4 max-w-3xl text-slate-600">{page.zoning.note}</p>
      </PageSection>

      <PageSection id={page.timeline.id} title={page.timeline.title} intro={page.timeline.intro}>
        <StepList steps={page.timeline.steps} />
      </PageSection>

      <PageSection id={page.costs.id} title={page.costs.title} intro={page.costs.intro} background="muted">
        <DataTable
          caption={page.costs.caption}
          columns={costColumns}
          rows={page.costs.rows}
          rowKey={(row) => row.item}
        />
      </PageSection>

      <PageSection id={page.tax.id} title={page.tax.title} intro={page.tax.intro}>
        <DataTable
          caption={page.tax.caption(fiscalYearLabel(latestMillRate.fiscalYear))}
          columns={taxColumns}
          rows={taxRows}
          rowKey={(row) => row.stage}
        />
        <p className="mt-4 max-w-3xl text-slate-600">{page.tax.note}</p>
        <p className="mt-4">
          <Link
            to="/investors/mill-rates#calculator"
            className="font-semibold text-blue-900 underline underline-offset-4"
          >
            {page.tax.calculatorLink}
          </Link>
        </p>
      </PageSection>

      <PageSection id={page.related.id} title={page.related.title} background="muted">
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          {page.related.links.map((link) => (
            <li key={link.to}>
              <Link
                to={link.to}
                className="block min-h-11 rounded-lg border border-slate-200 bg-white px-4 py-3 font-medium text-blue-900 hover:border-blue-900 hover:bg-blue-50"
              >
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      </PageSection>

      <CtaBand
        title={page.cta.title}
        text={page.cta.text}
        actions={
          <>
            <ButtonLink to={contactRequestHref(page.hero.contactRequest)} variant="light">
              {page.cta.contactAction}
            </ButtonLink>
            <ButtonLink to="/market-report" variant="outline-light">
              {page.cta.reportAction}
            </ButtonLink>
          </>
        }
      />
    </>
  );
}
