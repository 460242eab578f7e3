import type { Route } from "./+types/buyers.family-neighborhoods";
import { Badge } from "~/components/ui/badge";
import { ButtonLink } from "~/components/ui/button-link";
import { Card } from "~/components/ui/card";
import { CtaBand } from "~/components/ui/cta-band";
import { PageHero } from "~/components/ui/page-hero";
import { PageSection } from "~/components/ui/page-section";
import { CheckList, InfoCardGrid } from "~/features/guides/guide-cards";
import { NeighbourhoodCard } from "~/features/guides/neighbourhood-card";
import { contactRequestHref } from "~/lib/contact-link";
import { formatDecimal, formatUsdCompact } from "~/lib/format";
import { pageMeta } from "~/lib/seo";
import {
  activitiesByAge,
  activitiesHeading,
  amenitiesHeading,
  amenityGroups,
  familyCta,
  familyIntro,
  rankedHeading,
  rankedNeighbourhoods,
  schools,
  schoolsHeading,
} from "~content/guides/family-neighborhoods";

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, { title: familyIntro.title, description: familyIntro.metaDescription });
}

export default function FamilyNeighborhoods() {
  return (
    <>
      <PageHero eyebrow={familyIntro.eyebrow} title={familyIntro.title} intro={familyIntro.intro} />

      <PageSection id="ranked-neighbourhoods" title={rankedHeading.title} intro={rankedHeading.intro}>
        <ol className="grid gap-6 md:grid-cols-2">
          {rankedNeighbourhoods.map((n, index) => (
            <NeighbourhoodCard
              key={n.id}
              name={`${index + 1}. ${n.name}`}
              badge={
                n.familyScore !== undefined ? (
                  <Badge tone="green">Family score {formatDecimal(n.familyScore, 1)}/10</Badge>
                ) : null
              }
              facts={[
                { label: "Median price", value: n.medianPrice !== undefined ? formatUsdCompact(n.medianPrice) : "" },
                { label: "School rating", value: n.schoolRating },
                { label: "Crime", value: n.crimeRate },
                { label: "Commute", value: n.commute },
                { label: "Recreation", value: n.recreation, wide: true },
              ]}
              description={n.description}
              highlights={n.highlights}
            />
          ))}
        </ol>
      </PageSection>

      <PageSection id="schools" title={schoolsHeading.title} intro={schoolsHeading.intro} background="muted">
        <ul className="grid gap-6 lg:grid-cols-3">
          {schools.map((school) => (
            <Card as="li" key={school.name} className="flex flex-col">
              <div className="flex flex-wrap items-start justify-between gap-3">
                <h3 className="text-lg font-semibold text-slate-900">{school.name}</h3>
                <Badge tone="green">Rated {school.rating}</Badge>
              </div>
              <p className="text-sm text-slate-600">
                {school.level} · {school.enrollment}
              </p>
              <CheckList items={school.highlights} className="mt-4 text-sm" />
              <h4 className="mt-4 text-sm font-semibold text-slate-900">Special programmes</h4>
              <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-slate-700">
                {school.specialPrograms.map((program) => (
                  <li key={program}>{program}</li>
                ))}
              </ul>
            </Card>
          ))}
        </ul>
      </PageSection>

      <PageSection id="amenities" title={amenitiesHeading.title}>
        <InfoCardGrid cards={amenityGroups} columns={4} />
      </PageSection>

      <PageSection id="activities" title={activitiesHeading.title} background="muted">
        <InfoCardGrid cards={activitiesByAge} />
      </PageSection>

      <CtaBand
        title={familyCta.title}
        text={familyCta.text}
        actions={
          <>
            <ButtonLink to={contactRequestHref(familyCta.consultationRequest)} variant="light">
              {familyCta.consultationLabel}
            </ButtonLink>
            <ButtonLink to={familyCta.secondaryTo} variant="outline-light">
              {familyCta.secondaryLabel}
            </ButtonLink>
          </>
        }
      />
    </>
  );
}
