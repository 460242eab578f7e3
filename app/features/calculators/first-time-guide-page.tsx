import { CtaBand } from "~/components/ui/cta-band";
import { FactNoteList } from "~/components/ui/fact-note-list";
import { PageHero } from "~/components/ui/page-hero";
import { PageSection } from "~/components/ui/page-section";
import { AffordabilityCalculator } from "./affordability-calculator";
import type { FirstTimeGuidePageView } from "./first-time-guide.server";
import {
  BudgetGuidelinesTable,
  BuyingJourney,
  MistakesList,
  RealityCheck,
  TownCards,
} from "./first-time-guide-sections";

/** /buyers/first-time-guide: calculator, journey, guidelines, towns, mistakes, reality check. */
export function FirstTimeGuidePage({ page }: { page: FirstTimeGuidePageView }) {
  const { hero, sections, calculator, guide, cta } = page;
  return (
    <>
      <PageHero eyebrow={hero.eyebrow} title={hero.title} intro={<p>{hero.intro}</p>} links={hero.links} />
      <PageSection id={page.calculatorId} title={calculator.heading} intro={<p>{calculator.intro}</p>}>
        <AffordabilityCalculator initial={page.affordability} copy={calculator} />
      </PageSection>
      <PageSection id="journey" title={sections.journeyTitle} background="muted">
        <BuyingJourney journey={guide.journey} />
      </PageSection>
      <PageSection id="budget-guidelines" title={sections.guidelinesTitle}>
        <BudgetGuidelinesTable guidelines={guide.guidelines} />
      </PageSection>
      <PageSection id="towns" title={sections.townsTitle} background="muted">
        <TownCards towns={guide.towns} />
        <FactNoteList notes={page.townNotes} />
      </PageSection>
      <PageSection id="mistakes" title={sections.mistakesTitle}>
        <MistakesList mistakes={guide.mistakes} />
      </PageSection>
      <PageSection id="reality-check" title={page.realityCheckHeading} background="muted">
        <RealityCheck text={guide.realityCheck} />
        <FactNoteList notes={page.realityCheckNotes} />
      </PageSection>
      <CtaBand
        id="first-time-cta-heading"
        title={cta.title}
        text={
          <>
            <p>{cta.text}</p>
            <p className="mt-2 text-sm">{cta.downloadNote}</p>
          </>
        }
        links={cta.links}
      />
    </>
  );
}
