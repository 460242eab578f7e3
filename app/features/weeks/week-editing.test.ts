import { describe, expect, it } from "vitest";
import { paragraphsOf } from "~/lib/paragraphs";
import { reportSkeleton } from "./mls-import.server";
import { parseReportNotes } from "~/domain/report-notes.server";
import {
  carriedWords,
  isTemplateLine,
  itemsOf,
  proposeDates,
  publishProblems,
  publishRefusal,
  sameWords,
  STARTING_WORDS,
  templateProblems,
  weekDatesSchema,
  weekWordsSchema,
} from "./week-editing";

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

  it("refuses an empty title, a bad date and dates the wrong way round", () => {
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
    expect(paths).toEqual(expect.arrayContaining(["title", "startDate"]));
  });

  it("saves a draft whose narrative and lists are still empty", () => {
    const result = weekWordsSchema.safeParse({
      title: "Draft",
      startDate: "2025-09-01",
      endDate: "2025-09-07",
      narrative: "",
      keyInsights: "\n",
      opportunities: "",
      strategicConsiderations: "",
    });
    expect(result.success && result.data).toMatchObject({ narrative: [], keyInsights: [], opportunities: [] });
  });

  it("refuses a week number that is not a positive whole number", () => {
    for (const week of ["0", "-1", "1.5", "x", "1e9"]) {
      expect(weekDatesSchema.safeParse({ week, startDate: "2025-01-01", endDate: "2025-01-07" }).success).toBe(false);
    }
  });
});

const WRITTEN = {
  title: "A quiet week",
  startDate: "2025-09-01",
  endDate: "2025-09-07",
  narrative: ["Two contracts; see [the archive](/archive)."],
  keyInsights: ["Riverside moved first"],
  opportunities: ["Buyers have room"],
  strategicConsiderations: ["[Watch] the rates"],
};

describe("publishing refuses template lines and empty fields", () => {
  it("a template line is a line that is wholly bracketed text, with or without a list marker", () => {
    for (const line of ["[An insight the figures support.]", "  - [Another insight.] ", "* [x]", "[]"]) {
      expect(isTemplateLine(line), line).toBe(true);
    }
    for (const line of ["[the archive](/archive)", "[Watch] the rates", "An [aside]", "", "[a] and [b]", "[[x]]"]) {
      expect(isTemplateLine(line), line).toBe(false);
    }
  });

  it("a new week starts with a title and empty words, and nothing bracketed", () => {
    expect(carriedWords(undefined)).toEqual({
      title: STARTING_WORDS.title,
      narrative: [],
      keyInsights: [],
      opportunities: [],
      strategicConsiderations: [],
    });
    expect(templateProblems(STARTING_WORDS)).toEqual({});
  });

  it("names each field that is empty or holds a template line, quoting the line", () => {
    expect(publishProblems(WRITTEN)).toEqual({});
    expect(publishRefusal({})).toBeUndefined();
    const problems = publishProblems({
      ...WRITTEN,
      keyInsights: ["A real one", "[Another insight.]"],
      opportunities: [],
    });
    expect(problems).toEqual({
      keyInsights:
        'Key insights still holds the template line "[Another insight.]": write your own words in its place.',
      opportunities: "Opportunities is empty: write it before publishing.",
    });
    expect(publishRefusal(problems)).toBe(
      "Not published: Key insights and Opportunities need your words first (see the fields marked).",
    );
    expect(publishRefusal({ narrative: "x" })).toBe(
      "Not published: Narrative needs your words first (see the field marked).",
    );
    expect(publishProblems({ ...WRITTEN, title: "[Title]" }).title).toMatch(/^Title still holds the template line/);
    expect(publishProblems({ ...STARTING_WORDS })).toMatchObject({
      narrative: "Narrative is empty: write it before publishing.",
    });
  });

  it("finds every hint of the report.md skeleton, so words copied from it are never published", () => {
    const skeleton = parseReportNotes(reportSkeleton(5, "2025-09-29", "2025-10-05"), "report.md");
    expect(Object.keys(templateProblems(skeleton)).sort()).toEqual([
      "keyInsights",
      "narrative",
      "opportunities",
      "strategicConsiderations",
    ]);
  });

  it("tells words that differ from the newest version's from the same words", () => {
    expect(sameWords(WRITTEN, { ...WRITTEN })).toBe(true);
    expect(sameWords(WRITTEN, { ...WRITTEN, opportunities: ["Buyers have more room"] })).toBe(false);
  });
});
