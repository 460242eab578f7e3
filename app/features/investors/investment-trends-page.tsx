import { Badge } from "~/components/ui/badge";
import { CtaBand } from "~/components/ui/cta-band";
import { DataTable } from "~/components/ui/data-table";
import { FactNoteList } from "~/components/ui/fact-note-list";
import { InfoCardGrid } from "~/components/ui/info-card-grid";
import { LinkGrid } from "~/components/ui/link-grid";
import { PageHero } from "~/components/ui/page-hero";
import { PageSection } from "~/components/ui/page-section";
import { StepList } from "~/components/ui/step-list";
import { StatCardList } from "./investor-figures";
import type { InvestmentTrendsPageView } from "./investor-guide-view";

function StrategyTable({ strategies }: { strategies: InvestmentTrendsPageView["strategies"] }) {
  const { columns } = strategies;
  return (
    <DataTable
      caption={strategies.caption}
      captionHidden
      columns={[
        { header: columns.strategy, cell: (row) => row.strategy },
        { header: columns.description, cell: (row) => row.description },
        { header: columns.timeframe, cell: (row) => row.timeframe },
        { header: columns.watch, cell: (row) => row.watch },
        { header: columns.risk, cell: (row) => <Badge tone={row.riskTone}>{row.riskLevel}</Badge> },
      ]}
      rows={strategies.items}
      rowKey={(row) => row.strategy}
    />
  );
}

/** /investors/investment-trends: headline figures, six trends, strategies by profile, reading the report. */
export function InvestmentTrendsPage({ page }: { page: InvestmentTrendsPageView }) {
  const { hero, headline, trends, strategies, process, related, cta } = page;
  return (
    <>
      <PageHero eyebrow={hero.eyebrow} title={hero.title} intro={hero.intro} links={hero.links} />
      <PageSection id={headline.id} title={headline.title} intro={headline.intro}>
        <StatCardList stats={headline.stats} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5" />
        <p className="mt-6 max-w-3xl text-sm text-slate-600">{headline.footnote}</p>
        <FactNoteList notes={headline.notes} />
      </PageSection>
      <PageSection id={trends.id} title={trends.title} intro={trends.intro} background="muted">
        <InfoCardGrid cards={trends.cards} columns={3} />
      </PageSection>
      <PageSection id={strategies.id} title={strategies.title} intro={strategies.intro}>
        <StrategyTable strategies={strategies} />
      </PageSection>
      <PageSection id={process.id} title={process.title} background="muted">
        <StepList steps={process.steps} />
      </PageSection>
      <PageSection id={related.id} title={related.title}>
        <LinkGrid links={related.links} columns={4} />
      </PageSection>
      <CtaBand title={cta.title} text={cta.text} links={cta.links} />
    </>
  );
}
