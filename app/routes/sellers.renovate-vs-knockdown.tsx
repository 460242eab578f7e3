import { data } from "react-router";
import type { Route } from "./+types/sellers.renovate-vs-knockdown";
import { ButtonLink } from "~/components/ui/button-link";
import { CtaBand } from "~/components/ui/cta-band";
import { DataTable } from "~/components/ui/data-table";
import { PageHero } from "~/components/ui/page-hero";
import { PageSection } from "~/components/ui/page-section";
import { AssessmentForm } from "~/features/guides/assessment-form";
import { InfoCardGrid } from "~/features/guides/guide-cards";
import { assessmentFromQuery } from "~/features/guides/renovation-assessment";
import { contactRequestHref } from "~/lib/contact-link";
import { pageMeta } from "~/lib/seo";
import {
  assessmentForm,
  comparisonHeading,
  comparisonRows,
  rebuildScenarios,
  rebuildScenariosHeading,
  renovateCta,
  renovateIntro,
  renovationScenarios,
  renovationScenariosHeading,
  successStories,
  successStoriesHeading,
  townConsiderations,
  townConsiderationsHeading,
} from "~content/guides/renovate-vs-knockdown";

const PATH = "/sellers/renovate-vs-knockdown";
const FORM_SECTION_ID = "assessment";

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, { title: renovateIntro.title, description: renovateIntro.metaDescription });
}

/** The assessment is a GET form: the comparison is rendered from the query string (400 when invalid). */
export function loader({ request }: Route.LoaderArgs) {
  const outcome = assessmentFromQuery(new URL(request.url).searchParams, new Date().getUTCFullYear());
  return data({ outcome }, { status: outcome.status === "invalid" ? 400 : 200 });
}

export default function RenovateVsKnockdown({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHero
        eyebrow={renovateIntro.eyebrow}
        title={renovateIntro.title}
        intro={renovateIntro.intro}
        actions={
          <ButtonLink to={`#${FORM_SECTION_ID}`} variant="light">
            {assessmentForm.title}
          </ButtonLink>
        }
      />

      <PageSection id="comparison" title={comparisonHeading.title}>
        <DataTable
          caption={comparisonHeading.caption}
          captionHidden
          columns={[
            { header: comparisonHeading.columns.factor, cell: (row) => row.factor },
            { header: comparisonHeading.columns.renovate, cell: (row) => row.renovate },
            { header: comparisonHeading.columns.rebuild, cell: (row) => row.rebuild },
          ]}
          rows={comparisonRows}
          rowKey={(row) => row.factor}
        />
      </PageSection>

      <PageSection id={FORM_SECTION_ID} title={assessmentForm.title} intro={assessmentForm.intro} background="muted">
        <AssessmentForm outcome={loaderData.outcome} action={`${PATH}#${FORM_SECTION_ID}`} />
      </PageSection>

      <PageSection
        id="renovation-scenarios"
        title={renovationScenariosHeading.title}
        intro={renovationScenariosHeading.intro}
      >
        <InfoCardGrid cards={renovationScenarios} />
      </PageSection>

      <PageSection
        id="rebuild-scenarios"
        title={rebuildScenariosHeading.title}
        intro={rebuildScenariosHeading.intro}
        background="muted"
      >
        <InfoCardGrid cards={rebuildScenarios} columns={2} />
      </PageSection>

      <PageSection
        id="town-considerations"
        title={townConsiderationsHeading.title}
        intro={townConsiderationsHeading.intro}
      >
        <InfoCardGrid cards={townConsiderations} columns={2} />
      </PageSection>

      <PageSection id="success-stories" title={successStoriesHeading.title} background="muted">
        <InfoCardGrid cards={successStories} columns={2} />
      </PageSection>

      <CtaBand
        title={renovateCta.title}
        text={renovateCta.text}
        actions={
          <>
            <ButtonLink to={contactRequestHref(renovateCta.consultationRequest)} variant="light">
              {renovateCta.consultationLabel}
            </ButtonLink>
            <ButtonLink to="/market-report" variant="outline-light">
              {renovateCta.reportLabel}
            </ButtonLink>
          </>
        }
      />
    </>
  );
}
