import type { Route } from "./+types/buyers.first-time-guide";
import { ButtonLink } from "~/components/ui/button-link";
import { CtaBand } from "~/components/ui/cta-band";
import { FactNoteList } from "~/components/ui/fact-note-list";
import { PageHero } from "~/components/ui/page-hero";
import { PageSection } from "~/components/ui/page-section";
import { AffordabilityCalculator } from "~/features/calculators/affordability-calculator";
import { readAffordabilityQuery } from "~/features/calculators/calculator-query";
import {
  affordabilityCalculatorCopy,
  defaultRateText,
  firstTimeGuideView,
} from "~/features/calculators/first-time-guide.server";
import {
  BudgetGuidelinesTable,
  BuyingJourney,
  MistakesList,
  RealityCheck,
  TownCards,
} from "~/features/calculators/first-time-guide-sections";
import { contactRequestHref } from "~/lib/contact-link";
import { HYDRATE } from "~/lib/route-handle";
import { factBook } from "~/features/facts/fact-store.server";
import { pageMeta } from "~/lib/seo";
import {
  FIRST_TIME_GUIDE_PDF_FILENAME,
  FIRST_TIME_GUIDE_PDF_PATH,
  firstTimeGuideCta as cta,
  firstTimeGuideHero as hero,
  firstTimeGuideMeta,
  firstTimeGuideSections as sections,
  realityCheck,
  firstTimeGuideContent,
} from "~content/calculators/first-time-guide";
import { appContextOf } from "~/server/app-context.server";

// The calculator computes as the visitor types (decision 014).
export const handle = HYDRATE;

// The prose and every static figure travel as loader data, not as JavaScript (decision 004).
export async function loader({ url, context }: Route.LoaderArgs) {
  const book = await factBook(appContextOf(context));
  const { townCardFacts, realityCheckFacts } = firstTimeGuideContent(book);
  return {
    affordability: readAffordabilityQuery(url.searchParams, defaultRateText()),
    meta: firstTimeGuideMeta,
    hero,
    cta,
    sections,
    calculator: affordabilityCalculatorCopy(),
    realityCheckHeading: realityCheck.heading,
    townNotes: townCardFacts.notes,
    realityCheckNotes: realityCheckFacts.notes,
    pdf: { path: FIRST_TIME_GUIDE_PDF_PATH, filename: FIRST_TIME_GUIDE_PDF_FILENAME },
    guide: firstTimeGuideView(book),
  };
}

export function meta(args: Route.MetaArgs) {
  return args.loaderData ? pageMeta(args, args.loaderData.meta) : [];
}

/** Spec 2 "First-time buyer guide", in the spec's order. */
export default function FirstTimeGuide({ loaderData }: Route.ComponentProps) {
  const { hero, cta, sections, calculator, realityCheckHeading, pdf, guide } = loaderData;
  return (
    <>
      <PageHero
        eyebrow={hero.eyebrow}
        title={hero.title}
        intro={<p>{hero.intro}</p>}
        actions={
          <ButtonLink className="print:hidden" to="#affordability" variant="light">
            {sections.heroCalculatorAction}
          </ButtonLink>
        }
      />
      <PageSection id="affordability" title={calculator.heading} intro={<p>{calculator.intro}</p>}>
        <AffordabilityCalculator initial={loaderData.affordability} copy={calculator} />
      </PageSection>
      <PageSection id="journey" title={sections.journeyTitle} background="muted">
        <BuyingJourney journey={guide.journey} />
      </PageSection>
      <PageSection id="budget-guidelines" title={sections.guidelinesTitle}>
        <BudgetGuidelinesTable guidelines={guide.guidelines} />
      </PageSection>
      <PageSection id="towns" title={sections.townsTitle} background="muted">
        <TownCards towns={guide.towns} />
        <FactNoteList notes={loaderData.townNotes} />
      </PageSection>
      <PageSection id="mistakes" title={sections.mistakesTitle}>
        <MistakesList mistakes={guide.mistakes} />
      </PageSection>
      <PageSection id="reality-check" title={realityCheckHeading} background="muted">
        <RealityCheck text={guide.realityCheck} />
        <FactNoteList notes={loaderData.realityCheckNotes} />
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
            <ButtonLink className="print:hidden" to={contactRequestHref(cta.consultationRequest)} variant="light">
              {cta.consultation}
            </ButtonLink>
            <ButtonLink className="print:hidden" to={pdf.path} download={pdf.filename} variant="outline-light">
              {cta.download}
            </ButtonLink>
          </>
        }
      />
    </>
  );
}
