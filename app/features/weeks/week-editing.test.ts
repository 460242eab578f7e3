import { describe, expect, it } from "vitest";
import { itemsOf, paragraphsOf, proposeDates, weekDatesSchema, weekWordsSchema } from "./week-editing";

describe("the week proposed for an upload", () => {
  it("runs Monday to Sunday around the earliest contract", () => {
    expect(proposeDates([{ contractDate: "2025-09-03" }, { contractDate: "2025-09-06" }])).toEqual({
      startDate: "2025-09-01",
      endDate: "2025-09-07",
    });
  });

  it("reaches the latest contract when it is later", () => {
    expect(proposeDates([{ contractDate: "2025-09-30" }, { contractDate: "2025-09-22" }])).toEqual({
      startDate: "2025-09-22",
      endDate: "2025-09-30",
    });
  });

  it("proposes nothing without contracts", () => {
    expect(proposeDates([])).toBeNull();
  });
});

describe("the words form", () => {
  it("splits paragraphs on blank lines and items on lines", () => {
    expect(paragraphsOf("One\nline.\n\n  Two.  \r\n\r\n")).toEqual(["One line.", "Two."]);
    expect(itemsOf("- a\n* b\n\nc")).toEqual(["a", "b", "c"]);
  });

  it("refuses an empty section, a bad date and dates the wrong way round", () => {
    const result = weekWordsSchema.safeParse({
      title: " ",
      startDate: "2025-02-30",
      endDate: "2025-01-01",
      narrative: "",
      keyInsights: "x",
      opportunities: "x",
      strategicConsiderations: "x",
    });
    expect(result.success).toBe(false);
    const paths = result.error!.issues.map((issue) => issue.path[0]);
    expect(paths).toEqual(expect.arrayContaining(["title", "startDate", "narrative"]));
  });

  it("refuses a week number that is not a positive whole number", () => {
    for (const week of ["0", "-1", "1.5", "x", "1e9"]) {
      expect(weekDatesSchema.safeParse({ week, startDate: "2025-01-01", endDate: "2025-01-07" }).success).toBe(false);
    }
  });
});
