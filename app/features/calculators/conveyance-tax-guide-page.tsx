import { CtaBand } from "~/components/ui/cta-band";
import { PageHero } from "~/components/ui/page-hero";
import { PageSection } from "~/components/ui/page-section";
import type { ConveyanceTaxGuidePageView } from "./conveyance-guide.server";
import { ConveyanceExplainer } from "./conveyance-explainer";
import { ConveyanceTaxCalculator } from "./conveyance-tax-calculator";
import { ConveyanceWarnings, ExemptionsList, SavingsStrategies } from "./seller-guide-sections";

/** /sellers/conveyance-tax: explainer, exemptions, calculator, three strategies, warnings, consultation. */
export function ConveyanceTaxGuidePage({ page }: { page: ConveyanceTaxGuidePageView }) {
  const { hero, sections, calculator, conveyance, guide } = page;
  return (
    <>
      <PageHero eyebrow={hero.eyebrow} title={hero.title} intro={<p>{hero.intro}</p>} links={hero.links} />
      <section aria-label={sections.explainerLabel} className="bg-white py-12 sm:py-16">
        <div className="mx-auto max-w-7xl px-4 sm:px-6">
          <ConveyanceExplainer explainer={page.explainer} />
        </div>
      </section>
      <section
        id={page.calculatorId}
        aria-label={calculator.heading}
        className="scroll-mt-20 bg-slate-50 py-12 sm:py-16"
      >
        <div className="mx-auto max-w-3xl px-4 sm:px-6">
          <ConveyanceTaxCalculator
            idPrefix="seller-conveyance"
            initialPrice={conveyance.price}
            initialType={conveyance.type}
            copy={calculator}
          />
        </div>
      </section>
      <PageSection id="exemptions" title={sections.exemptionsTitle}>
        <ExemptionsList exemptions={guide.exemptions} note={guide.exemptionsNote} />
      </PageSection>
      <PageSection id="strategies" title={sections.strategiesTitle} background="muted">
        <SavingsStrategies strategies={guide.strategies} />
      </PageSection>
      <PageSection id="warnings" title={sections.warningsTitle}>
        <ConveyanceWarnings warnings={guide.warnings} />
      </PageSection>
      <CtaBand
        id="conveyance-cta-heading"
        title={sections.ctaTitle}
        text={<p>{sections.ctaText}</p>}
        links={page.ctaLinks}
      />
    </>
  );
}
