import { CtaBand } from "~/components/ui/cta-band";
import { FactNoteList } from "~/components/ui/fact-note-list";
import { PageHero } from "~/components/ui/page-hero";
import { PageSection } from "~/components/ui/page-section";
import { StepList } from "~/components/ui/step-list";
import { KeyFigureGrid } from "./key-figure-grid";
import type { ListingMistakesPageView } from "./listing-mistakes-view";
import { MistakeList } from "./mistake-list";

/** /sellers/listing-mistakes: cost statistics, six mistakes, four strategies, four town-specific mistakes. */
export function ListingMistakesPage({ page }: { page: ListingMistakesPageView }) {
  return (
    <>
      <PageHero eyebrow={page.intro.eyebrow} title={page.intro.title} intro={page.intro.intro} />

      <PageSection id="cost-statistics" title={page.costStatisticsHeading.title}>
        <KeyFigureGrid figures={page.costStatistics} />
        <FactNoteList notes={page.costStatisticNotes} />
      </PageSection>

      <PageSection
        id="mistakes"
        title={page.mistakesHeading.title}
        intro={page.mistakesHeading.intro}
        background="muted"
      >
        <MistakeList mistakes={page.listingMistakes} />
      </PageSection>

      <PageSection id="strategies" title={page.strategiesHeading.title} intro={page.strategiesHeading.intro}>
        <StepList steps={page.strategies} />
      </PageSection>

      <PageSection
        id="town-mistakes"
        title={page.townMistakesHeading.title}
        intro={page.townMistakesHeading.intro}
        background="muted"
      >
        <MistakeList mistakes={page.townMistakes} numbered={false} />
      </PageSection>

      <CtaBand title={page.cta.title} text={page.cta.text} links={page.cta.links} />
    </>
  );
}
