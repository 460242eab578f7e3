import type { Route } from "./+types/buyers.greenwich-vs-stamford";
import { ButtonLink } from "~/components/ui/button-link";
import { Card } from "~/components/ui/card";
import { CtaBand } from "~/components/ui/cta-band";
import { DataTable } from "~/components/ui/data-table";
import { PageHero } from "~/components/ui/page-hero";
import { PageSection } from "~/components/ui/page-section";
import { InfoCardGrid, ProsCons } from "~/features/guides/guide-cards";
import { contactRequestHref } from "~/lib/contact-link";
import { pageMeta } from "~/lib/seo";
import {
  comparisonCta,
  comparisonIntro,
  metricsHeading,
  neighbourhoodPairs,
  pairsHeading,
  prosConsHeading,
  townMetrics,
  townProsCons,
  whoShouldChoose,
  whoShouldChooseHeading,
} from "~content/guides/greenwich-vs-stamford";

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, { title: comparisonIntro.title, description: comparisonIntro.metaDescription });
}

export default function GreenwichVsStamford() {
  return (
    <>
      <PageHero eyebrow={comparisonIntro.eyebrow} title={comparisonIntro.title} intro={comparisonIntro.intro} />

      <PageSection id="metrics" title={metricsHeading.title}>
        <DataTable
          caption={metricsHeading.caption}
          captionHidden
          columns={[
            { header: metricsHeading.columns.metric, cell: (row) => row.metric },
            { header: metricsHeading.columns.greenwich, cell: (row) => row.greenwich },
            { header: metricsHeading.columns.stamford, cell: (row) => row.stamford },
          ]}
          rows={townMetrics}
          rowKey={(row) => row.metric}
        />
      </PageSection>

      <PageSection id="pros-cons" title={prosConsHeading.title} background="muted">
        <div className="space-y-10">
          {townProsCons.map((town) => (
            <div key={town.town}>
              <h3 className="text-xl font-semibold text-slate-900">{town.town}</h3>
              <div className="mt-4">
                <ProsCons
                  prosTitle={prosConsHeading.prosTitle(town.town)}
                  consTitle={prosConsHeading.consTitle(town.town)}
                  pros={town.pros}
                  cons={town.cons}
                  headingLevel={4}
                />
              </div>
            </div>
          ))}
        </div>
      </PageSection>

      <PageSection id="pairs" title={pairsHeading.title} intro={pairsHeading.intro}>
        <ul className="space-y-6">
          {neighbourhoodPairs.map((pair) => (
            <Card as="li" key={pair.theme}>
              <h3 className="text-lg font-semibold text-blue-900">{pair.theme}</h3>
              <div className="mt-4 grid gap-6 md:grid-cols-2">
                {[
                  { town: metricsHeading.columns.greenwich, card: pair.greenwich },
                  { town: metricsHeading.columns.stamford, card: pair.stamford },
                ].map(({ town, card }) => (
                  <div key={town}>
                    <p className="text-xs font-semibold tracking-wide text-slate-600 uppercase">{town}</p>
                    <h4 className="text-lg font-semibold text-slate-900">{card.title}</h4>
                    <p className="mt-1 text-slate-600">{card.description}</p>
                  </div>
                ))}
              </div>
            </Card>
          ))}
        </ul>
      </PageSection>

      <PageSection id="who-should-choose" title={whoShouldChooseHeading.title} background="muted">
        <InfoCardGrid cards={whoShouldChoose} columns={2} />
      </PageSection>

      <CtaBand
        title={comparisonCta.title}
        text={comparisonCta.text}
        actions={
          <>
            <ButtonLink to={contactRequestHref(comparisonCta.consultationRequest)} variant="light">
              {comparisonCta.consultationLabel}
            </ButtonLink>
            <ButtonLink to={comparisonCta.secondaryTo} variant="outline-light">
              {comparisonCta.secondaryLabel}
            </ButtonLink>
          </>
        }
      />
    </>
  );
}
