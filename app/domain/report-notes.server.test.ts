import { describe, expect, it } from "vitest";
import { parseReportNotes } from "./report-notes.server";

const NOTES = `---
week: 2
title: Weekly Report
startDate: 2025-09-08
endDate: 2025-09-14
---

## Narrative

First paragraph
continues here.

Second paragraph.

## Key insights

- One
- Two

## Opportunities

- Buy

## Strategic considerations

- Wait
`;

describe("parseReportNotes", () => {
  it("reads front matter, paragraphs and lists", () => {
    expect(parseReportNotes(NOTES, "report.md")).toEqual({
      week: 2,
      title: "Weekly Report",
      startDate: "2025-09-08",
      endDate: "2025-09-14",
      narrative: ["First paragraph continues here.", "Second paragraph."],
      keyInsights: ["One", "Two"],
      opportunities: ["Buy"],
      strategicConsiderations: ["Wait"],
    });
  });

  it("names the line of a bad front-matter value", () => {
    expect(() => parseReportNotes(NOTES.replace("startDate: 2025-09-08", "startDate: soon"), "w/report.md")).toThrow(
      /w\/report.md, line 4, column "startDate"/,
    );
  });

  it("fails on a missing section", () => {
    expect(() => parseReportNotes(NOTES.replace("## Opportunities\n\n- Buy\n", ""), "r.md")).toThrow(
      /"## Opportunities" is missing/,
    );
  });
});
