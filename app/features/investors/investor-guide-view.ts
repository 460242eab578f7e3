// What the investment-trends and knockdown pages show, formatted: the route hands the content (with
// the current fact book) and the yearly figures to these functions and returns their result as is.
import type { ActionLink } from "~/components/ui/cta-band";
import type { InfoCard } from "~/components/ui/info-card-grid";
import { effectiveTaxRatePercent, latestMillRate, propertyTaxFor } from "~/domain/property-tax";
import { riskTone } from "~/lib/colour-rules";
import { quotesSampleNote, type MarketQuotes } from "~/domain/market-quotes";
import { townYearDays, type TownMedian } from "~/domain/town-median";
import { contactRequestHref } from "~/lib/contact-link";
import { formatDecimal, formatPercent, formatUsd } from "~/lib/format";
import type { FactBook } from "~content/facts";
import { investmentTrendsContent } from "~content/investors/investment-trends";
import { knockdownRebuildContent } from "~content/investors/knockdown-rebuild";
import { fiscalYearLabel } from "~content/investors/mill-rates";
import type { InvestorStat } from "./investor-page-view";

const REPORT = "/market-report";

const contact = (label: string, request: string): ActionLink => ({ label, to: contactRequestHref(request) });

/** The history's figures the trends page quotes: the town's median and days on market of a year, and its 52 weeks' quotes. */
export type TrendsHistoryFigures = { townMedian: TownMedian; daysOnMarket: TownMedian; quotes: MarketQuotes };

/**
 * /investors/investment-trends: the headline figures with the history's town median, days on market
 * (decisions 141 and 159) and sale-to-list price (decision 159), the tax computed, trends,
 * strategies; the facts are those of `book` (decision 111).
 */
export function investmentTrendsPageView(book: FactBook, history: TrendsHistoryFigures) {
  const { meta, hero, headline, trends, strategies, process, related, cta } =
    investmentTrendsContent(book).investmentTrendsPage;
  const { townMedian, daysOnMarket, quotes } = history;
  const latest = latestMillRate();
  // One sample sentence over the year and the 52 weeks.
  const sampleNote = quotesSampleNote(quotes, ["saleToList"], townYearDays(townMedian));
  const stats: InvestorStat[] = [
    headline.townMedian(townMedian),
    headline.daysOnMarket(daysOnMarket),
    headline.saleToList(quotes.saleToList),
    ...headline.figures,
    {
      label: headline.taxLabel,
      value: formatPercent(effectiveTaxRatePercent(latest.millRate), 2),
      detail: headline.taxDetail(fiscalYearLabel(latest.fiscalYear), formatDecimal(latest.millRate, 3)),
    },
  ];
  return {
    meta,
    hero: {
      eyebrow: hero.eyebrow,
      title: hero.title,
      intro: hero.intro,
      links: [{ label: hero.reportAction, to: REPORT }, contact(hero.contactAction, hero.contactRequest)],
    },
    headline: {
      id: headline.id,
      title: headline.title,
      intro: headline.intro,
      stats,
      footnote: headline.footnote,
      notes: [
        townMedian.note,
        daysOnMarket.note,
        quotes.saleToList.note,
        ...headline.facts.notes,
        ...(sampleNote ? [sampleNote] : []),
      ],
    },
    trends: {
      id: trends.id,
      title: trends.title,
      intro: trends.intro,
      cards: trends.items.map(({ title, description, implication }): InfoCard => ({
        title,
        description,
        note: implication,
      })),
    },
    strategies: {
      ...strategies,
      items: strategies.items.map((item) => ({ ...item, riskTone: riskTone(item.riskLevel) })),
    },
    process,
    related,
    cta: {
      title: cta.title,
      text: cta.text,
      links: [{ label: cta.subscribeAction, to: "/subscribe" }, contact(cta.contactAction, hero.contactRequest)],
    },
  };
}

export type InvestmentTrendsPageView = ReturnType<typeof investmentTrendsPageView>;

/** /investors/knockdown-rebuild: the signals, zones, timeline, costs, and the tax at each stage at the latest mill rate. */
export function knockdownRebuildPageView(book: FactBook) {
  const { meta, hero, signals, tax, cta, ...sections } = knockdownRebuildContent(book).knockdownRebuildPage;
  const { caption, stages, ...taxWords } = tax;
  const latest = latestMillRate();
  const contactLink = contact(hero.contactAction, hero.contactRequest);
  return {
    ...sections,
    meta,
    hero: {
      eyebrow: hero.eyebrow,
      title: hero.title,
      intro: hero.intro,
      links: [contactLink, { label: hero.reportAction, to: REPORT }],
    },
    signals: { ...signals, cards: signals.items satisfies readonly InfoCard[] },
    tax: {
      ...taxWords,
      caption: caption(fiscalYearLabel(latest.fiscalYear)),
      rows: stages.map((stage) => {
        const estimate = propertyTaxFor(stage.marketValue, latest.millRate);
        return {
          stage: stage.stage,
          description: stage.description,
          marketValue: formatUsd(stage.marketValue),
          assessedValue: formatUsd(estimate.assessedValue),
          annualTax: formatUsd(estimate.annualTax),
        };
      }),
    },
    cta: {
      title: cta.title,
      text: cta.text,
      links: [
        { ...contactLink, label: cta.contactAction },
        { label: cta.reportAction, to: REPORT },
      ],
    },
  };
}

export type KnockdownRebuildPageView = ReturnType<typeof knockdownRebuildPageView>;
