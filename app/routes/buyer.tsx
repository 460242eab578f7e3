import type { Route } from "./+types/buyer";
import { PageSection } from "~/components/ui/page-section";
import { AudienceCardGrid } from "~/features/audiences/audience-card-grid";
import { AudienceCta } from "~/features/audiences/audience-cta";
import { AudienceHero } from "~/features/audiences/audience-hero";
import { GuideLinks } from "~/features/audiences/guide-links";
import { MarketConditions } from "~/features/audiences/market-conditions";
import { NeighborhoodGuide } from "~/features/audiences/neighborhood-guide";
import { StrategySteps } from "~/features/audiences/strategy-steps";
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

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, buyerMeta);
}

/** Spec "Audience pages", For Buyers: benefits, market conditions, neighborhood guide, buying process. */
export default function Buyer() {
  return (
    <>
      <AudienceHero hero={buyerHero} cta={buyerCta} />
      <PageSection {...buyerBenefitsSection}>
        <AudienceCardGrid cards={buyerBenefits} />
      </PageSection>
      <PageSection {...buyerConditionsSection} background="muted">
        <MarketConditions conditions={buyerConditions} comparisonLabel={buyerConditionComparison} />
      </PageSection>
      <PageSection {...buyerNeighborhoodsSection}>
        <NeighborhoodGuide neighborhoods={buyerNeighborhoods} labels={buyerNeighborhoodLabels} />
      </PageSection>
      <PageSection {...buyerProcessSection} background="muted">
        <StrategySteps steps={buyerProcess} />
      </PageSection>
      <PageSection {...buyerGuidesSection}>
        <GuideLinks guides={buyerGuides} />
      </PageSection>
      <AudienceCta cta={buyerCta} />
    </>
  );
}
