import { z } from "zod";
import { PROBABILITIES } from "./yearly-types";

const count = z.number().int().nonnegative();
const text = z.string().trim().min(1);

/** Contracts signed in one quarter, per property type. */
const contractsByType = z.object({
  "single-family": count,
  condo: count,
  multifamily: count,
  rental: count,
});

const quarterSchema = z.object({
  quarter: z.number().int().min(1).max(4),
  label: text,
  months: text,
  weeks: z.number().int().positive(),
  current: contractsByType,
  previous: contractsByType,
});

const priceBandSchema = z.object({ id: text, label: text, sales: count });

const zoneSchema = z.object({
  zone: text,
  description: text,
  sales: count,
  averageDaysOnMarket: z.number().nonnegative(),
});

/**
 * One year's review (data/yearly/<year>.json). Figures that can be computed (totals, shares,
 * averages, growth) are not stored; the refinements keep the file's parts consistent.
 */
export const yearlyReviewSchema = z
  .object({
    year: z.number().int().min(2000).max(2100),
    title: text,
    publishedOn: z.iso.date(),
    intro: text,
    methodology: text,
    contracts: z.object({
      previousYear: z.number().int(),
      quarters: z.array(quarterSchema).length(4),
    }),
    priceBands: z.array(priceBandSchema).min(1),
    zones: z.array(zoneSchema).min(1),
    luxury: z.object({
      title: text,
      priceBandId: text,
      medianSalePrice: z.number().positive(),
      averageDaysOnMarket: z.number().nonnegative(),
      saleToListPercent: z.number().positive().max(200),
      notes: z.array(text).min(1),
    }),
    rental: z.object({
      title: text,
      medianMonthlyRent: z.number().positive(),
      averageDaysOnMarket: z.number().nonnegative(),
      notes: z.array(text).min(1),
    }),
    summary: z.array(text).min(1),
    actionItems: z.array(z.object({ title: text, detail: text })).min(1),
    outlook: z.object({
      year: z.number().int(),
      predictions: z.array(z.object({ title: text, detail: text, probability: z.enum(PROBABILITIES) })).min(1),
    }),
  })
  .superRefine((review, context) => {
    const quarters = review.contracts.quarters.map((quarter) => quarter.quarter);
    if (quarters.join() !== "1,2,3,4") {
      context.addIssue({
        code: "custom",
        path: ["contracts", "quarters"],
        message: "Quarters must be 1, 2, 3, 4 in order",
      });
    }
    if (review.contracts.previousYear !== review.year - 1) {
      context.addIssue({ code: "custom", path: ["contracts", "previousYear"], message: `Must be ${review.year - 1}` });
    }
    const bandSales = review.priceBands.reduce((sum, band) => sum + band.sales, 0);
    const zoneSales = review.zones.reduce((sum, zone) => sum + zone.sales, 0);
    if (bandSales !== zoneSales) {
      context.addIssue({
        code: "custom",
        path: ["zones"],
        message: `Zone sales add up to ${zoneSales} but price band sales to ${bandSales}: both count the year's sales`,
      });
    }
    if (!review.priceBands.some((band) => band.id === review.luxury.priceBandId)) {
      context.addIssue({ code: "custom", path: ["luxury", "priceBandId"], message: "Names no price band" });
    }
  });

export type YearlyReview = z.infer<typeof yearlyReviewSchema>;

/**
 * Parses one data file; a bad file fails with its name and the path of each problem, so a
 * publisher's typo stops the build with a message that says where to look.
 */
export function parseYearlyReview(fileName: string, raw: unknown): YearlyReview {
  const result = yearlyReviewSchema.safeParse(raw);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `  ${issue.path.join(".") || "(file)"}: ${issue.message}`);
    throw new Error(`Invalid yearly review ${fileName}:\n${problems.join("\n")}`);
  }
  const expectedName = `${result.data.year}.json`;
  if (!fileName.endsWith(expectedName)) {
    throw new Error(`Invalid yearly review ${fileName}: its year is ${result.data.year}, so name it ${expectedName}`);
  }
  return result.data;
}
