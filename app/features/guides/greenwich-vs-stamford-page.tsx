import { Card } from "~/components/ui/card";
import { CtaBand } from "~/components/ui/cta-band";
import { DataTable } from "~/components/ui/data-table";
import { FactNoteList } from "~/components/ui/fact-note-list";
import { InfoCardGrid } from "~/components/ui/info-card-grid";
import { PageHero } from "~/components/ui/page-hero";
import { PageSection } from "~/components/ui/page-section";
import type { GreenwichVsStamfordPageView } from "./greenwich-vs-stamford-view";
import { ProsCons } from "./pros-cons";

/** /buyers/greenwich-vs-stamford: the metrics table, pros and cons, three neighborhood pairs, who should choose which. */
export function GreenwichVsStamfordPage({ page }: { page: GreenwichVsStamfordPageView }) {
  const { columns } = page.metricsHeading;
  return (
    <>
      <PageHero eyebrow={page.intro.eyebrow} title={page.intro.title} intro={page.intro.intro} />

      <PageSection id="metrics" title={page.metricsHeading.title}>
        <DataTable
          caption={page.metricsHeading.caption}
          captionHidden
          columns={[
            { header: columns.metric, cell: (row) => row.metric },
            { header: columns.greenwich, cell: (row) => row.greenwich },
            { header: columns.stamford, cell: (row) => row.stamford },
          ]}
          rows={page.townMetrics}
          rowKey={(row) => row.metric}
        />
        <FactNoteList notes={page.townMetricNotes} />
      </PageSection>

      <PageSection id="pros-cons" title={page.prosConsHeading.title} background="muted">
        <div className="space-y-10">
          {page.townProsCons.map((town) => (
            <div key={town.town}>
              <h3 className="text-xl font-semibold text-slate-900">{town.town}</h3>
              <div className="mt-4">
                <ProsCons
                  prosTitle={town.prosTitle}
                  consTitle={town.consTitle}
                  pros={town.pros}
                  cons={town.cons}
                  headingLevel={4}
                />
              </div>
            </div>
          ))}
        </div>
      </PageSection>

      <PageSection id="pairs" title={page.pairsHeading.title} intro={page.pairsHeading.intro}>
        <ul className="space-y-6">
          {page.neighbourhoodPairs.map((pair) => (
            <Card as="li" key={pair.theme}>
              <h3 className="text-lg font-semibold text-blue-900">{pair.theme}</h3>
              <div className="mt-4 grid gap-6 md:grid-cols-2">
                {pair.sides.map((side) => (
                  <div key={side.town}>
                    <p className="text-xs font-semibold tracking-wide text-slate-600 uppercase">{side.town}</p>
                    <h4 className="text-lg font-semibold text-slate-900">{side.title}</h4>
                    <p className="mt-1 text-slate-600">{side.description}</p>
                  </div>
                ))}
              </div>
            </Card>
          ))}
        </ul>
      </PageSection>

      <PageSection id="who-should-choose" title={page.whoShouldChooseHeading.title} background="muted">
        <InfoCardGrid cards={page.whoShouldChoose} columns={2} />
      </PageSection>

      <CtaBand title={page.cta.title} text={page.cta.text} links={page.cta.links} />
    </>
  );
}
