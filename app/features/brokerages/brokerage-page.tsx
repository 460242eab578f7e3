import { Badge } from "~/components/ui/badge";
import { Card } from "~/components/ui/card";
import { CtaBand } from "~/components/ui/cta-band";
import { DataTable } from "~/components/ui/data-table";
import { InfoCardGrid } from "~/components/ui/info-card-grid";
import { LinkGrid } from "~/components/ui/link-grid";
import { PageHero } from "~/components/ui/page-hero";
import { PageSection } from "~/components/ui/page-section";
import { StepList } from "~/components/ui/step-list";
import type { BrokeragePageView, BrokerageSection, WordTable } from "./brokerage-page-view";

function WordDataTable({ table }: { table: WordTable }) {
  return (
    <DataTable
      caption={table.caption}
      captionHidden={table.captionHidden}
      columns={table.headers.map((header, index) => ({ header, cell: (row: readonly string[]) => row[index] }))}
      rows={table.rows}
      rowKey={(row) => row[0]!}
    />
  );
}

function SectionBody({ section }: { section: BrokerageSection }) {
  switch (section.kind) {
    case "cards":
      return <InfoCardGrid cards={section.cards} columns={section.columns} />;
    case "steps":
      return <StepList steps={section.steps} />;
    case "table":
      return (
        <>
          <WordDataTable table={section.table} />
          {section.note ? <p className="mt-4 max-w-3xl text-slate-600">{section.note}</p> : null}
        </>
      );
    case "bands":
      return (
        <ul className="grid gap-6 md:grid-cols-3">
          {section.bands.map((band) => (
            <Card as="li" key={band.label}>
              <Badge tone={band.tone} className="text-sm">
                {band.label}
              </Badge>
              <p className="mt-3 text-slate-600">{band.meaning}</p>
            </Card>
          ))}
        </ul>
      );
    case "links":
      return <LinkGrid links={section.links} />;
  }
}

/** A brokerage page: the hero, its sections (white and grey in turn) and the closing call to action. */
export function BrokeragePage({ page }: { page: BrokeragePageView }) {
  return (
    <>
      <PageHero eyebrow={page.hero.eyebrow} title={page.hero.title} intro={page.hero.intro} links={page.hero.links} />
      {page.sections.map((section, index) => (
        <PageSection
          key={section.id}
          id={section.id}
          title={section.title}
          intro={section.intro}
          background={index % 2 === 1 ? "muted" : "white"}
        >
          <SectionBody section={section} />
        </PageSection>
      ))}
      <CtaBand title={page.cta.title} text={page.cta.text} links={page.cta.links} />
    </>
  );
}
