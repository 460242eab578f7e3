import { parse as parseYaml } from "yaml";
import { z } from "zod";
import { isCalendarDate } from "~/lib/calendar";
import type { WeeklyNotes } from "./contract-types";
import { DataFileError } from "./data-file-error";

const isoDate = z.union([z.string(), z.date()]).transform((value, context) => {
  // YAML reads an unquoted 2025-09-01 as a Date; keep the calendar day either way.
  const text = value instanceof Date ? value.toISOString().slice(0, 10) : value.trim();
  if (isCalendarDate(text)) return text;
  context.addIssue({ code: "custom", message: `must be a date YYYY-MM-DD, got "${text}"` });
  return z.NEVER;
});

const frontMatterSchema = z
  .object({
    week: z.number().int().positive(),
    title: z.string().trim().min(1),
    startDate: isoDate,
    endDate: isoDate,
  })
  .refine((value) => value.startDate <= value.endDate, { error: "endDate is before startDate", path: ["endDate"] });

/** The sections of report.md, by their "## " heading. */
export const REPORT_SECTIONS = {
  narrative: "Narrative",
  keyInsights: "Key insights",
  opportunities: "Opportunities",
  strategicConsiderations: "Strategic considerations",
} as const;

type SectionKey = keyof typeof REPORT_SECTIONS;

function sectionKeyOf(heading: string): SectionKey | undefined {
  const wanted = heading.trim().toLowerCase();
  return (Object.keys(REPORT_SECTIONS) as SectionKey[]).find((key) => REPORT_SECTIONS[key].toLowerCase() === wanted);
}

/**
 * report.md: YAML front matter (week, title, startDate, endDate), then "## Narrative" (paragraphs)
 * and "## Key insights", "## Opportunities", "## Strategic considerations" (lists of "- " items).
 */
export function parseReportNotes(text: string, file: string): WeeklyNotes {
  const lines = text.replace(/\r\n?/g, "\n").split("\n");
  if (lines[0]?.trim() !== "---")
    throw new DataFileError(file, 1, null, "report.md must start with a --- front matter block");
  const close = lines.indexOf("---", 1);
  if (close < 0) throw new DataFileError(file, 1, null, "the front matter block is not closed with ---");

  const front = frontMatterSchema.safeParse(parseYaml(lines.slice(1, close).join("\n")));
  if (!front.success) {
    const issue = front.error.issues[0];
    const key = String(issue?.path[0] ?? "");
    const keyLine = lines.findIndex((line, index) => index < close && line.startsWith(`${key}:`));
    throw new DataFileError(
      file,
      keyLine >= 0 ? keyLine + 1 : 1,
      key || null,
      issue?.message ?? "invalid front matter",
    );
  }

  const sections: Record<SectionKey, string[]> = {
    narrative: [],
    keyInsights: [],
    opportunities: [],
    strategicConsiderations: [],
  };
  let current: SectionKey | undefined;
  let paragraph: string[] = [];
  const flush = () => {
    if (current && paragraph.length > 0) sections[current].push(paragraph.join(" "));
    paragraph = [];
  };
  lines.slice(close + 1).forEach((raw, index) => {
    const line = raw.trim();
    if (line.startsWith("## ")) {
      flush();
      current = sectionKeyOf(line.slice(3));
      if (!current) throw new DataFileError(file, close + 2 + index, null, `unknown section "${line.slice(3)}"`);
      return;
    }
    if (line === "") return flush();
    if (!current) throw new DataFileError(file, close + 2 + index, null, "text before the first ## section");
    if (line.startsWith("- ")) {
      flush();
      sections[current].push(line.slice(2).trim());
    } else {
      paragraph.push(line);
    }
  });
  flush();

  for (const key of Object.keys(sections) as SectionKey[]) {
    if (sections[key].length === 0)
      throw new DataFileError(file, null, null, `section "## ${REPORT_SECTIONS[key]}" is missing or empty`);
  }
  return { ...front.data, ...sections };
}
