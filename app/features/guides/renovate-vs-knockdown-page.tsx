import { CtaBand } from "~/components/ui/cta-band";
import { DataTable } from "~/components/ui/data-table";
import { FactNoteList } from "~/components/ui/fact-note-list";
import { InfoCardGrid } from "~/components/ui/info-card-grid";
import { PageHero } from "~/components/ui/page-hero";
import { PageSection } from "~/components/ui/page-section";
import { AssessmentForm } from "./assessment-form";
import type { RenovateVsKnockdownPageView } from "./renovate-vs-knockdown-view";

/** /sellers/renovate-vs-knockdown: the comparison, the assessment, scenarios, town rules and outcomes. */
export function RenovateVsKnockdownPage({ page }: { page: RenovateVsKnockdownPageView }) {
  const { columns } = page.comparisonHeading;
  return (
    <>
      <PageHero eyebrow={page.intro.eyebrow} title={page.intro.title} intro={page.intro.intro} links={page.heroLinks} />

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

      <PageSection id={page.form.id} title={page.form.title} intro={page.form.intro} background="muted">
        <AssessmentForm view={page.form.view} action={page.form.action} />
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

      <CtaBand title={page.cta.title} text={page.cta.text} links={page.cta.links} />
    </>
  );
}
