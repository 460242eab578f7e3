import { data } from "react-router";
import type { Route } from "./+types/sellers.conveyance-tax";
import { ButtonLink } from "~/components/ui/button-link";
import { CtaBand } from "~/components/ui/cta-band";
import { PageHero } from "~/components/ui/page-hero";
import { PageSection } from "~/components/ui/page-section";
import { readConveyanceQuery } from "~/features/calculators/calculator-query";
import { conveyanceExplainerView, sellerGuideView } from "~/features/calculators/conveyance-guide.server";
import { ConveyanceExplainer } from "~/features/calculators/conveyance-explainer";
import { ConveyanceTaxCalculator } from "~/features/calculators/conveyance-tax-calculator";
import { ConveyanceWarnings, ExemptionsList, SavingsStrategies } from "~/features/calculators/seller-guide-sections";
import { contactRequestHref } from "~/lib/contact-link";
import { HYDRATE } from "~/lib/route-handle";
import { pageMeta } from "~/lib/seo";
import {
  conveyanceCalculatorCopy,
  conveyanceTaxGuideHero as hero,
  conveyanceTaxGuideMeta,
  sellerGuideSections as sections,
} from "~content/calculators/conveyance-tax-guide";

// The calculator computes as the visitor types (decision 014).
export const handle = HYDRATE;

// The prose and the law's figures travel as loader data, not as JavaScript (decision 004).
export function loader({ url }: Route.LoaderArgs) {
  const conveyance = readConveyanceQuery(url.searchParams);
  return data(
    {
      conveyance,
      meta: conveyanceTaxGuideMeta,
      hero,
      sections,
      calculator: conveyanceCalculatorCopy,
      explainer: conveyanceExplainerView(),
      guide: sellerGuideView(),
    },
    { status: conveyance.priceInvalid ? 400 : 200 },
  );
}

export function meta(args: Route.MetaArgs) {
  return args.loaderData ? pageMeta(args, args.loaderData.meta) : [];
}

/** Spec 2 "Conveyance Tax Guide": explainer, exemptions, calculator, three strategies, warnings, consultation. */
export default function SellersConveyanceTax({ loaderData }: Route.ComponentProps) {
  const { conveyance, hero, sections, calculator, explainer, guide } = loaderData;
  const consultation = contactRequestHref(calculator.consultationRequest);
  return (
    <>
      <PageHero
        eyebrow={hero.eyebrow}
        title={hero.title}
        intro={<p>{hero.intro}</p>}
        actions={
          <>
            <ButtonLink className="print:hidden" to="#calculator" variant="light">
              {sections.calculateAction}
            </ButtonLink>
            <ButtonLink className="print:hidden" to={consultation} variant="outline-light">
              {calculator.consultation}
            </ButtonLink>
          </>
        }
      />
      <section aria-label={sections.explainerLabel} className="bg-white py-12 sm:py-16">
        <div className="mx-auto max-w-7xl px-4 sm:px-6">
          <ConveyanceExplainer explainer={explainer} />
        </div>
      </section>
      <section id="calculator" aria-label={calculator.heading} className="scroll-mt-20 bg-slate-50 py-12 sm:py-16">
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
        actions={
          <ButtonLink className="print:hidden" to={consultation} variant="light">
            {calculator.consultation}
          </ButtonLink>
        }
      />
    </>
  );
}
