import { FactNoteList } from "~/components/ui/fact-note-list";
import { CtaBand } from "~/components/ui/cta-band";
import { DataTable } from "~/components/ui/data-table";
import { PageHero } from "~/components/ui/page-hero";
import { PageSection } from "~/components/ui/page-section";
import { ConsiderationGrid } from "./consideration-grid";
import { InfoCardGrid } from "~/components/ui/info-card-grid";
import { PropertyTypeCard } from "./property-type-card";
import { NeighbourhoodCard } from "./neighbourhood-card";
import type { WesternGreenwichPageView } from "./western-greenwich-view";

/** /buyers/western-greenwich: neighborhoods, lifestyle, property styles, trends, considerations, outlook. */
export function WesternGreenwichPage({ page }: { page: WesternGreenwichPageView }) {
  const { actions, investmentOutlook: outlook } = page;
  const { columns } = page.marketTrendsHeading;
  return (
    <>
      <PageHero eyebrow={page.intro.eyebrow} title={page.intro.title} intro={page.intro.intro} links={actions.links} />

      <PageSection
        id="western-neighborhoods"
        title={page.westernNeighbourhoodsHeading.title}
        intro={page.westernNeighbourhoodsHeading.intro}
      >
        <ul className="grid gap-6 md:grid-cols-2">
          {page.westernNeighbourhoods.map((n) => (
            <NeighbourhoodCard
              key={n.id}
              name={n.name}
              facts={n.facts}
              description={n.description}
              highlights={n.highlights}
              notes={[
                { label: "Typical residents", text: n.demographics },
                { label: "Market status", text: n.marketStatus, panel: true },
              ]}
            />
          ))}
        </ul>
        <FactNoteList notes={page.westernNeighbourhoodNotes} />
      </PageSection>

      <PageSection id="lifestyle" title={page.lifestyleHeading.title} background="muted">
        <InfoCardGrid cards={page.lifestyleCards} columns={4} />
      </PageSection>

      <PageSection id="property-styles" title={page.propertyStylesHeading.title}>
        <ul className="grid gap-6 md:grid-cols-2">
          {page.propertyStyles.map((style) => (
            <PropertyTypeCard key={style.type} type={style} prosTitle="Features" />
          ))}
        </ul>
      </PageSection>

      <PageSection id="market-trends" title={page.marketTrendsHeading.title} background="muted">
        <DataTable
          caption={page.marketTrendsHeading.caption}
          captionHidden
          columns={[
            { header: columns.trend, cell: (row) => row.trend },
            { header: columns.data, cell: (row) => row.data },
            { header: columns.implication, cell: (row) => row.implication },
          ]}
          rows={page.marketTrends}
          rowKey={(row) => row.trend}
        />
      </PageSection>

      <PageSection
        id="considerations"
        title={page.considerationsHeading.title}
        intro={page.considerationsHeading.intro}
      >
        <ConsiderationGrid items={page.buyingConsiderations} columns={3} />
        <FactNoteList notes={page.considerationNotes} />
      </PageSection>

      <PageSection id="investment-outlook" title={outlook.title} background="muted">
        <div className="grid gap-6 lg:grid-cols-3">
          <div className="rounded-2xl bg-blue-950 p-6 text-white shadow-lg shadow-blue-950/20">
            <p className="text-5xl font-bold tracking-tight text-amber-300 tabular-nums">{outlook.appreciation}</p>
            <p className="mt-2 text-lg font-semibold">{outlook.appreciationLabel}</p>
            <p className="mt-1 text-sm text-blue-100">{outlook.note}</p>
          </div>
          <div className="lg:col-span-2">
            <InfoCardGrid cards={outlook.points} columns={2} />
          </div>
        </div>
        <FactNoteList notes={outlook.notes} />
      </PageSection>

      <CtaBand title={actions.title} text={actions.text} links={actions.links} />
    </>
  );
}
