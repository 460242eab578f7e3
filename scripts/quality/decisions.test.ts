// The decision records (docs/decisions) keep their links both ways, as docs/decisions/README.md
// asks: a record that amends or supersedes an earlier one says so under its status line, the
// earlier one's status names it and carries its banner, and the README's table gives each
// record's status as the record does.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const FOLDER = path.resolve(import.meta.dirname, "../../docs/decisions");

/** The four forms of a status line (docs/decisions/README.md, "Status"). */
const STATUS = /^(?:accepted|(?:amended by|superseded by|superseded in part by) \d{3}(?:(?:, \d{3})* and \d{3})?)$/;
const BANNER = /^> \*\*(?:Amended by|Superseded by|Superseded in part by) \[(\d{3})\]/gm;

type DecisionRecord = {
  number: string;
  file: string;
  date: string;
  status: string;
  changes: string[];
  banners: string[];
};

/** Text without its parentheses (nested ones too): what a clause says of a record, and links' targets. */
function withoutParentheses(text: string): string {
  let previous;
  do {
    previous = text;
    text = text.replace(/\([^()]*\)/g, "");
  } while (text !== previous);
  return text;
}

/**
 * The records a record's head (the lines before its first section, banners aside) says it amends or
 * supersedes: the numbers of each "Amends ..." or "Supersedes ..." clause, up to its full stop or
 * semicolon, outside parentheses ("Amends 118 (... decision 098 ...) and 015 (...); keeps 091").
 */
function changedRecords(head: string): string[] {
  const text = withoutParentheses(
    head
      .split("\n")
      .filter((line) => !line.startsWith(">"))
      .join(" "),
  );
  return [...text.matchAll(/\b(?:Amends|Supersedes)\b([^.;]*)/g)].flatMap((clause) =>
    [...clause[1]!.matchAll(/\b\d{3}\b/g)].map((number) => number[0]),
  );
}

function readRecord(file: string): DecisionRecord {
  const text = readFileSync(path.join(FOLDER, file), "utf8");
  const head = text.slice(0, text.search(/^## /m) >>> 0);
  return {
    number: file.slice(0, 3),
    file,
    date: /^Date: (.*)$/m.exec(head)?.[1] ?? "",
    status: /^Status: (.*)$/m.exec(head)?.[1] ?? "",
    changes: changedRecords(head),
    banners: [...head.matchAll(BANNER)].map((match) => match[1]!),
  };
}

const records = new Map(
  readdirSync(FOLDER)
    .filter((file) => /^\d{3}-.+\.md$/.test(file) && !file.startsWith("000-"))
    .map((file) => [file.slice(0, 3), readRecord(file)]),
);
const names = (status: string): string[] => status.match(/\b\d{3}\b/g) ?? [];

describe("decision records", () => {
  it("reads what a record's head says it changes", () => {
    expect(
      changedRecords(
        [
          "Status: amended by 120",
          "",
          "> **Amended by [120](120-x.md):** a banner, which 999 does not change.",
          "",
          "Builds on 110. Amends 118 (the measures of decision 098) and",
          "[091](091-y.md) (its dates); keeps 086. Supersedes in part 051 (the figures).",
        ].join("\n"),
      ),
    ).toEqual(["118", "091", "051"]);
  });

  it("every status line has one of the four forms", () => {
    const wrong = [...records.values()].filter((record) => !STATUS.test(record.status));
    expect(wrong.map((record) => `${record.file}: Status: ${record.status}`)).toEqual([]);
  });

  it("a record that amends or supersedes another is named in that one's status and banner", () => {
    const missing = [...records.values()].flatMap((later) =>
      later.changes.flatMap((number) => {
        const earlier = records.get(number);
        if (!earlier) return [`${later.file} changes ${number}, which has no record`];
        return [
          ...(names(earlier.status).includes(later.number)
            ? []
            : [`${earlier.file}: its status does not name ${later.number}`]),
          ...(earlier.banners.includes(later.number) ? [] : [`${earlier.file}: no banner of ${later.number}`]),
        ];
      }),
    );
    expect(missing).toEqual([]);
  });

  it("every record a status or a banner names says, in its own head, that it changes this one", () => {
    const unsaid = [...records.values()].flatMap((earlier) =>
      [...new Set([...names(earlier.status), ...earlier.banners])].flatMap((number) => {
        const later = records.get(number);
        if (!later) return [`${earlier.file} names ${number}, which has no record`];
        const said = later.changes.includes(earlier.number)
          ? []
          : [`${later.file} does not say it changes ${earlier.number}`];
        const banner = earlier.banners.includes(number)
          ? []
          : [`${earlier.file}: its status names ${number} without a banner`];
        return [...said, ...banner];
      }),
    );
    expect(unsaid).toEqual([]);
  });

  it("the README's table lists every record with its date and status", () => {
    const readme = readFileSync(path.join(FOLDER, "README.md"), "utf8");
    const rows = new Map(
      [...readme.matchAll(/^\| \[(\d{3})\]\([^)]*\) *\|[^|\n]*\| *([^|\n]*?) *\| *([^|\n]*?) *\|$/gm)].map((row) => [
        row[1]!,
        { date: row[2]!, status: row[3]! },
      ]),
    );
    const wrong = [...records.values()].flatMap((record) => {
      const row = rows.get(record.number);
      if (!row) return [`${record.number}: not in the table`];
      return row.date === record.date && row.status === record.status
        ? []
        : [`${record.number}: the table says ${row.date}, ${row.status}; the record ${record.date}, ${record.status}`];
    });
    expect(wrong).toEqual([]);
  });
});
