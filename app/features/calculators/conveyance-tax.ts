import {
  CONNECTICUT_CONVEYANCE_TAX,
  type ConveyanceTaxLaw,
  type PropertyType,
  type RateTier,
} from "./conveyance-tax-law";

export type TaxLine = {
  /** The rate of this slice, in basis points (75 = 0.75%). */
  basisPoints: number;
  /** Lower bound of the slice (exclusive above zero) and upper bound (inclusive; null = no cap). */
  from: number;
  upTo: number | null;
  /** The part of the price this rate applies to. */
  taxableAmount: number;
  tax: number;
};

export type ConveyanceTaxResult = {
  price: number;
  propertyType: PropertyType;
  /** "split" when a residential price reaches past the first tier, else one line (the table's two shapes). */
  shape: "split" | "single";
  /** True under the law's minimum consideration: no tax at all. */
  belowMinimum: boolean;
  stateLines: readonly TaxLine[];
  stateTax: number;
  municipalLine: TaxLine;
  municipalTax: number;
  total: number;
};

const toCents = (dollars: number) => Math.round(dollars * 100);
/** Tax in whole cents on a slice in cents, rounded half up as the DRS return does. */
const taxCents = (amountCents: number, basisPoints: number) => Math.round((amountCents * basisPoints) / 10_000);

function sliceLines(priceCents: number, tiers: readonly RateTier[]): TaxLine[] {
  const lines: TaxLine[] = [];
  let lowerCents = 0;
  for (const tier of tiers) {
    const upperCents = tier.upTo === null ? Infinity : toCents(tier.upTo);
    const sliceCents = Math.max(0, Math.min(priceCents, upperCents) - lowerCents);
    if (sliceCents > 0 || lines.length === 0) {
      lines.push({
        basisPoints: tier.basisPoints,
        from: lowerCents / 100,
        upTo: tier.upTo,
        taxableAmount: sliceCents / 100,
        tax: taxCents(sliceCents, tier.basisPoints) / 100,
      });
    }
    if (priceCents <= upperCents) break;
    lowerCents = upperCents;
  }
  return lines;
}

/**
 * The state and municipal conveyance tax on a sale at `price` (CGS 12-494). Residential: marginal
 * tiers (0.75 % to $800,000, 1.25 % to $2,500,000, 2.25 % above); other types: one rate on the whole
 * price; municipal: one rate on the whole price. Amounts in dollars, exact to the cent.
 */
export function conveyanceTax(
  price: number,
  propertyType: PropertyType,
  law: ConveyanceTaxLaw = CONNECTICUT_CONVEYANCE_TAX,
): ConveyanceTaxResult {
  const priceCents = Math.max(0, toCents(price));
  const belowMinimum = priceCents < toCents(law.minimumConsideration);
  const taxedCents = belowMinimum ? 0 : priceCents;

  const tiers: readonly RateTier[] =
    propertyType === "residential"
      ? law.residentialTiers
      : [{ upTo: null, basisPoints: law.flatStateBasisPoints[propertyType] }];
  const stateLines = sliceLines(taxedCents, tiers);
  const municipalLine = sliceLines(taxedCents, [{ upTo: null, basisPoints: law.municipal.basisPoints }])[0]!;

  const stateCents = stateLines.reduce((sum, line) => sum + toCents(line.tax), 0);
  const municipalCents = toCents(municipalLine.tax);
  return {
    price: priceCents / 100,
    propertyType,
    shape: stateLines.length > 1 ? "split" : "single",
    belowMinimum,
    stateLines,
    stateTax: stateCents / 100,
    municipalLine,
    municipalTax: municipalCents / 100,
    total: (stateCents + municipalCents) / 100,
  };
}
