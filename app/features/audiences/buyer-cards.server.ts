import { Activity, Minus, TrendingDown, TrendingUp } from "lucide-react";
import { iconDrawing } from "~/components/ui/lucide-icon";
import { toneClasses, trendTone } from "~/lib/colour-rules";
import { factValue, type FactBook } from "~content/facts";
import type { MarketCondition, NeighborhoodSummary } from "~content/audiences/buyer";
import type { Statistic } from "~content/home";

const TREND_ICONS = { green: TrendingUp, red: TrendingDown, yellow: Minus, neutral: Minus } as const;

/**
 * The neighborhood guide's cards as the loader returns them (decision 004): the median sale price
 * formatted ("$3.4M"), the trend's color class and icon drawing, the activity icon.
 */
export function neighborhoodCards(neighborhoods: readonly NeighborhoodSummary[], book: FactBook) {
  const activityIcon = iconDrawing(Activity);
  return neighborhoods.map((neighborhood) => {
    const tone = trendTone(neighborhood.trend);
    return {
      ...neighborhood,
      medianPrice: factValue(neighborhood.medianPrice, book),
      trendClass: toneClasses[tone].text,
      trendIcon: iconDrawing(TREND_ICONS[tone]),
      activityIcon,
    };
  });
}

export type NeighborhoodCard = ReturnType<typeof neighborhoodCards>[number];

/**
 * The market-condition cards: each with the home page's statistic it names (the same values, as
 * `marketStatistics` gives them) and the drawing of its trend arrow.
 */
export function marketConditionCards(conditions: readonly MarketCondition[], statistics: readonly Statistic[]) {
  return conditions.map(({ statisticLabel, ...condition }) => {
    const statistic = statistics.find((candidate) => candidate.label === statisticLabel);
    if (!statistic) throw new Error(`No market statistic "${statisticLabel}" in content/home.ts`);
    return {
      ...condition,
      statistic,
      trendIcon: iconDrawing(statistic.trend === "up" ? TrendingUp : TrendingDown),
    };
  });
}

export type MarketConditionCard = ReturnType<typeof marketConditionCards>[number];
