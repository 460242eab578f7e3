// The yearly review's fixed vocabularies, without the schema, so browser code can use them
// without bundling Zod (whose eval probe the content security policy reports).

/** Spec "Yearly summary": the property types of the contract velocity filter, in filter order. */
export const PROPERTY_TYPES = ["single-family", "condo", "multifamily", "rental"] as const;
export type PropertyType = (typeof PROPERTY_TYPES)[number];

/** The outlook's three probability levels. */
export const PROBABILITIES = ["High", "Medium-High", "Medium"] as const;
export type Probability = (typeof PROBABILITIES)[number];
