import type { Route } from "./+types/buyers.greenwich-vs-stamford";
import { ButtonLink } from "~/components/ui/button-link";
import { Card } from "~/components/ui/card";
import { CtaBand } from "~/components/ui/cta-band";
import { DataTable } from "~/components/ui/data-table";
import { PageHero } from "~/components/ui/page-hero";
import { FactNoteList } from "~/components/ui/fact-note-list";
import { PageSection } from "~/components/ui/page-section";
import { InfoCardGrid } from "~/components/ui/info-card-grid";
import { ProsCons } from "~/features/guides/pros-cons";
import { contactRequestHref } from "~/lib/contact-link";
import { pageMeta } from "~/lib/seo";
import { greenwichVsStamford } from "~content/guides/greenwich-vs-stamford";
import { factBook } from "~/features/facts/fact-store.server";
import { appContextOf } from "~/server/app-context.server";

// The prose travels as loader data, not inside the page's JavaScript (docs/decisions/004).
export async function loader({ context }: Route.LoaderArgs) {
  const {
    comparisonCta,
    comparisonIntro,
    metricsHeading,
    neighbourhoodPairs,
    pairsHeading,
    prosConsHeading,
    townMetricFacts,
    townMetrics,
    townProsCons,
    whoShouldChoose,
    whoShouldChooseHeading,
  } = greenwichVsStamford(await factBook(appContextOf(context)));
  return {
    intro: comparisonIntro,
    metricsHeading,
    townMetrics,
    townMetricNotes: townMetricFacts.notes,
    prosConsHeading,
    townProsCons,
    pairsHeading,
    neighbourhoodPairs: neighbourhoodPairs.map((pair) => ({
      theme: pair.theme,
      sides: [
        { town: metricsHeading.columns.greenwich, ...pair.greenwich },
        { town: metricsHeading.columns.stamford, ...pair.stamford },
      ],
    })),
    whoShouldChooseHeading,
    whoShouldChoose,
    cta: { ...comparisonCta, consultationHref: contactRequestHref(comparisonCta.consultationRequest) },
  };
}

export function meta(args: Route.MetaArgs) {
  const { intro } = args.loaderData;
  return pageMeta(args, { title: intro.title, description: intro.metaDescription });
}

export default function GreenwichVsStamford({ loaderData: page }: Route.ComponentProps) {
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
