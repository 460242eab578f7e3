import type { Route } from "./+types/brokerage";
import { PageSection } from "~/components/ui/page-section";
import { withIconDrawing } from "~/features/audiences/audience-icons.server";
import { IconCardGrid } from "~/components/ui/icon-card-grid";
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

// The prose travels as loader data, not inside the page's JavaScript (docs/decisions/004).
export function loader() {
  return {
    meta: brokerageMeta,
    hero: brokerageHero,
    featuresSection: brokerageFeaturesSection,
    features: brokerageFeatures.map(withIconDrawing),
    benefitsSection: brokerageBenefitsSection,
    benefits: brokerageBenefits.map(withIconDrawing),
    cta: brokerageCta,
  };
}

export function meta(args: Route.MetaArgs) {
  return args.loaderData ? pageMeta(args, args.loaderData.meta) : [];
}

/** Spec "Audience pages", For Brokerages: four feature cards, six benefits, calls to action. */
export default function Brokerage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <AudienceHero hero={loaderData.hero} cta={loaderData.cta} />
      <PageSection {...loaderData.featuresSection}>
        <IconCardGrid cards={loaderData.features} />
      </PageSection>
      <PageSection {...loaderData.benefitsSection} background="muted">
        <IconCardGrid cards={loaderData.benefits} columns={3} />
      </PageSection>
      <AudienceCta cta={loaderData.cta} />
    </>
  );
}
