// The Connecticut real estate conveyance tax as the law stands for conveyances on or after
// 1 July 2020 (docs/decisions/040). The spec's own rule (0.75 % / 1.0 %) is the pre-2011 law and
// is deliberately not used. Rates are in basis points (1 bp = 0.01 %) so the arithmetic stays exact.

export type PropertyType = "residential" | "commercial" | "land";

export const PROPERTY_TYPES: readonly PropertyType[] = ["residential", "commercial", "land"];

/** The calculators open on a residential sale. */
export const DEFAULT_PROPERTY_TYPE: PropertyType = "residential";

export const PROPERTY_TYPE_LABELS: Record<PropertyType, string> = {
  residential: "Residential dwelling",
  commercial: "Commercial or other nonresidential",
  land: "Unimproved land",
};

/** One marginal tier: the rate applies to the part of the price above the previous tier, up to and including `upTo`. */
export type RateTier = { upTo: number | null; basisPoints: number };

export type ConveyanceTaxLaw = {
  /** First day of conveyances the table applies to (ISO date). */
  effectiveFrom: string;
  /** CGS 12-494(a): the tax applies only when the consideration is at least this much. */
  minimumConsideration: number;
  /** State tax on a residential dwelling, CGS 12-494(b)(2), marginal tiers in increasing order. */
  residentialTiers: readonly RateTier[];
  /** State tax on the whole price: nonresidential other than unimproved land (12-494(b)(1)); unimproved land (12-494(a)(1)). */
  flatStateBasisPoints: Record<Exclude<PropertyType, "residential">, number>;
  /** Municipal tax on the whole price, CGS 12-494(a)(2); Greenwich is not a targeted investment community. */
  municipal: { town: string; basisPoints: number };
  sources: readonly { title: string; citation: string }[];
};

export const CONNECTICUT_CONVEYANCE_TAX: ConveyanceTaxLaw = {
  effectiveFrom: "2020-07-01",
  minimumConsideration: 2_000,
  residentialTiers: [
    { upTo: 800_000, basisPoints: 75 },
    { upTo: 2_500_000, basisPoints: 125 },
    { upTo: null, basisPoints: 225 },
  ],
  flatStateBasisPoints: { commercial: 125, land: 75 },
  municipal: { town: "Greenwich", basisPoints: 25 },
  sources: [
    {
      title: "Connecticut General Statutes section 12-494 (as amended by Public Act 19-117, section 337)",
      citation: "CGS 12-494",
    },
    {
      title: "Connecticut Department of Revenue Services, Form OP-236, Real Estate Conveyance Tax Return",
      citation: "DRS form OP-236",
    },
    {
      title: "Connecticut General Statutes section 12-495: the tax is payable by the person conveying the property",
      citation: "CGS 12-495",
    },
    { title: "Connecticut General Statutes section 12-498: exempt transactions", citation: "CGS 12-498" },
  ],
};
