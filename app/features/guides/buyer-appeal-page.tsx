import { Badge } from "~/components/ui/badge";
import { Card } from "~/components/ui/card";
import { CheckList } from "~/components/ui/check-list";
import { CtaBand } from "~/components/ui/cta-band";
import { InfoCardGrid } from "~/components/ui/info-card-grid";
import { PageHero } from "~/components/ui/page-hero";
import { PageSection } from "~/components/ui/page-section";
import type { BuyerAppealPageView } from "./buyer-appeal-view";
import { KeyFigureGrid } from "./key-figure-grid";
import { MistakeList } from "./mistake-list";
import { NeighbourhoodCard } from "./neighbourhood-card";

/** /sellers/buyer-appeal: staging and appeal for Byram, Cos Cob and Old Greenwich. */
export function BuyerAppealPage({ page }: { page: BuyerAppealPageView }) {
  return (
    <>
      <PageHero eyebrow={page.intro.eyebrow} title={page.intro.title} intro={page.intro.intro} />

      <PageSection
        id="universal-strategies"
        title={page.universalStrategiesHeading.title}
        intro={page.universalStrategiesHeading.intro}
      >
        <InfoCardGrid cards={page.universalStrategies} />
      </PageSection>

      <PageSection
        id="neighborhoods"
        title={page.appealNeighbourhoodsHeading.title}
        intro={page.appealNeighbourhoodsHeading.intro}
        background="muted"
      >
        <ul className="grid gap-6 lg:grid-cols-3">
          {page.appealNeighbourhoods.map((n) => (
            <NeighbourhoodCard
              key={n.id}
              name={n.name}
              facts={[]}
              description={n.description}
              highlightsTitle="Key features"
              highlights={n.highlights}
            >
              <h4 className="mt-4 text-sm font-semibold text-slate-900">Buyer profile</h4>
              <p className="mt-1 text-sm text-slate-700">{n.buyerProfile}</p>
              <h4 className="mt-4 text-sm font-semibold text-slate-900">Staging tips</h4>
              <CheckList items={n.stagingTips} className="mt-2 text-sm" />
            </NeighbourhoodCard>
          ))}
        </ul>
      </PageSection>

      <PageSection
        id="upgrades"
        title={page.upgradeCategoriesHeading.title}
        intro={page.upgradeCategoriesHeading.intro}
      >
        <ul className="grid gap-6 md:grid-cols-2">
          {page.upgradeCategories.map((u) => (
            <Card as="li" key={u.consideration}>
              <div className="flex flex-wrap items-start justify-between gap-3">
                <h3 className="text-lg font-semibold text-slate-900">{u.consideration}</h3>
                {u.label ? <Badge tone={u.label.tone}>{u.label.text}</Badge> : null}
              </div>
              <p className="mt-1 font-semibold text-blue-900">Typical cost: {u.cost}</p>
              <p className="mt-2 text-slate-600">{u.details}</p>
            </Card>
          ))}
        </ul>
      </PageSection>

      <PageSection id="common-mistakes" title={page.appealMistakesHeading.title} background="muted">
        <MistakeList mistakes={page.appealMistakes} />
      </PageSection>

      <PageSection id="return-statistics" title={page.returnStatisticsHeading.title}>
        <KeyFigureGrid figures={page.returnStatistics} />
      </PageSection>

      <CtaBand title={page.cta.title} text={page.cta.text} links={page.cta.links} />
    </>
  );
}
