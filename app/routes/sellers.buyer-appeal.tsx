import type { Route } from "./+types/sellers.buyer-appeal";
import { Badge } from "~/components/ui/badge";
import { ButtonLink } from "~/components/ui/button-link";
import { Card } from "~/components/ui/card";
import { CtaBand } from "~/components/ui/cta-band";
import { PageHero } from "~/components/ui/page-hero";
import { PageSection } from "~/components/ui/page-section";
import { CheckList, InfoCardGrid, KeyFigureGrid, MistakeList } from "~/features/guides/guide-cards";
import { NeighbourhoodCard } from "~/features/guides/neighbourhood-card";
import { impactTone } from "~/lib/colour-rules";
import { contactRequestHref } from "~/lib/contact-link";
import { pageMeta } from "~/lib/seo";
import {
  appealMistakes,
  appealMistakesHeading,
  appealNeighbourhoods,
  appealNeighbourhoodsHeading,
  buyerAppealCta,
  buyerAppealIntro,
  returnStatistics,
  returnStatisticsHeading,
  universalStrategies,
  universalStrategiesHeading,
  upgradeCategories,
  upgradeCategoriesHeading,
} from "~content/guides/buyer-appeal";

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, { title: buyerAppealIntro.title, description: buyerAppealIntro.metaDescription });
}

export default function BuyerAppeal() {
  return (
    <>
      <PageHero eyebrow={buyerAppealIntro.eyebrow} title={buyerAppealIntro.title} intro={buyerAppealIntro.intro} />

      <PageSection
        id="universal-strategies"
        title={universalStrategiesHeading.title}
        intro={universalStrategiesHeading.intro}
      >
        <InfoCardGrid cards={universalStrategies} />
      </PageSection>

      <PageSection
        id="neighbourhoods"
        title={appealNeighbourhoodsHeading.title}
        intro={appealNeighbourhoodsHeading.intro}
        background="muted"
      >
        <ul className="grid gap-6 lg:grid-cols-3">
          {appealNeighbourhoods.map((n) => (
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

      <PageSection id="upgrades" title={upgradeCategoriesHeading.title} intro={upgradeCategoriesHeading.intro}>
        <ul className="grid gap-6 md:grid-cols-2">
          {upgradeCategories.map((u) => (
            <Card as="li" key={u.consideration}>
              <div className="flex flex-wrap items-start justify-between gap-3">
                <h3 className="text-lg font-semibold text-slate-900">{u.consideration}</h3>
                {u.impact ? <Badge tone={impactTone(u.impact)}>{u.impact} impact</Badge> : null}
              </div>
              <p className="mt-1 font-semibold text-blue-900">Typical cost: {u.cost}</p>
              <p className="mt-2 text-slate-600">{u.details}</p>
            </Card>
          ))}
        </ul>
      </PageSection>

      <PageSection id="common-mistakes" title={appealMistakesHeading.title} background="muted">
        <MistakeList mistakes={appealMistakes} />
      </PageSection>

      <PageSection id="return-statistics" title={returnStatisticsHeading.title}>
        <KeyFigureGrid figures={returnStatistics} />
      </PageSection>

      <CtaBand
        title={buyerAppealCta.title}
        text={buyerAppealCta.text}
        actions={
          <>
            <ButtonLink to={contactRequestHref(buyerAppealCta.consultationRequest)} variant="light">
              {buyerAppealCta.consultationLabel}
            </ButtonLink>
            <ButtonLink to={buyerAppealCta.secondaryTo} variant="outline-light">
              {buyerAppealCta.secondaryLabel}
            </ButtonLink>
          </>
        }
      />
    </>
  );
}
