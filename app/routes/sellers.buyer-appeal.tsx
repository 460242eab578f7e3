import type { Route } from "./+types/sellers.buyer-appeal";
import { Badge } from "~/components/ui/badge";
import { ButtonLink } from "~/components/ui/button-link";
import { Card } from "~/components/ui/card";
import { CtaBand } from "~/components/ui/cta-band";
import { PageHero } from "~/components/ui/page-hero";
import { PageSection } from "~/components/ui/page-section";
import { withImpactLabel } from "~/features/guides/consideration-label";
import { CheckList } from "~/components/ui/check-list";
import { InfoCardGrid } from "~/components/ui/info-card-grid";
import { KeyFigureGrid } from "~/features/guides/key-figure-grid";
import { MistakeList } from "~/features/guides/mistake-list";
import { NeighbourhoodCard } from "~/features/guides/neighbourhood-card";
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

// The prose travels as loader data, not inside the page's JavaScript (docs/decisions/004).
export function loader() {
  return {
    intro: buyerAppealIntro,
    universalStrategiesHeading,
    universalStrategies,
    appealNeighbourhoodsHeading,
    appealNeighbourhoods,
    upgradeCategoriesHeading,
    upgradeCategories: upgradeCategories.map(withImpactLabel),
    appealMistakesHeading,
    appealMistakes,
    returnStatisticsHeading,
    returnStatistics,
    cta: { ...buyerAppealCta, consultationHref: contactRequestHref(buyerAppealCta.consultationRequest) },
  };
}

export function meta(args: Route.MetaArgs) {
  const { intro } = args.loaderData;
  return pageMeta(args, { title: intro.title, description: intro.metaDescription });
}

export default function BuyerAppeal({ loaderData: page }: Route.ComponentProps) {
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

      <CtaBand
        title={page.cta.title}
        text={page.cta.text}
        actions={
          <>
            <ButtonLink to={page.cta.consultationHref} variant="light">
              {page.cta.consultationLabel}
            </ButtonLink>
            <ButtonLink to={page.cta.secondaryTo} variant="outline-light">
              {page.cta.secondaryLabel}
            </ButtonLink>
          </>
        }
      />
    </>
  );
}
