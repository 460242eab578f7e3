import type { Route } from "./+types/buyers.first-time-guide";
import { ButtonLink } from "~/components/ui/button-link";
import { CtaBand } from "~/components/ui/cta-band";
import { PageHero } from "~/components/ui/page-hero";
import { PageSection } from "~/components/ui/page-section";
import { AffordabilityCalculator } from "~/features/calculators/affordability-calculator";
import { readAffordabilityQuery } from "~/features/calculators/calculator-query";
import {
  BudgetGuidelinesTable,
  BuyingJourney,
  MistakesList,
  RealityCheck,
  TownCards,
} from "~/features/calculators/first-time-guide-sections";
import { contactRequestHref } from "~/lib/contact-link";
import { pageMeta } from "~/lib/seo";
import {
  affordabilityCopy,
  FIRST_TIME_GUIDE_PDF_FILENAME,
  FIRST_TIME_GUIDE_PDF_PATH,
  firstTimeGuideCta as cta,
  firstTimeGuideHero as hero,
  firstTimeGuideMeta,
  firstTimeGuideSections as sections,
  realityCheck,
} from "~content/calculators/first-time-guide";

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, firstTimeGuideMeta);
}

export function loader({ request }: Route.LoaderArgs) {
  return { affordability: readAffordabilityQuery(new URL(request.url).searchParams) };
}

/** Spec 2 "First-time buyer guide", in the spec's order. */
export default function FirstTimeGuide({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHero
        eyebrow={hero.eyebrow}
        title={hero.title}
        intro={<p>{hero.intro}</p>}
        actions={
          <ButtonLink to="#affordability" variant="light">
            {sections.heroCalculatorAction}
          </ButtonLink>
        }
      />
      <PageSection id="affordability" title={affordabilityCopy.heading} intro={<p>{affordabilityCopy.intro}</p>}>
        <AffordabilityCalculator initial={loaderData.affordability} />
      </PageSection>
      <PageSection id="journey" title={sections.journeyTitle} background="muted">
        <BuyingJourney />
      </PageSection>
      <PageSection id="budget-guidelines" title={sections.guidelinesTitle}>
        <BudgetGuidelinesTable />
      </PageSection>
      <PageSection id="towns" title={sections.townsTitle} background="muted">
        <TownCards />
      </PageSection>
      <PageSection id="mistakes" title={sections.mistakesTitle}>
        <MistakesList />
      </PageSection>
      <PageSection id="reality-check" title={realityCheck.heading} background="muted">
        <RealityCheck />
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
        actions={
          <>
            <ButtonLink to={contactRequestHref(cta.consultationRequest)} variant="light">
              {cta.consultation}
            </ButtonLink>
            <ButtonLink to={FIRST_TIME_GUIDE_PDF_PATH} download={FIRST_TIME_GUIDE_PDF_FILENAME} variant="outline-light">
              {cta.download}
            </ButtonLink>
          </>
        }
      />
    </>
  );
}
