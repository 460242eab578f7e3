// Everything /investors/mill-rates shows besides the calculator's own arithmetic, computed and
// formatted on the server: the page's JavaScript carries only the calculator (decision 004).
import { z } from "zod";
import { contactRequestHref } from "~/lib/contact-link";
import { formatDecimal, formatSignedPercent, formatUsd } from "~/lib/format";
import {
  fiscalYearLabel,
  greenwichMillRates,
  millRatesPage,
  millRateYearsNotShown,
  neighbourComparison,
  workedExampleValues,
} from "~content/investors/mill-rates";
import {
  calculatorState,
  latestMillRate,
  millRateHistory,
  propertyTaxFor,
  taxByTown,
  type CalculatorYear,
  type CalculatorYears,
} from "~/domain/property-tax";

/** One fiscal year as the calculator's select and result name it. */
export type MillRateYearChoice = { fiscalYear: string; millRate: number; option: string; millRateText: string };

function millRateYearChoices({
  yearOption,
  millRateValue,
}: Pick<typeof millRatesPage.calculator, "yearOption" | "millRateValue">): CalculatorYears<MillRateYearChoice> {
  const choice = ({ fiscalYear, millRate }: CalculatorYear): MillRateYearChoice => ({
    fiscalYear,
    millRate,
    option: yearOption(fiscalYearLabel(fiscalYear), formatDecimal(millRate, 3)),
    millRateText: millRateValue(formatDecimal(millRate, 3), fiscalYearLabel(fiscalYear)),
  });
  const [latest, ...older] = greenwichMillRates;
  return [choice(latest), ...older.map(choice)];
}

/** The page's words and every static figure: worked examples, the rate history, five towns. */
export function millRatesPageView() {
  const { hero, cta, calculator, history, comparison, ...sections } = millRatesPage;
  const { yearOption, millRateValue, examplesLabel, ...calculatorCopy } = calculator;
  const { caption, ...comparisonCopy } = comparison;
  const latest = latestMillRate();
  const contact = contactRequestHref(cta.contactRequest);
  return {
    ...sections,
    hero: {
      ...hero,
      links: [
        { label: hero.calculatorAction, to: `#${calculator.id}` },
        { label: hero.contactAction, to: contact },
      ],
    },
    cta: {
      ...cta,
      links: [
        { label: cta.contactAction, to: contact },
        { label: cta.reportAction, to: "/market-report" },
      ],
    },
    calculator: {
      ...calculatorCopy,
      years: millRateYearChoices({ yearOption, millRateValue }),
      examplesLabel: examplesLabel(latest.fiscalYear),
      examples: workedExampleValues.map((marketValue) => {
        const estimate = propertyTaxFor(marketValue, latest.millRate);
        return {
          marketValue: formatUsd(marketValue),
          assessedValue: formatUsd(estimate.assessedValue),
          annualTax: formatUsd(estimate.annualTax),
        };
      }),
    },
    history: {
      ...history,
      // Newest first, a year whose rate is not shown in its place with why.
      rows: [
        ...millRateHistory().map((row) => ({
          fiscalYear: row.fiscalYear,
          millRate: formatDecimal(row.millRate, 3),
          change: row.changePercent === null ? "–" : formatSignedPercent(row.changePercent),
          grandList: row.grandList,
          note: row.note,
        })),
        ...millRateYearsNotShown.map((year) => ({
          fiscalYear: year.fiscalYear,
          millRate: history.notShown,
          change: "–",
          grandList: year.grandList,
          note: year.note,
        })),
      ]
        .sort((a, b) => b.fiscalYear.localeCompare(a.fiscalYear))
        .map((row) => ({ ...row, fiscalYear: fiscalYearLabel(row.fiscalYear) })),
    },
    comparison: {
      ...comparisonCopy,
      caption: caption(formatUsd(neighbourComparison.sampleMarketValue), neighbourComparison.fiscalYear),
      source: neighbourComparison.source,
      rows: taxByTown(neighbourComparison.towns, neighbourComparison.sampleMarketValue).map((row) => ({
        town: row.town,
        millRate: formatDecimal(row.millRate, 3),
        assessedValue: formatUsd(row.assessedValue),
        annualTax: formatUsd(row.annualTax),
      })),
    },
  };
}

// The calculator's query string: anything odd is dropped rather than failing the page.
const querySchema = z.object({
  value: z.string().max(40).optional().catch(undefined),
  year: z.string().max(10).optional().catch(undefined),
});

/**
 * The calculator's starting fields from the address (?value=&year=), and whether the value is one
 * the calculator cannot read: the visitor's mistake, which the page explains with a 400.
 */
export function millRatesQuery(search: URLSearchParams) {
  const query = querySchema.parse({ value: search.get("value") ?? undefined, year: search.get("year") ?? undefined });
  const state = calculatorState(query);
  return {
    initial: { value: state.valueText, year: state.year.fiscalYear },
    invalid: state.outcome.kind === "invalid",
  };
}

export type MillRatesPageView = ReturnType<typeof millRatesPageView>;
export type MillRateCalculatorCopy = MillRatesPageView["calculator"];
