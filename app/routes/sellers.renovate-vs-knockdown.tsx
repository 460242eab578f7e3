import { data } from "react-router";
import type { Route } from "./+types/sellers.renovate-vs-knockdown";
import { ButtonLink } from "~/components/ui/button-link";
import { CtaBand } from "~/components/ui/cta-band";
import { DataTable } from "~/components/ui/data-table";
import { FactNoteList } from "~/components/ui/fact-note-list";
import { PageHero } from "~/components/ui/page-hero";
import { PageSection } from "~/components/ui/page-section";
import { AssessmentForm } from "~/features/guides/assessment-form";
import { assessmentFormView } from "~/features/guides/assessment-form-view";
import { InfoCardGrid } from "~/components/ui/info-card-grid";
import { assessmentFromQuery } from "~/features/guides/renovation-assessment";
import { contactRequestHref } from "~/lib/contact-link";
import { factBook } from "~/features/facts/fact-store.server";
import { pageMeta } from "~/lib/seo";
import {
  assessmentForm,
  comparisonHeading,
  rebuildScenarios,
  rebuildScenariosHeading,
  renovateCta,
  renovateIntro,
  renovateVsKnockdownContent,
  renovationScenarios,
  renovationScenariosHeading,
  successStories,
  successStoriesHeading,
  townConsiderations,
  townConsiderationsHeading,
} from "~content/guides/renovate-vs-knockdown";
import { appContextOf } from "~/server/app-context.server";

const PATH = "/sellers/renovate-vs-knockdown";
const FORM_SECTION_ID = "assessment";

/**
 * The assessment is a GET form: the comparison is rendered from the query string (400 when invalid).
 * The prose and the formatted figures travel as loader data (docs/decisions/004).
 */
export async function loader({ url, context }: Route.LoaderArgs) {
  const { comparisonFacts, comparisonRows } = renovateVsKnockdownContent(await factBook(appContextOf(context)));
  const outcome = assessmentFromQuery(url.searchParams, new Date().getUTCFullYear());
  const page = {
    intro: renovateIntro,
    comparisonHeading,
    comparisonRows,
    comparisonNotes: comparisonFacts.notes,
    form: { title: assessmentForm.title, intro: assessmentForm.intro, view: assessmentFormView(outcome) },
    renovationScenariosHeading,
    renovationScenarios,
    rebuildScenariosHeading,
    rebuildScenarios,
    townConsiderationsHeading,
    townConsiderations,
    successStoriesHeading,
    successStories,
    cta: { ...renovateCta, consultationHref: contactRequestHref(renovateCta.consultationRequest) },
  };
  return data(page, { status: outcome.status === "invalid" ? 400 : 200 });
}

export function meta(args: Route.MetaArgs) {
  const { intro } = args.loaderData;
  return pageMeta(args, { title: intro.title, description: intro.metaDescription });
}

export default function RenovateVsKnockdown({ loaderData: page }: Route.ComponentProps) {
  const { columns } = page.comparisonHeading;
  return (
    <>
      <PageHero
        eyebrow={page.intro.eyebrow}
        title={page.intro.title}
        intro={page.intro.intro}
        actions={
          <ButtonLink to={`#${FORM_SECTION_ID}`} variant="light">
            {page.form.title}
          </ButtonLink>
        }
      />

      <PageSection id="comparison" title={page.comparisonHeading.title}>
        <DataTable
          caption={page.comparisonHeading.caption}
          captionHidden
          columns={[
            { header: columns.factor, cell: (row) => row.factor },
            { header: columns.renovate, cell: (row) => row.renovate },
            { header: columns.rebuild, cell: (row) => row.rebuild },
          ]}
          rows={page.comparisonRows}
          rowKey={(row) => row.factor}
        />
        <FactNoteList notes={page.comparisonNotes} />
      </PageSection>

      <PageSection id={FORM_SECTION_ID} title={page.form.title} intro={page.form.intro} background="muted">
        <AssessmentForm view={page.form.view} action={`${PATH}#${FORM_SECTION_ID}`} />
      </PageSection>

      <PageSection
        id="renovation-scenarios"
        title={page.renovationScenariosHeading.title}
        intro={page.renovationScenariosHeading.intro}
      >
        <InfoCardGrid cards={page.renovationScenarios} />
      </PageSection>

      <PageSection
        id="rebuild-scenarios"
        title={page.rebuildScenariosHeading.title}
        intro={page.rebuildScenariosHeading.intro}
        background="muted"
      >
        <InfoCardGrid cards={page.rebuildScenarios} columns={2} />
      </PageSection>

      <PageSection
        id="town-considerations"
        title={page.townConsiderationsHeading.title}
        intro={page.townConsiderationsHeading.intro}
      >
        <InfoCardGrid cards={page.townConsiderations} columns={2} />
      </PageSection>

      <PageSection id="success-stories" title={page.successStoriesHeading.title} background="muted">
        <InfoCardGrid cards={page.successStories} columns={2} />
      </PageSection>

      <CtaBand
        title={page.cta.title}
        text={page.cta.text}
        actions={
          <>
            <ButtonLink to={page.cta.consultationHref} variant="light">
              {page.cta.consultationLabel}
            </ButtonLink>
            <ButtonLink to="/market-report" variant="outline-light">
              {page.cta.reportLabel}
            </ButtonLink>
          </>
        }
      />
    </>
  );
}
