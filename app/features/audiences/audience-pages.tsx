import type { ReactNode } from "react";
import type { ActionLink } from "~/components/ui/cta-band";
import { CtaBand } from "~/components/ui/cta-band";
import { FactNoteList } from "~/components/ui/fact-note-list";
import { IconCardGrid } from "~/components/ui/icon-card-grid";
import { PageHero } from "~/components/ui/page-hero";
import { PageSection } from "~/components/ui/page-section";
import { StepList } from "~/components/ui/step-list";
import type {
  BrokerageAudiencePageView,
  BuyerAudiencePageView,
  InvestorAudiencePageView,
  SellerAudiencePageView,
} from "./audience-page-view.server";
import { GuideLinks } from "./guide-links";
import { MarketConditions } from "./market-conditions";
import { MetricGrid } from "./metric-grid";
import { NeighborhoodGuide } from "./neighborhood-guide";
import { PriceSegmentTable } from "./price-segment-table";
import { StrategyCards } from "./strategy-cards";
import { ToolTeasers } from "./tool-teasers";

type Frame = {
  hero: { eyebrow: string; title: string; intro: string; links: readonly ActionLink[] };
  cta: { title: string; text: string; links: readonly ActionLink[] };
};

/** An audience page's opening (its only h1) and closing band, with the same two buttons, around its sections. */
function AudienceFrame({ page, children }: { page: Frame; children: ReactNode }) {
  const { hero, cta } = page;
  return (
    <>
      <PageHero eyebrow={hero.eyebrow} title={hero.title} intro={<p>{hero.intro}</p>} links={hero.links} />
      {children}
      <CtaBand title={cta.title} text={<p>{cta.text}</p>} links={cta.links} />
    </>
  );
}

/** /brokerage: four feature cards, six benefits, calls to action. */
export function BrokerageAudiencePage({ page }: { page: BrokerageAudiencePageView }) {
  return (
    <AudienceFrame page={page}>
      <PageSection {...page.featuresSection}>
        <IconCardGrid cards={page.features} />
      </PageSection>
      <PageSection {...page.benefitsSection} background="muted">
        <IconCardGrid cards={page.benefits} columns={3} />
      </PageSection>
    </AudienceFrame>
  );
}

/** /seller: benefits, the four-step strategy, sample results, the guides, calls to action. */
export function SellerAudiencePage({ page }: { page: SellerAudiencePageView }) {
  return (
    <AudienceFrame page={page}>
      <PageSection {...page.benefitsSection}>
        <IconCardGrid cards={page.benefits} columns={2} />
      </PageSection>
      <PageSection {...page.strategySection} background="muted">
        <StepList steps={page.strategy} />
      </PageSection>
      <PageSection {...page.resultsSection}>
        <MetricGrid metrics={page.results} notes={page.resultNotes} />
      </PageSection>
      <PageSection {...page.guidesSection} background="muted">
        <GuideLinks guides={page.guides} arrowIcon={page.guideArrow} />
      </PageSection>
    </AudienceFrame>
  );
}

/** /buyer: benefits, market conditions, the neighborhood guide, the buying process, the guides. */
export function BuyerAudiencePage({ page }: { page: BuyerAudiencePageView }) {
  return (
    <AudienceFrame page={page}>
      <PageSection {...page.benefitsSection}>
        <IconCardGrid cards={page.benefits} />
      </PageSection>
      <PageSection {...page.conditionsSection} background="muted">
        <MarketConditions conditions={page.conditions} />
        <FactNoteList notes={page.conditionNotes} />
      </PageSection>
      <PageSection {...page.neighborhoodsSection}>
        <NeighborhoodGuide
          neighborhoods={page.neighborhoods}
          labels={page.neighborhoodLabels}
          notes={page.neighborhoodNotes}
        />
      </PageSection>
      <PageSection {...page.processSection} background="muted">
        <StepList steps={page.process} />
      </PageSection>
      <PageSection {...page.guidesSection}>
        <GuideLinks guides={page.guides} arrowIcon={page.guideArrow} />
      </PageSection>
    </AudienceFrame>
  );
}

/** /investor: metrics, four strategies, price segments, three tool teasers. */
export function InvestorAudiencePage({ page }: { page: InvestorAudiencePageView }) {
  return (
    <AudienceFrame page={page}>
      <PageSection {...page.metricsSection}>
        <MetricGrid metrics={page.metrics} notes={page.metricNotes} />
      </PageSection>
      <PageSection {...page.strategiesSection} background="muted">
        <StrategyCards strategies={page.strategies} labels={page.strategyLabels} />
      </PageSection>
      <PageSection {...page.segmentsSection}>
        <PriceSegmentTable
          rows={page.priceSegments}
          caption={page.segmentTable.caption}
          headers={page.segmentTable.headers}
        />
      </PageSection>
      <PageSection {...page.toolsSection} background="muted">
        <ToolTeasers tools={page.tools} />
      </PageSection>
    </AudienceFrame>
  );
}
