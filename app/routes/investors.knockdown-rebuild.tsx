import { Link } from "react-router";
import type { Route } from "./+types/investors.knockdown-rebuild";
import { Badge } from "~/components/ui/badge";
import { ButtonLink } from "~/components/ui/button-link";
import { Card } from "~/components/ui/card";
import { CtaBand } from "~/components/ui/cta-band";
import { DataTable } from "~/components/ui/data-table";
import { FactNoteList } from "~/components/ui/fact-note-list";
import { PageHero } from "~/components/ui/page-hero";
import { PageSection } from "~/components/ui/page-section";
import { StepList } from "~/components/ui/step-list";
import { latestMillRate, propertyTaxFor } from "~/domain/property-tax";
import { contactRequestHref } from "~/lib/contact-link";
import { formatUsd } from "~/lib/format";
import { factBook } from "~/features/facts/fact-store.server";
import { pageMeta } from "~/lib/seo";
import { fiscalYearLabel } from "~content/investors/mill-rates";
import { knockdownRebuildContent } from "~content/investors/knockdown-rebuild";

// The prose and the tax example, computed and formatted here, travel as loader data, not as
// JavaScript (docs/decisions/004).
export async function loader({ context }: Route.LoaderArgs) {
  const { knockdownRebuildPage: page } = knockdownRebuildContent(await factBook(context));
  const { caption, stages, ...tax } = page.tax;
  const latest = latestMillRate();
  return {
    page: {
      ...page,
      tax: {
        ...tax,
        caption: caption(fiscalYearLabel(latest.fiscalYear)),
        rows: stages.map((stage) => {
          const estimate = propertyTaxFor(stage.marketValue, latest.millRate);
          return {
            stage: stage.stage,
            description: stage.description,
            marketValue: formatUsd(stage.marketValue),
            assessedValue: formatUsd(estimate.assessedValue),
            annualTax: formatUsd(estimate.annualTax),
          };
        }),
      },
    },
  };
}

export function meta(args: Route.MetaArgs) {
  return args.loaderData ? pageMeta(args, args.loaderData.page.meta) : [];
}

export default function KnockdownRebuild({ loaderData: { page } }: Route.ComponentProps) {
  const { zoning, costs, tax } = page;
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

      <PageSection id={zoning.id} title={zoning.title} intro={zoning.intro} background="muted">
        <DataTable
          caption={zoning.caption}
          columns={[
            { header: zoning.columns.zone, cell: (row) => row.zone },
            { header: zoning.columns.minimumLot, cell: (row) => row.minimumLot },
            { header: zoning.columns.character, cell: (row) => row.character },
            { header: zoning.columns.label, cell: (row) => <Badge>{row.label}</Badge> },
          ]}
          rows={zoning.rows}
          rowKey={(row) => row.zone}
        />
        <p className="mt-4 max-w-3xl text-slate-600">{zoning.note}</p>
      </PageSection>

      <PageSection id={page.timeline.id} title={page.timeline.title} intro={page.timeline.intro}>
        <StepList steps={page.timeline.steps} />
      </PageSection>

      <PageSection id={costs.id} title={costs.title} intro={costs.intro} background="muted">
        <DataTable
          caption={costs.caption}
          columns={[
            { header: costs.columns.item, cell: (row) => row.item },
            { header: costs.columns.range, cell: (row) => row.range },
            { header: costs.columns.note, cell: (row) => row.note },
          ]}
          rows={costs.rows}
          rowKey={(row) => row.item}
        />
        <FactNoteList notes={costs.facts.notes} />
      </PageSection>

      <PageSection id={tax.id} title={tax.title} intro={tax.intro}>
        <DataTable
          caption={tax.caption}
          columns={[
            {
              header: tax.columns.stage,
              cell: (row) => (
                <>
                  {row.stage}
                  <span className="block text-sm font-normal text-slate-600">{row.description}</span>
                </>
              ),
            },
            { header: tax.columns.marketValue, numeric: true, cell: (row) => row.marketValue },
            { header: tax.columns.assessedValue, numeric: true, cell: (row) => row.assessedValue },
            { header: tax.columns.annualTax, numeric: true, cell: (row) => row.annualTax },
          ]}
          rows={tax.rows}
          rowKey={(row) => row.stage}
        />
        <p className="mt-4 max-w-3xl text-slate-600">{tax.note}</p>
        <p className="mt-4">
          <Link
            to="/investors/mill-rates#calculator"
            className="font-semibold text-blue-900 underline underline-offset-4"
          >
            {tax.calculatorLink}
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
