import type { Route } from "./+types/brokerage";
import { PageSection } from "~/components/ui/page-section";
import { AudienceCardGrid } from "~/features/audiences/audience-card-grid";
import { AudienceCta } from "~/features/audiences/audience-cta";
import { AudienceHero } from "~/features/audiences/audience-hero";
import { pageMeta } from "~/lib/seo";
import {
  brokerageBenefits,
  brokerageBenefitsSection,
  brokerageCta,
  brokerageFeatures,
  brokerageFeaturesSection,
  brokerageHero,
  brokerageMeta,
} from "~content/audiences/brokerage";

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, brokerageMeta);
}

/** Spec "Audience pages", For Brokerages: four feature cards, six benefits, calls to action. */
export default function Brokerage() {
  return (
    <>
      <AudienceHero hero={brokerageHero} cta={brokerageCta} />
      <PageSection {...brokerageFeaturesSection}>
        <AudienceCardGrid cards={brokerageFeatures} />
      </PageSection>
      <PageSection {...brokerageBenefitsSection} background="muted">
        <AudienceCardGrid cards={brokerageBenefits} columns={3} />
      </PageSection>
      <AudienceCta cta={brokerageCta} />
    </>
  );
}
