/** Spec "Shell": the four labels of the loading overlay, one per quarter of the progress bar (app.css times them). */
export const LOADING_LABELS = [
  "Loading Properties",
  "Analyzing Market Trends",
  "Mapping the town",
  "Preparing Insights",
] as const;
