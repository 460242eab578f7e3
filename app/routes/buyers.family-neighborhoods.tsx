import type { Route } from "./+types/buyers.family-neighborhoods";
import { Badge } from "~/components/ui/badge";
import { ButtonLink } from "~/components/ui/button-link";
import { Card } from "~/components/ui/card";
import { CtaBand } from "~/components/ui/cta-band";
import { FactNoteList } from "~/components/ui/fact-note-list";
import { PageHero } from "~/components/ui/page-hero";
import { PageSection } from "~/components/ui/page-section";
import { CheckList } from "~/components/ui/check-list";
import { InfoCardGrid } from "~/components/ui/info-card-grid";
import { NeighbourhoodCard } from "~/features/guides/neighbourhood-card";
import { contactRequestHref } from "~/lib/contact-link";
import { formatDecimal } from "~/lib/format";
import { factBook } from "~/features/facts/fact-store.server";
import { pageMeta } from "~/lib/seo";
import { factValue, measureLabels } from "~content/facts";
import {
  activitiesByAge,
  activitiesHeading,
  amenitiesHeading,
  amenityGroups,
  familyCta,
  familyIntro,
  familyNeighbourhoodsContent,
  rankedHeading,
  rankedNeighbourhoods,
  schools,
  schoolsHeading,
} from "~content/guides/family-neighborhoods";
import { appContextOf } from "~/server/app-context.server";

// The prose, and the figures already formatted, travel as loader data (docs/decisions/004).
export async function loader({ context }: Route.LoaderArgs) {
  const book = await factBook(appContextOf(context));
  const { rankedNeighbourhoodNotes } = familyNeighbourhoodsContent(book);
  return {
    intro: familyIntro,
    rankedHeading,
    rankedNeighbourhoodNotes,
    rankedNeighbourhoods: rankedNeighbourhoods.map((n, index) => ({
      id: n.id,
      name: `${index + 1}. ${n.name}`,
      familyScore: n.familyScore !== undefined ? formatDecimal(n.familyScore, 1) : null,
      facts: [
        { label: measureLabels["median-sale-price"], value: n.medianPrice ? factValue(n.medianPrice, book) : "" },
        { label: "School rating", value: n.schoolRating },
        { label: "Crime", value: n.crimeRate },
        { label: "Commute", value: n.commute },
        { label: "Recreation", value: n.recreation, wide: true },
      ],
      description: n.description,
      highlights: n.highlights,
    })),
    schoolsHeading,
    schools,
    amenitiesHeading,
    amenityGroups,
    activitiesHeading,
    activitiesByAge,
    cta: { ...familyCta, consultationHref: contactRequestHref(familyCta.consultationRequest) },
  };
}

export function meta(args: Route.MetaArgs) {
  const { intro } = args.loaderData;
  return pageMeta(args, { title: intro.title, description: intro.metaDescription });
}

export default function FamilyNeighborhoods({ loaderData: page }: Route.ComponentProps) {
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
        <FactNoteList notes={page.rankedNeighbourhoodNotes} />
      </PageSection>

      <PageSection id="amenities" title={page.amenitiesHeading.title}>
        <InfoCardGrid cards={page.amenityGroups} columns={4} />
      </PageSection>

      <PageSection id="activities" title={page.activitiesHeading.title} background="muted">
        <InfoCardGrid cards={page.activitiesByAge} />
      </PageSection>

      <CtaBand
        title={page.cta.title}
        text={page.cta.text}
        actions={
          <>
            <ButtonLink to={page.cta.consultationHref} variant="light">
              {page.cta.consultationLabel}
            </ButtonLink>
            <ButtonLink to={page.cta.secondaryTo} variant="outline-light">
              {page.cta.secondaryLabel}
            </ButtonLink>
          </>
        }
      />
    </>
  );
}
