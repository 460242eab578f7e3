import { useLocation } from "react-router";
import { CtaBand } from "~/components/ui/cta-band";
import { InfoCardGrid } from "~/components/ui/info-card-grid";
import { PageHero } from "~/components/ui/page-hero";
import { PageSection } from "~/components/ui/page-section";
import { StepList } from "~/components/ui/step-list";
import { MillRateCalculator } from "./mill-rate-calculator";
import { MillRateHistory, TownComparison, WorkedExamples } from "./mill-rate-figures";
import type { MillRatesPageView } from "./mill-rates-page.server";

/** /investors/mill-rates: how the tax works, the calculator, the rate history, five towns, notes. */
export function MillRatesPage({ page }: { page: MillRatesPageView }) {
  const location = useLocation();
  const { initial, hero, howItWorks, calculator, history, comparison, investorNotes, cta } = page;
  return (
    <>
      <PageHero eyebrow={hero.eyebrow} title={hero.title} intro={hero.intro} links={hero.links} />
      <PageSection id={howItWorks.id} title={howItWorks.title} intro={howItWorks.intro}>
        <StepList steps={howItWorks.steps} />
      </PageSection>
      <PageSection id={calculator.id} title={calculator.title} intro={calculator.intro} background="muted">
        {/* A new query (a submitted form) starts the fields afresh from the server's values. */}
        <MillRateCalculator key={location.search} initial={initial} copy={calculator} />
        <WorkedExamples calculator={calculator} />
      </PageSection>
      <PageSection id={history.id} title={history.title} intro={history.intro}>
        <MillRateHistory history={history} />
      </PageSection>
      <PageSection id={comparison.id} title={comparison.title} intro={comparison.intro} background="muted">
        <TownComparison comparison={comparison} />
      </PageSection>
      <PageSection id={investorNotes.id} title={investorNotes.title}>
        <InfoCardGrid cards={investorNotes.items} columns={2} />
      </PageSection>
      <CtaBand title={cta.title} text={cta.text} links={cta.links} />
    </>
  );
}
