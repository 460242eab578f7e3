// Words and figures for showing the conveyance tax: line labels, the rate table, the law's figures
// for the guide's prose. Everything derives from the rate table in conveyance-tax-law.ts.
import { formatLongDate, formatPercent, formatUsd } from "~/lib/format";
import type { LawFigures } from "~content/calculators/conveyance-tax-guide";
import type { TaxLine } from "./conveyance-tax";
import { CONNECTICUT_CONVEYANCE_TAX, PROPERTY_TYPE_LABELS, type ConveyanceTaxLaw } from "./conveyance-tax-law";

const usdCents = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", minimumFractionDigits: 2 });

/** "$6,000" for whole dollars, "$6,000.01" when there are cents, so a one-dollar slice never reads "$0". */
export function formatTaxAmount(amount: number): string {
  return Number.isInteger(Math.round(amount * 100) / 100) ? formatUsd(amount) : usdCents.format(amount);
}

/** "0.75%" from 75 basis points. */
export function ratePercent(basisPoints: number): string {
  return formatPercent(basisPoints / 100, 2);
}

/** A state tax line in words: "0.75% of the first $800,000", "1.25% of the next $1,700,000", ... */
export function stateLineLabel(line: TaxLine, index: number, lineCount: number): string {
  const rate = ratePercent(line.basisPoints);
  if (lineCount === 1) return `${rate} of ${formatTaxAmount(line.taxableAmount)}`;
  if (index === 0) return `${rate} of the first ${formatTaxAmount(line.taxableAmount)}`;
  if (line.upTo === null) return `${rate} of the ${formatTaxAmount(line.taxableAmount)} above ${formatUsd(line.from)}`;
  return `${rate} of the next ${formatTaxAmount(line.taxableAmount)} (${formatUsd(line.from)} to ${formatUsd(line.upTo)})`;
}

export type RateRow = { property: string; band: string; rate: string };

/** The law as a table: every state band and the municipal rate. */
export function rateTableRows(law: ConveyanceTaxLaw = CONNECTICUT_CONVEYANCE_TAX): RateRow[] {
  let from = 0;
  const residential = law.residentialTiers.map((tier) => {
    const band =
      tier.upTo === null
        ? `Part over ${formatUsd(from)}`
        : from === 0
          ? `Up to and including ${formatUsd(tier.upTo)}`
          : `Part over ${formatUsd(from)} up to and including ${formatUsd(tier.upTo)}`;
    from = tier.upTo ?? from;
    return {
      property: `State: ${PROPERTY_TYPE_LABELS.residential.toLowerCase()}`,
      band,
      rate: ratePercent(tier.basisPoints),
    };
  });
  return [
    ...residential,
    {
      property: "State: nonresidential (other than unimproved land)",
      band: "Whole price",
      rate: ratePercent(law.flatStateBasisPoints.commercial),
    },
    { property: "State: unimproved land", band: "Whole price", rate: ratePercent(law.flatStateBasisPoints.land) },
    {
      property: `Municipal: ${law.municipal.town}`,
      band: "Whole price, any property",
      rate: ratePercent(law.municipal.basisPoints),
    },
  ];
}

/** The law's figures, formatted for the guide's prose. */
export function lawFigures(law: ConveyanceTaxLaw = CONNECTICUT_CONVEYANCE_TAX): LawFigures {
  const [first, middle, top] = law.residentialTiers;
  if (!first || !middle || !top) throw new Error("The residential rate table needs three tiers.");
  return {
    minimum: formatUsd(law.minimumConsideration),
    middleMarginal: formatPercent((middle.basisPoints + law.municipal.basisPoints) / 100),
    topMarginal: formatPercent((top.basisPoints + law.municipal.basisPoints) / 100),
    middleStateRate: ratePercent(middle.basisPoints),
    topStateRate: ratePercent(top.basisPoints),
    municipalRate: ratePercent(law.municipal.basisPoints),
    lowerThreshold: formatUsd(first.upTo ?? 0),
    upperThreshold: formatUsd(middle.upTo ?? 0),
    effectiveFrom: formatLongDate(law.effectiveFrom),
  };
}
