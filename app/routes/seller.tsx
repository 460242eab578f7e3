import type { Route } from "./+types/seller";
import { PageSection } from "~/components/ui/page-section";
import { StepList } from "~/components/ui/step-list";
import { guideArrowDrawing, withIconDrawing } from "~/features/audiences/audience-icons.server";
import { IconCardGrid } from "~/components/ui/icon-card-grid";
import { AudienceCta } from "~/features/audiences/audience-cta";
import { AudienceHero } from "~/features/audiences/audience-hero";
import { GuideLinks } from "~/features/audiences/guide-links";
import { MetricGrid } from "~/features/audiences/metric-grid";
import { strategyStepItems } from "~/features/audiences/strategy-steps.server";
import { factBook } from "~/features/facts/fact-store.server";
import { pageMeta } from "~/lib/seo";
import {
  sellerBenefits,
  sellerBenefitsSection,
  sellerCta,
  sellerGuides,
  sellerGuidesSection,
  sellerHero,
  sellerMeta,
  sellerResultsContent,
  sellerResultsSection,
  sellerStrategy,
  sellerStrategySection,
} from "~content/audiences/seller";
import { appContextOf } from "~/server/app-context.server";

// The prose travels as loader data, not inside the page's JavaScript (docs/decisions/004).
export async function loader({ context }: Route.LoaderArgs) {
  const { sellerResults, sellerResultFacts } = sellerResultsContent(await factBook(appContextOf(context)));
  return {
    meta: sellerMeta,
    hero: sellerHero,
    benefitsSection: sellerBenefitsSection,
    benefits: sellerBenefits.map(withIconDrawing),
    strategySection: sellerStrategySection,
    strategy: strategyStepItems(sellerStrategy),
    resultsSection: sellerResultsSection,
    results: sellerResults,
    resultNotes: sellerResultFacts.notes,
    guidesSection: sellerGuidesSection,
    guides: sellerGuides,
    guideArrow: guideArrowDrawing(),
    cta: sellerCta,
  };
}

export function meta(args: Route.MetaArgs) {
  return args.loaderData ? pageMeta(args, args.loaderData.meta) : [];
}

/** Spec "Audience pages", For Sellers: benefits, the four-step strategy, sample results, calls to action. */
export default function Seller({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <AudienceHero hero={loaderData.hero} cta={loaderData.cta} />
      <PageSection {...loaderData.benefitsSection}>
        <IconCardGrid cards={loaderData.benefits} columns={2} />
      </PageSection>
      <PageSection {...loaderData.strategySection} background="muted">
        <StepList steps={loaderData.strategy} />
      </PageSection>
      <PageSection {...loaderData.resultsSection}>
        <MetricGrid metrics={loaderData.results} notes={loaderData.resultNotes} />
      </PageSection>
      <PageSection {...loaderData.guidesSection} background="muted">
        <GuideLinks guides={loaderData.guides} arrowIcon={loaderData.guideArrow} />
      </PageSection>
      <AudienceCta cta={loaderData.cta} />
    </>
  );
}
