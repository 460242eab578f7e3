import type { Route } from "./+types/investor";
import { PageSection } from "~/components/ui/page-section";
import { AudienceCta } from "~/features/audiences/audience-cta";
import { AudienceHero } from "~/features/audiences/audience-hero";
import { MetricGrid } from "~/features/audiences/metric-grid";
import { PriceSegmentTable } from "~/features/audiences/price-segment-table";
import { StrategyCards } from "~/features/audiences/strategy-cards";
import { ToolTeasers } from "~/features/audiences/tool-teasers";
import { pageMeta } from "~/lib/seo";
import {
  investorCta,
  investorHero,
  investorMeta,
  investorMetrics,
  investorMetricsSection,
  investorPriceSegments,
  investorSegmentsSection,
  investorSegmentTable,
  investorStrategies,
  investorStrategiesSection,
  investorStrategyLabels,
  investorTools,
  investorToolsSection,
} from "~content/audiences/investor";

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, investorMeta);
}

/** Spec "Audience pages", For Investors: metrics, four strategies, price segments, three tool teasers. */
export default function Investor() {
  return (
    <>
      <AudienceHero hero={investorHero} cta={investorCta} />
      <PageSection {...investorMetricsSection}>
        <MetricGrid metrics={investorMetrics} />
      </PageSection>
      <PageSection {...investorStrategiesSection} background="muted">
        <StrategyCards strategies={investorStrategies} labels={investorStrategyLabels} />
      </PageSection>
      <PageSection {...investorSegmentsSection}>
        <PriceSegmentTable
          rows={investorPriceSegments}
          caption={investorSegmentTable.caption}
          headers={investorSegmentTable.headers}
        />
      </PageSection>
      <PageSection {...investorToolsSection} background="muted">
        <ToolTeasers tools={investorTools} />
      </PageSection>
      <AudienceCta cta={investorCta} />
    </>
  );
}
