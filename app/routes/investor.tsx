import type { Route } from "./+types/investor";
import { PageSection } from "~/components/ui/page-section";
import { withIconDrawing } from "~/features/audiences/audience-icons.server";
import { AudienceCta } from "~/features/audiences/audience-cta";
import { AudienceHero } from "~/features/audiences/audience-hero";
import { MetricGrid } from "~/features/audiences/metric-grid";
import { PriceSegmentTable } from "~/features/audiences/price-segment-table";
import { StrategyCards } from "~/features/audiences/strategy-cards";
import { ToolTeasers } from "~/features/audiences/tool-teasers";
import { effectiveTaxRatePercent, latestMillRate } from "~/domain/property-tax";
import { formatDecimal, formatPercent } from "~/lib/format";
import { pageMeta } from "~/lib/seo";
import { fiscalYearLabel } from "~content/investors/mill-rates";
import { investorContent } from "~content/audiences/investor";
import { factBook } from "~/features/facts/fact-store.server";
import { appContextOf } from "~/server/app-context.server";

// The effective tax rate is computed from the latest mill rate, as on /investors/investment-trends.
export async function loader({ context }: Route.LoaderArgs) {
  const {
    investorCta,
    investorHero,
    investorMeta,
    investorMetricFacts,
    investorMetrics,
    investorTaxMetric,
    investorMetricsSection,
    investorPriceSegments,
    investorSegmentsSection,
    investorSegmentTable,
    investorStrategies,
    investorStrategiesSection,
    investorStrategyLabels,
    investorTools,
    investorToolsSection,
  } = investorContent(await factBook(appContextOf(context)));
  const latest = latestMillRate();
  return {
    meta: investorMeta,
    hero: investorHero,
    metricsSection: investorMetricsSection,
    metricNotes: investorMetricFacts.notes,
    metrics: [
      ...investorMetrics.slice(0, 2),
      {
        label: investorTaxMetric.label,
        value: formatPercent(effectiveTaxRatePercent(latest.millRate), 2),
        detail: investorTaxMetric.detail(fiscalYearLabel(latest.fiscalYear), formatDecimal(latest.millRate, 3)),
      },
      ...investorMetrics.slice(2),
    ],
    strategiesSection: investorStrategiesSection,
    strategies: investorStrategies,
    strategyLabels: investorStrategyLabels,
    segmentsSection: investorSegmentsSection,
    segmentTable: investorSegmentTable,
    priceSegments: investorPriceSegments,
    toolsSection: investorToolsSection,
    tools: investorTools.map(withIconDrawing),
    cta: investorCta,
  };
}

export function meta(args: Route.MetaArgs) {
  return args.loaderData ? pageMeta(args, args.loaderData.meta) : [];
}

/** Spec "Audience pages", For Investors: metrics, four strategies, price segments, three tool teasers. */
export default function Investor({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <AudienceHero hero={loaderData.hero} cta={loaderData.cta} />
      <PageSection {...loaderData.metricsSection}>
        <MetricGrid metrics={loaderData.metrics} notes={loaderData.metricNotes} />
      </PageSection>
      <PageSection {...loaderData.strategiesSection} background="muted">
        <StrategyCards strategies={loaderData.strategies} labels={loaderData.strategyLabels} />
      </PageSection>
      <PageSection {...loaderData.segmentsSection}>
        <PriceSegmentTable
          rows={loaderData.priceSegments}
          caption={loaderData.segmentTable.caption}
          headers={loaderData.segmentTable.headers}
        />
      </PageSection>
      <PageSection {...loaderData.toolsSection} background="muted">
        <ToolTeasers tools={loaderData.tools} />
      </PageSection>
      <AudienceCta cta={loaderData.cta} />
    </>
  );
}
