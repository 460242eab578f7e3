import { Activity, Minus, TrendingDown, TrendingUp } from "lucide-react";
import { iconDrawing } from "~/components/ui/lucide-icon";
import { toneClasses, trendTone } from "~/lib/colour-rules";
import { factValue, type FactBook } from "~content/facts";
import type { MarketCondition, NeighborhoodSummary } from "~content/audiences/buyer";
import type { MarketNowStatistic } from "~/domain/market-now";

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

const DIRECTION_ICONS = { up: TrendingUp, down: TrendingDown, steady: Minus } as const;

/**
 * The market-condition cards: each with the home page's market-now figure it names (the same
 * values, as `marketNow` computes them from the history, decision 139), the words for the way it
 * moved from a year earlier and the drawing of its arrow. None without a figure (no history).
 */
export function marketConditionCards(
  conditions: readonly MarketCondition[],
  statistics: readonly MarketNowStatistic[],
) {
  return conditions.flatMap((condition) => {
    const statistic = statistics.find((candidate) => candidate.measure === condition.measure);
    if (!statistic) return [];
    const words = condition[statistic.direction];
    return [
      {
        title: words.title,
        meaning: words.meaning,
        statistic,
        trendIcon: iconDrawing(DIRECTION_ICONS[statistic.direction]),
      },
    ];
  });
}

export type MarketConditionCard = ReturnType<typeof marketConditionCards>[number];
