import {
  ArrowRight,
  CalendarRange,
  ChartColumn,
  ChevronLeft,
  ChevronRight,
  Crown,
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
  type YearlyFigures,
} from "~content/home";
import type { FactBook } from "~content/facts";
import { homeIcons } from "./home-icons.server";
import { iconDrawing } from "~/components/ui/lucide-icon";

/** An item of the content with its named icon replaced by the icon's drawing. */
function withDrawing<Item extends { icon: HomeIconName }>(item: Item) {
  return { ...item, icon: iconDrawing(homeIcons[item.icon]) };
}

/**
 * The home page as its loader returns it: the content, with every icon as a drawing (the named
 * ones and the sections' own), so neither prose nor SVG paths travel in the page's JavaScript
 * (decision 004). The map pin stays a component: the shell chunk has it already. The days on market
 * come from the yearly data, which the route reads; the market facts from the site's fact book and the
 * testimonials from the studio's list (or content/home.ts's until the studio changes them), both
 * current when the page is rendered (decision 111).
 */
export function homePage(yearly: YearlyFigures, book: FactBook, testimonials: readonly Testimonial[]) {
  const { marketNowSection, marketStatistics, topAreaFigures, marketStatisticFacts, marketCardFacts } =
    homeMarket(book);
  const { daysOnMarketNote, ...marketNow } = marketNowSection;
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
      ...marketNow,
      statistics: marketStatistics(yearly),
      topAreaFigures: topAreaFigures(),
      statisticNotes: [daysOnMarketNote(yearly.year), ...marketStatisticFacts.notes],
      cardNotes: marketCardFacts.notes,
      icons: {
        up: iconDrawing(TrendingUp),
        down: iconDrawing(TrendingDown),
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
