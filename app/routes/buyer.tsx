import type { Route } from "./+types/buyer";
import { FactNoteList } from "~/components/ui/fact-note-list";
import { PageSection } from "~/components/ui/page-section";
import { StepList } from "~/components/ui/step-list";
import { guideArrowDrawing, withIconDrawing } from "~/features/audiences/audience-icons.server";
import { IconCardGrid } from "~/components/ui/icon-card-grid";
import { AudienceCta } from "~/features/audiences/audience-cta";
import { AudienceHero } from "~/features/audiences/audience-hero";
import { marketConditionCards, neighborhoodCards } from "~/features/audiences/buyer-cards.server";
import { GuideLinks } from "~/features/audiences/guide-links";
import { MarketConditions } from "~/features/audiences/market-conditions";
import { NeighborhoodGuide } from "~/features/audiences/neighborhood-guide";
import { strategyStepItems } from "~/features/audiences/strategy-steps.server";
import { pageMeta } from "~/lib/seo";
import { factBook } from "~/features/facts/fact-store.server";
import { marketNow } from "~/domain/market-now";
import { marketHistory } from "~/server/history-source.server";
import {
  buyerBenefits,
  buyerBenefitsSection,
  buyerConditions,
  buyerConditionsSection,
  buyerCta,
  buyerGuides,
  buyerGuidesSection,
  buyerHero,
  buyerFacts,
  buyerMeta,
  buyerNeighborhoodLabels,
  buyerNeighborhoodsSection,
  buyerProcess,
  buyerProcessSection,
} from "~content/audiences/buyer";

// The market conditions are the home page's market-now figures, computed from the history (decision
// 139); the neighborhoods' figures are the facts current when the page is rendered (decision 111).
export async function loader({ context }: Route.LoaderArgs) {
  const [book, history] = await Promise.all([factBook(context), marketHistory(context)]);
  const now = marketNow(history);
  const { buyerNeighborhoodFacts, buyerNeighborhoods } = buyerFacts(book);
  return {
    meta: buyerMeta,
    hero: buyerHero,
    benefitsSection: buyerBenefitsSection,
    benefits: buyerBenefits.map(withIconDrawing),
    conditionsSection: buyerConditionsSection,
    conditions: marketConditionCards(buyerConditions, now?.statistics ?? []),
    conditionNotes: [...(now?.notes ?? []), ...(now?.sampleNote ? [now.sampleNote] : [])],
    neighborhoodsSection: buyerNeighborhoodsSection,
    neighborhoods: neighborhoodCards(buyerNeighborhoods, book),
    neighborhoodNotes: buyerNeighborhoodFacts.notes,
    neighborhoodLabels: buyerNeighborhoodLabels,
    processSection: buyerProcessSection,
    process: strategyStepItems(buyerProcess),
    guidesSection: buyerGuidesSection,
    guides: buyerGuides,
    guideArrow: guideArrowDrawing(),
    cta: buyerCta,
  };
}

export function meta(args: Route.MetaArgs) {
  return args.loaderData ? pageMeta(args, args.loaderData.meta) : [];
}

/** Spec "Audience pages", For Buyers: benefits, market conditions, neighborhood guide, buying process. */
export default function Buyer({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <AudienceHero hero={loaderData.hero} cta={loaderData.cta} />
      <PageSection {...loaderData.benefitsSection}>
        <IconCardGrid cards={loaderData.benefits} />
      </PageSection>
      <PageSection {...loaderData.conditionsSection} background="muted">
        <MarketConditions conditions={loaderData.conditions} />
        <FactNoteList notes={loaderData.conditionNotes} />
      </PageSection>
      <PageSection {...loaderData.neighborhoodsSection}>
        <NeighborhoodGuide
          neighborhoods={loaderData.neighborhoods}
          labels={loaderData.neighborhoodLabels}
          notes={loaderData.neighborhoodNotes}
        />
      </PageSection>
      <PageSection {...loaderData.processSection} background="muted">
        <StepList steps={loaderData.process} />
      </PageSection>
      <PageSection {...loaderData.guidesSection}>
        <GuideLinks guides={loaderData.guides} arrowIcon={loaderData.guideArrow} />
      </PageSection>
      <AudienceCta cta={loaderData.cta} />
    </>
  );
}
