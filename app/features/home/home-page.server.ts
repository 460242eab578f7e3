import {
  ArrowRight,
  CalendarRange,
  ChartColumn,
  ChevronLeft,
  ChevronRight,
  Crown,
  Minus,
  Quote,
  TrendingDown,
  TrendingUp,
  Zap,
} from "lucide-react";
import {
  aboutSection,
  benefitsSection,
  featuresSection,
  hero,
  homeMeta,
  homeMarket,
  testimonialsSection,
  type HomeIconName,
  type Testimonial,
} from "~content/home";
import type { FactBook } from "~content/facts";
import { LUXURY_BAND, luxuryContracts, marketNow, type MarketNowHistory } from "~/domain/market-now";
import { homeIcons } from "./home-icons.server";
import { iconDrawing } from "~/components/ui/lucide-icon";

/** An item of the content with its named icon replaced by the icon's drawing. */
function withDrawing<Item extends { icon: HomeIconName }>(item: Item) {
  return { ...item, icon: iconDrawing(homeIcons[item.icon]) };
}

/**
 * The home page as its loader returns it: the content, with every icon as a drawing (the named
 * ones and the sections' own), so neither prose nor SVG paths travel in the page's JavaScript
 * (decision 004). The map pin stays a component: the shell chunk has it already. The market-now
 * statistics and the luxury segment are computed from the history (decision 139); the other cards'
 * facts come from the site's fact book and the testimonials from the studio's list (or
 * content/home.ts's until the studio changes them), all current when the page is rendered (decision 111).
 */
export function homePage(history: MarketNowHistory, book: FactBook, testimonials: readonly Testimonial[]) {
  const { marketNowSection, topAreaFigures, marketCardFacts } = homeMarket(book);
  const { dated, noHistory, luxury: luxuryWords, ...words } = marketNowSection;
  const now = marketNow(history);
  const luxury = now ? luxuryContracts(history.market, now.weekStart) : null;
  return {
    meta: homeMeta,
    hero: {
      ...hero,
      cards: hero.cards.map(withDrawing),
      icons: {
        market: iconDrawing(ChartColumn),
        arrow: iconDrawing(ArrowRight),
        quarterly: iconDrawing(CalendarRange),
      },
    },
    featuresSection: { ...featuresSection, features: featuresSection.features.map(withDrawing) },
    benefitsSection: {
      ...benefitsSection,
      benefits: benefitsSection.benefits.map(withDrawing),
      gainIcon: iconDrawing(TrendingUp),
    },
    aboutSection,
    marketNowSection: {
      ...words,
      dated: now ? dated(now.weekStart) : noHistory,
      statistics: now?.statistics ?? [],
      sampleNote: now?.sampleNote ?? null,
      luxury: {
        title: luxuryWords.title,
        value: luxury?.change ?? words.noChange,
        caption: luxury ? luxuryWords.caption(LUXURY_BAND.label, luxury.now, luxury.before, luxury.period) : noHistory,
        description: luxuryWords.description,
      },
      topAreaFigures: topAreaFigures(),
      statisticNotes: now?.notes ?? [],
      cardNotes: marketCardFacts.notes,
      icons: {
        up: iconDrawing(TrendingUp),
        down: iconDrawing(TrendingDown),
        steady: iconDrawing(Minus),
        luxury: iconDrawing(Crown),
        fastMarket: iconDrawing(Zap),
      },
    },
    testimonialsSection: {
      ...testimonialsSection,
      testimonials,
      icons: { quote: iconDrawing(Quote), previous: iconDrawing(ChevronLeft), next: iconDrawing(ChevronRight) },
    },
  };
}

export type HomePage = ReturnType<typeof homePage>;
