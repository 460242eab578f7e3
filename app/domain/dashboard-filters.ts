// The dashboard's filters as its query string names them: the listings
// dashboard reads them, and the weekly report's Take Action links write them.

export const FILTER_KEYS = ["type", "band", "district", "status", "reductions", "firm", "agent"] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];
export type Filters = Partial<Record<FilterKey, string>>;
