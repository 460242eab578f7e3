import { BarChart } from "~/components/charts/bar-chart";
import { Badge } from "~/components/ui/badge";
import { Card } from "~/components/ui/card";
import { CtaBand } from "~/components/ui/cta-band";
import { FactNoteList } from "~/components/ui/fact-note-list";
import { PageHero } from "~/components/ui/page-hero";
import { PageSection } from "~/components/ui/page-section";
import { StatCard } from "~/components/ui/stat-card";
import type { ByramGuidePageView } from "./byram-guide-view";
import { ConsiderationGrid } from "./consideration-grid";
import { NeighbourhoodCard } from "./neighbourhood-card";
import { PropertyTypeCard } from "./property-type-card";
import { TrendBadge } from "./trend-badge";

/** /buyers/byram-guide: statistics, neighborhoods, factors, property types, outlook and projection. */
export function ByramGuidePage({ page }: { page: ByramGuidePageView }) {
  const { actions, projection, byramPropertyTypesHeading: typesHeading } = page;
  // Each bar's value reads as the share the loader formatted for it.
  const shareOf = new Map(page.byramPropertyTypes.map((t) => [t.bar.value, t.share ?? ""]));
  return (
    <>
      <PageHero eyebrow={page.intro.eyebrow} title={page.intro.title} intro={page.intro.intro} links={actions.links} />

      <PageSection
        id="byram-statistics"
        title={page.byramStatisticsHeading.title}
        intro={page.byramStatisticsHeading.intro}
      >
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {page.byramStatistics.map((stat) => (
            <li key={stat.label}>
              <StatCard
                className="h-full"
                label={stat.label}
                value={stat.value}
                detail={
                  <span className="flex flex-col items-start gap-2">
                    <span className="text-slate-600">{stat.comparison}</span>
                    <TrendBadge trend={stat.trend} label={stat.change} />
                  </span>
                }
              />
            </li>
          ))}
        </ul>
        <FactNoteList notes={page.byramStatisticNotes} />
      </PageSection>

      <PageSection
        id="byram-neighborhoods"
        title={page.byramNeighbourhoodsHeading.title}
        intro={page.byramNeighbourhoodsHeading.intro}
        background="muted"
      >
        <ul className="grid gap-6 lg:grid-cols-3">
          {page.byramNeighbourhoods.map((n) => (
            <NeighbourhoodCard
              key={n.id}
              name={n.name}
              facts={n.facts}
              description={n.description}
              highlights={n.highlights}
              notes={[{ label: "Typical buyers", text: n.typicalBuyers }]}
            />
          ))}
        </ul>
      </PageSection>

      <PageSection
        id="investment-factors"
        title={page.investmentFactorsHeading.title}
        intro={page.investmentFactorsHeading.intro}
      >
        <ConsiderationGrid items={page.investmentFactors} />
      </PageSection>

      <PageSection id="property-types" title={typesHeading.title} intro={typesHeading.intro} background="muted">
        <div className="max-w-2xl">
          <BarChart
            title={typesHeading.chartTitle}
            valueHeader={typesHeading.chartValueHeader}
            formatValue={(value) => shareOf.get(value) ?? ""}
            data={page.byramPropertyTypes.map((t) => t.bar)}
          />
        </div>
        <ul className="mt-8 grid gap-6 lg:grid-cols-3">
          {page.byramPropertyTypes.map((t) => (
            <PropertyTypeCard key={t.type} type={t} aside={t.share ? <Badge>{t.share} of market</Badge> : null} />
          ))}
        </ul>
      </PageSection>

      <PageSection id="outlook" title={page.outlookHeading.title}>
        <ol className="grid gap-6 lg:grid-cols-3">
          {page.outlookPeriods.map((o) => (
            <Card as="li" key={o.period}>
              <p className="text-sm font-semibold tracking-wide text-blue-800 uppercase">{o.period}</p>
              <h3 className="mt-1 text-lg font-semibold text-slate-900">{o.title}</h3>
              <p className="mt-2 text-slate-600">{o.description}</p>
            </Card>
          ))}
        </ol>
        <div className="mt-8 rounded-2xl bg-blue-950 p-6 text-white shadow-lg shadow-blue-950/20 sm:p-8">
          <h3 className="text-xl font-semibold text-amber-300">{projection.title}</h3>
          <p className="mt-3 text-3xl font-bold tracking-tight tabular-nums">{projection.headline}</p>
          <p className="mt-2 text-blue-100">{projection.text}</p>
          <p className="mt-3 text-sm text-blue-100">{projection.note}</p>
        </div>
      </PageSection>

      <CtaBand title={actions.title} text={actions.text} links={actions.links} />
    </>
  );
}
