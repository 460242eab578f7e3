import type { Route } from "./+types/buyer";
import { PageSection } from "~/components/ui/page-section";
import { AudienceCardGrid } from "~/features/audiences/audience-card-grid";
import { AudienceCta } from "~/features/audiences/audience-cta";
import { AudienceHero } from "~/features/audiences/audience-hero";
import { GuideLinks } from "~/features/audiences/guide-links";
import { MarketConditions } from "~/features/audiences/market-conditions";
import { NeighborhoodGuide } from "~/features/audiences/neighborhood-guide";
import { StrategySteps } from "~/features/audiences/strategy-steps";
import { formatUsdCompact } from "~/lib/format";
import { pageMeta } from "~/lib/seo";
import {
  buyerBenefits,
  buyerBenefitsSection,
  buyerConditionComparison,
  buyerConditions,
  buyerConditionsSection,
  buyerCta,
  buyerGuides,
  buyerGuidesSection,
  buyerHero,
  buyerMeta,
  buyerNeighborhoodLabels,
  buyerNeighborhoods,
  buyerNeighborhoodsSection,
  buyerProcess,
  buyerProcessSection,
} from "~content/audiences/buyer";

// The prose travels as loader data, not inside the page's JavaScript (docs/decisions/004); the
// prices are formatted here, once, at build time.
export function loader() {
  return {
    meta: buyerMeta,
    hero: buyerHero,
    benefitsSection: buyerBenefitsSection,
    benefits: buyerBenefits,
    conditionsSection: buyerConditionsSection,
    conditions: buyerConditions,
    conditionComparison: buyerConditionComparison,
    neighborhoodsSection: buyerNeighborhoodsSection,
    neighborhoods: buyerNeighborhoods.map((neighborhood) => ({
      ...neighborhood,
      avgPrice: formatUsdCompact(neighborhood.avgPrice),
    })),
    neighborhoodLabels: buyerNeighborhoodLabels,
    processSection: buyerProcessSection,
    process: buyerProcess,
    guidesSection: buyerGuidesSection,
    guides: buyerGuides,
    cta: buyerCta,
  };
}

export function meta(args: Route.MetaArgs) {
  return args.loaderData ? pageMeta(args, args.loaderData.meta) : [];
}

/** Spec "Audience pages", For Buyers: benefits, market conditions, neighborhood guide, buying process. */
export default function Buyer({ loaderData }: Route.ComponentProps) {
  const { hero, benefitsSection, benefits, conditionsSection, conditions, conditionComparison, cta } = loaderData;
  const { neighborhoodsSection, neighborhoods, neighborhoodLabels, processSection, process, guidesSection, guides } =
    loaderData;
  return (
    <>
      <AudienceHero hero={hero} cta={cta} />
      <PageSection {...benefitsSection}>
        <AudienceCardGrid cards={benefits} />
      </PageSection>
      <PageSection {...conditionsSection} background="muted">
        <MarketConditions conditions={conditions} comparisonLabel={conditionComparison} />
      </PageSection>
      <PageSection {...neighborhoodsSection}>
        <NeighborhoodGuide neighborhoods={neighborhoods} labels={neighborhoodLabels} />
      </PageSection>
      <PageSection {...processSection} background="muted">
        <StrategySteps steps={process} />
      </PageSection>
      <PageSection {...guidesSection}>
        <GuideLinks guides={guides} />
      </PageSection>
      <AudienceCta cta={cta} />
    </>
  );
}
