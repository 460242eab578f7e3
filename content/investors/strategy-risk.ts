// One risk level per investment strategy, for every page that rates one (/investor and
// /investors/investment-trends; the knockdown once read "High" on one and "Medium-High" on the
// other). The colour rule colors it: Low green, Low-Medium and Medium yellow, anything else red.
export const strategyRiskLevels = {
  buyAndHold: "Low",
  rental: "Low-Medium",
  renovateAndResell: "Medium",
  knockdownAndRebuild: "High",
} as const;
