import { Link } from "react-router";
import { Badge } from "~/components/ui/badge";
import { CtaBand } from "~/components/ui/cta-band";
import { DataTable } from "~/components/ui/data-table";
import { FactNoteList } from "~/components/ui/fact-note-list";
import { InfoCardGrid } from "~/components/ui/info-card-grid";
import { LinkGrid } from "~/components/ui/link-grid";
import { PageHero } from "~/components/ui/page-hero";
import { PageSection } from "~/components/ui/page-section";
import { StepList } from "~/components/ui/step-list";
import type { KnockdownRebuildPageView } from "./investor-guide-view";

function ZoningTable({ zoning }: { zoning: KnockdownRebuildPageView["zoning"] }) {
  return (
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
  );
}

function CostTable({ costs }: { costs: KnockdownRebuildPageView["costs"] }) {
  return (
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
  );
}

function TaxTable({ tax }: { tax: KnockdownRebuildPageView["tax"] }) {
  return (
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
  );
}

/** /investors/knockdown-rebuild: signals, zones, the timeline, costs and the tax at each stage. */
export function KnockdownRebuildPage({ page }: { page: KnockdownRebuildPageView }) {
  const { hero, signals, zoning, timeline, costs, tax, related, cta } = page;
  return (
    <>
      <PageHero eyebrow={hero.eyebrow} title={hero.title} intro={hero.intro} links={hero.links} />
      <PageSection id={signals.id} title={signals.title} intro={signals.intro}>
        <InfoCardGrid cards={signals.cards} columns={2} />
      </PageSection>
      <PageSection id={zoning.id} title={zoning.title} intro={zoning.intro} background="muted">
        <ZoningTable zoning={zoning} />
        <p className="mt-4 max-w-3xl text-slate-600">{zoning.note}</p>
      </PageSection>
      <PageSection id={timeline.id} title={timeline.title} intro={timeline.intro}>
        <StepList steps={timeline.steps} />
      </PageSection>
      <PageSection id={costs.id} title={costs.title} intro={costs.intro} background="muted">
        <CostTable costs={costs} />
        <FactNoteList notes={costs.facts.notes} />
      </PageSection>
      <PageSection id={tax.id} title={tax.title} intro={tax.intro}>
        <TaxTable tax={tax} />
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
      <PageSection id={related.id} title={related.title} background="muted">
        <LinkGrid links={related.links} columns={4} />
      </PageSection>
      <CtaBand title={cta.title} text={cta.text} links={cta.links} />
    </>
  );
}
