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
  marketNowSection as marketNowWords,
  testimonialsSection,
  type HomeIconName,
  type Testimonial,
} from "~content/home";
import { LUXURY_BAND, luxuryContracts, marketNow, type MarketNowHistory } from "~/domain/market-now";
import {
  FAST_DAYS,
  FAST_LIMIT_TEXT,
  marketQuotes,
  quotesSampleNote,
  topVillages,
  type MarketQuotesHistory,
} from "~/domain/market-quotes";
import { homeIcons } from "./home-icons.server";
import { iconDrawing } from "~/components/ui/lucide-icon";
import { MINIMUM_BASIS } from "~/domain/measures";
import { toneClasses, trendTone } from "~/lib/colour-rules";

/** An item of the content with its named icon replaced by the icon's drawing. */
function withDrawing<Item extends { icon: HomeIconName }>(item: Item) {
  return { ...item, icon: iconDrawing(homeIcons[item.icon]) };
}

/**
 * The home page as its loader returns it: the content, with every icon as a drawing (the named
 * ones and the sections' own), so neither prose nor SVG paths travel in the page's JavaScript
 * (decision 004). The map pin stays a component: the shell chunk has it already. The market-now
 * statistics and the luxury segment (decision 139), the Top Areas and the fast market (decision 159)
 * are computed from the history; the testimonials are the studio's list (or content/home.ts's until
 * the studio changes them), current when the page is rendered (decision 111).
 */
export function homePage(history: MarketNowHistory & MarketQuotesHistory, testimonials: readonly Testimonial[]) {
  const { dated, noHistory, luxury: luxuryWords, topAreas, fastMarket, ...words } = marketNowWords;
  const now = marketNow(history);
  const luxury = now ? luxuryContracts(history.market, now.weekStart) : null;
  const quotes = marketQuotes(history);
  const top = topVillages(quotes.villages);
  const { fastContracts, window } = quotes;
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
      // One sample sentence for the section: the villages reach furthest back, to the 52 weeks
      // before theirs, over every day the strip reads.
      sampleNote: quotesSampleNote(quotes, ["villages", "fastContracts"]) ?? now?.sampleNote ?? null,
      luxury: {
        title: luxuryWords.title,
        value: luxury?.change ?? words.noChange,
        caption: luxury ? luxuryWords.caption(LUXURY_BAND.label, luxury.now, luxury.before, luxury.period) : noHistory,
        description: luxuryWords.description,
      },
      topAreas: {
        title: topAreas.title,
        caption: window ? topAreas.caption(window.period) : noHistory,
        villages: top.shown.map((village) => ({
          name: village.name,
          change: village.changeText!,
          // Colored by the trend rule; the signed change says the same in words.
          changeClass: toneClasses[trendTone(village.trend!)].text,
          detail: `${village.value} ${village.comparison}`,
        })),
        empty: top.shown.length === 0 ? topAreas.none(MINIMUM_BASIS) : null,
        ties: top.ties,
      },
      fastMarket: {
        title: fastMarket.title,
        value: fastContracts.value,
        caption: window
          ? fastMarket.caption(fastContracts.count, window.period, FAST_LIMIT_TEXT, FAST_DAYS)
          : noHistory,
        description: fastMarket.description,
      },
      statisticNotes: now?.notes ?? [],
      cardNotes: [quotes.villageNote, ...top.unranked, fastContracts.note],
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
