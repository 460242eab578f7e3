import { Activity, Minus, TrendingDown, TrendingUp } from "lucide-react";
import { iconDrawing } from "~/components/ui/lucide-icon";
import { toneClasses, trendTone } from "~/lib/colour-rules";
import { buyerNeighborhoodLabels, type MarketCondition, type NeighborhoodSummary } from "~content/audiences/buyer";
import { factValue, type FactBook } from "~content/facts";
import type { MarketNowStatistic } from "~/domain/market-now";
import { villageOf, type MarketQuotes } from "~/domain/market-quotes";

const TREND_ICONS = { green: TrendingUp, red: TrendingDown, yellow: Minus, neutral: Minus } as const;

/**
 * The neighborhood guide's cards as the loader returns them (decision 004): each neighborhood's
 * median (its village's from the history, or its own fact where it is part of a village, decision
 * 159), its village's change in words (naming the village where the neighborhood is part of one)
 * with what it rests on, the trend's color class and icon drawing, the activity icon.
 */
export function neighborhoodCards(neighborhoods: readonly NeighborhoodSummary[], quotes: MarketQuotes, book: FactBook) {
  const labels = buyerNeighborhoodLabels;
  const activityIcon = iconDrawing(Activity);
  return neighborhoods.map((neighborhood) => {
    const { village, whole } = villageOf(quotes, neighborhood.name);
    const tone = village.trend === null ? "neutral" : trendTone(village.trend);
    const of = whole ? "" : `, ${village.name}`;
    const { medianPrice, ...words } = neighborhood;
    return {
      ...words,
      // A neighborhood that is part of a village keeps its own median, a fact (decision 159).
      priceLabel: medianPrice ? labels.ownMedianPrice : labels.medianPrice,
      medianPrice: medianPrice ? factValue(medianPrice, book) : village.value,
      trend:
        village.trend === null
          ? `${labels.noChange}${of}`
          : `${labels.trendWords[village.trend]}: ${village.changeText} ${labels.onYearEarlier}${of}`,
      basis: village.summary,
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
