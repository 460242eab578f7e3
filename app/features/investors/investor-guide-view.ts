// What the investment-trends and knockdown pages show, formatted: the route hands the content (with
// the current fact book) and the yearly figures to these functions and returns their result as is.
import type { ActionLink } from "~/components/ui/cta-band";
import type { InfoCard } from "~/components/ui/info-card-grid";
import { effectiveTaxRatePercent, latestMillRate, propertyTaxFor } from "~/domain/property-tax";
import { riskTone } from "~/lib/colour-rules";
import { townMedianNotes, type TownMedian } from "~/domain/town-median";
import { contactRequestHref } from "~/lib/contact-link";
import { formatDecimal, formatInteger, formatPercent, formatUsd } from "~/lib/format";
import type { FactBook } from "~content/facts";
import { investmentTrendsContent } from "~content/investors/investment-trends";
import { knockdownRebuildContent } from "~content/investors/knockdown-rebuild";
import { fiscalYearLabel } from "~content/investors/mill-rates";
import type { InvestorStat } from "./investor-page-view";

const REPORT = "/market-report";

const contact = (label: string, request: string): ActionLink => ({ label, to: contactRequestHref(request) });

/** The yearly review's figure the trends page shows second: its average days on market, and the year. */
export type YearlyDaysOnMarket = { year: number; averageDaysOnMarket: number };

/**
 * /investors/investment-trends: the headline figures with the history's town median (decision 141),
 * days on market and the tax computed, trends, strategies; the facts are those of `book` (decision 111).
 */
export function investmentTrendsPageView(book: FactBook, yearly: YearlyDaysOnMarket, townMedian: TownMedian) {
  const { meta, hero, headline, trends, strategies, process, related, cta } =
    investmentTrendsContent(book).investmentTrendsPage;
  const latest = latestMillRate();
  const stats: InvestorStat[] = [
    headline.townMedian(townMedian),
    {
      label: headline.daysOnMarketLabel,
      value: formatInteger(yearly.averageDaysOnMarket),
      detail: headline.daysOnMarketDetail(yearly.year),
    },
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
      notes: [...townMedianNotes(townMedian), ...headline.facts.notes],
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
