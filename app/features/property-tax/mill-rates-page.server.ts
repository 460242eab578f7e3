// Everything /investors/mill-rates shows besides the calculator's own arithmetic, computed and
// formatted on the server: the page's JavaScript carries only the calculator (decision 004).
import { formatDecimal, formatSignedPercent, formatUsd } from "~/lib/format";
import {
  fiscalYearLabel,
  greenwichMillRates,
  millRatesPage,
  neighbourComparison,
  workedExampleValues,
} from "~content/investors/mill-rates";
import {
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
  const { calculator, history, comparison, ...sections } = millRatesPage;
  const { yearOption, millRateValue, examplesLabel, ...calculatorCopy } = calculator;
  const { caption, ...comparisonCopy } = comparison;
  const latest = latestMillRate();
  return {
    ...sections,
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
      rows: millRateHistory().map((row) => ({
        fiscalYear: fiscalYearLabel(row.fiscalYear),
        millRate: formatDecimal(row.millRate, 3),
        change: row.changePercent === null ? "–" : formatSignedPercent(row.changePercent),
        grandList: row.grandList,
        note: row.note,
      })),
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

export type MillRatesPageView = ReturnType<typeof millRatesPageView>;
export type MillRateCalculatorCopy = MillRatesPageView["calculator"];
