// What /sellers/buyer-appeal shows: its words with the impact labels and links worked out on the
// server (docs/decisions/004). The guide quotes no fact, so it reads no fact book.
import { contactRequestHref } from "~/lib/contact-link";
import {
  appealMistakes,
  appealMistakesHeading,
  appealNeighbourhoods,
  appealNeighbourhoodsHeading,
  buyerAppealCta as cta,
  buyerAppealIntro,
  returnStatistics,
  returnStatisticsHeading,
  universalStrategies,
  universalStrategiesHeading,
  upgradeCategories,
  upgradeCategoriesHeading,
} from "~content/guides/buyer-appeal";
import { withImpactLabel } from "./consideration-label";
import { guideMeta } from "./guide-meta";

/** /sellers/buyer-appeal: strategies, three neighborhoods, upgrades with their impact, mistakes, returns. */
export function buyerAppealPageView() {
  return {
    meta: guideMeta(buyerAppealIntro),
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
    cta: {
      title: cta.title,
      text: cta.text,
      links: [
        { label: cta.consultationLabel, to: contactRequestHref(cta.consultationRequest) },
        { label: cta.secondaryLabel, to: cta.secondaryTo },
      ],
    },
  };
}

export type BuyerAppealPageView = ReturnType<typeof buyerAppealPageView>;
