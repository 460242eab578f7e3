import type { Route } from "./+types/seller";
import { PageSection } from "~/components/ui/page-section";
import { AudienceCardGrid } from "~/features/audiences/audience-card-grid";
import { AudienceCta } from "~/features/audiences/audience-cta";
import { AudienceHero } from "~/features/audiences/audience-hero";
import { GuideLinks } from "~/features/audiences/guide-links";
import { MetricGrid } from "~/features/audiences/metric-grid";
import { StrategySteps } from "~/features/audiences/strategy-steps";
import { pageMeta } from "~/lib/seo";
import {
  sellerBenefits,
  sellerBenefitsSection,
  sellerCta,
  sellerGuides,
  sellerGuidesSection,
  sellerHero,
  sellerMeta,
  sellerResults,
  sellerResultsSection,
  sellerStrategy,
  sellerStrategySection,
} from "~content/audiences/seller";

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, sellerMeta);
}

/** Spec "Audience pages", For Sellers: benefits, the four-step strategy, sample results, calls to action. */
export default function Seller() {
  return (
    <>
      <AudienceHero hero={sellerHero} cta={sellerCta} />
      <PageSection {...sellerBenefitsSection}>
        <AudienceCardGrid cards={sellerBenefits} columns={2} />
      </PageSection>
      <PageSection {...sellerStrategySection} background="muted">
        <StrategySteps steps={sellerStrategy} />
      </PageSection>
      <PageSection {...sellerResultsSection}>
        <MetricGrid metrics={sellerResults} />
      </PageSection>
      <PageSection {...sellerGuidesSection} background="muted">
        <GuideLinks guides={sellerGuides} />
      </PageSection>
      <AudienceCta cta={sellerCta} />
    </>
  );
}
