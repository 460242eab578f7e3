import { Badge } from "~/components/ui/badge";
import { Card } from "~/components/ui/card";
import { CheckList } from "~/components/ui/check-list";
import { CtaBand } from "~/components/ui/cta-band";
import { FactNoteList } from "~/components/ui/fact-note-list";
import { InfoCardGrid } from "~/components/ui/info-card-grid";
import { PageHero } from "~/components/ui/page-hero";
import { PageSection } from "~/components/ui/page-section";
import type { FamilyNeighborhoodsPageView } from "./family-neighborhoods-view";
import { NeighbourhoodCard } from "./neighbourhood-card";

/** /buyers/family-neighborhoods: ranked neighborhoods, schools, amenity groups and activities by age. */
export function FamilyNeighborhoodsPage({ page }: { page: FamilyNeighborhoodsPageView }) {
  return (
    <>
      <PageHero eyebrow={page.intro.eyebrow} title={page.intro.title} intro={page.intro.intro} />

      <PageSection id="ranked-neighborhoods" title={page.rankedHeading.title} intro={page.rankedHeading.intro}>
        <ol className="grid gap-6 md:grid-cols-2">
          {page.rankedNeighbourhoods.map((n) => (
            <NeighbourhoodCard
              key={n.id}
              name={n.name}
              badge={n.familyScore ? <Badge tone="green">Family score {n.familyScore}/10</Badge> : null}
              facts={n.facts}
              description={n.description}
              highlights={n.highlights}
            />
          ))}
        </ol>
        <FactNoteList notes={page.rankedNeighbourhoodNotes} />
      </PageSection>

      <PageSection id="schools" title={page.schoolsHeading.title} intro={page.schoolsHeading.intro} background="muted">
        <ul className="grid gap-6 lg:grid-cols-3">
          {page.schools.map((school) => (
            <Card as="li" key={school.name} className="flex flex-col">
              <div className="flex flex-wrap items-start justify-between gap-3">
                <h3 className="text-lg font-semibold text-slate-900">{school.name}</h3>
                <Badge tone="green">Rated {school.rating}</Badge>
              </div>
              <p className="text-sm text-slate-600">
                {school.level} · {school.enrollment}
              </p>
              <CheckList items={school.highlights} className="mt-4 text-sm" />
              <h4 className="mt-4 text-sm font-semibold text-slate-900">Special programs</h4>
              <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-slate-700">
                {school.specialPrograms.map((program) => (
                  <li key={program}>{program}</li>
                ))}
              </ul>
            </Card>
          ))}
        </ul>
      </PageSection>

      <PageSection id="amenities" title={page.amenitiesHeading.title}>
        <InfoCardGrid cards={page.amenityGroups} columns={4} />
      </PageSection>

      <PageSection id="activities" title={page.activitiesHeading.title} background="muted">
        <InfoCardGrid cards={page.activitiesByAge} />
      </PageSection>

      <CtaBand title={page.cta.title} text={page.cta.text} links={page.cta.links} />
    </>
  );
}
