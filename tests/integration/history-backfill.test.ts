import { and, count, eq, isNotNull } from "drizzle-orm";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { auditLog, contentVersions, contracts as historyRows, historyImports, outbox, weeks } from "~db/schema";
import type { BulkAnswer } from "../../app/features/weeks/bulk-answers";
import { quarterlyReportLoader } from "../../app/features/trends/quarterly-report-route.server";
import { marketTrendsCsv, marketTrendsPageData } from "../../app/features/trends/market-trends-page.server";
import {
  historyCoverage,
  historyImportList,
  publishedContracts,
  publishedWeek,
  studioWeeks,
} from "../../app/server/week-store.server";
import { thirteenWeekTrend, trendAlt } from "../../app/features/newsletter/report-email-trend";
import { marketHistory } from "../../app/server/history-source.server";
import * as weeksRoute from "../../app/routes/studio.weeks";
import * as previewRoute from "../../app/routes/studio.weeks.$week.preview";
import * as reportRoute from "../../app/routes/market-report";
import { databases } from "./databases";
import { runReportImport } from "./report-import";
import { answered, signedInStudio, thrown } from "./route-calls";
import { addDays } from "../../app/lib/calendar";
import { mergeSpans } from "../../app/domain/weekly-market";

// Decision 116, on both databases: an export's weeks before the newest week (the seed
// weeks end 2025-10-21) are stored as history weeks without a number; the trends and quarterly
// reports read them, the sample history steps aside before them; a history week is a conflict to
// skip or replace; an import is removed from the studio (401 without a session).

const HEADER = "MLS #,Address,Property Type,Zoning,Zip,Acres,Sq Ft,Contract Price,DOM,Contract Date";

/** Two contracts a week from Monday `from` for `count` weeks (US dates), prices rising with the week. */
function rows(from: string, weeksCount: number, street = "Backfill Lane", firstMls = 1000): string[] {
  const lines: string[] = [];
  for (let index = 0; index < weeksCount * 2; index += 1) {
    const [year, month, date] = addDays(from, Math.floor(index / 2) * 7 + (index % 2) * 2)
      .split("-")
      .map(Number);
    const us = `${month}/${date}/${year}`;
    lines.push(
      `${firstMls + index},${index} ${street},Single Family,R-20,06830,0.5,3000,${2_000_000 + index * 5_000},20,${us}`,
    );
  }
  return lines;
}

/** A year of history before the seed weeks (2024-07-01 to 2025-06-29, 52 weeks) and one week after them. */
const YEAR_BEFORE = [...rows("2024-07-01", 52), ...rows("2025-10-27", 1, "After Road", 5000)];

function exportFile(lines: string[]): string {
  const file = path.join(mkdtempSync(path.join(tmpdir(), "history-backfill-")), "year.csv");
  writeFileSync(file, [HEADER, ...lines].join("\n"));
  return file;
}

/** Content versions the per-process caches have never seen: an emptied table would start the count again. */
let versionFloor = 2_000_000_000;

describe.each(databases)("history before the first week ($name)", ({ open }) => {
  const session = signedInStudio(open, (handle) =>
    handle.db.insert(contentVersions).values({ key: "weeks", version: (versionFloor += 10_000) }),
  );

  const run = (args: string[]) => runReportImport(session.handle, args);

  const historyRowCount = async () =>
    (
      (await session.handle.db
        .select({ total: count() })
        .from(historyRows)
        .where(isNotNull(historyRows.historyWeekId))) as [{ total: number }]
    )[0].total;

  it("stores a year before the seed weeks as history weeks: no number, no e-mail; the trends and quarters read it and the sample steps aside", async () => {
    const before = await marketHistory(session.context());
    // Decision 120: the generated years and the four seed weeks, as they were shipped.
    expect(mergeSpans(before.sample)).toEqual([{ from: "2022-09-05", to: "2025-10-21" }]);

    const result = await run([exportFile(YEAR_BEFORE), "--publish"]);
    expect(result.err).toBe("");
    expect(result.code).toBe(0);
    expect(result.out).toContain("106 contracts in 53 weeks:");
    expect(result.out).toContain(
      "2024-07-01 to 2024-07-07 (2 contracts): history week (before week 4, not a weekly report)",
    );
    expect(result.out).toContain("2025-10-27 to 2025-11-02 (2 contracts): new week 5");
    expect(result.out).toContain("Stored 1 week(s), 2 contracts: 1 published, 0 draft(s).");
    expect(result.out).toContain("Stored 52 history week(s), 104 contracts");

    // No weekly report for a history week: the studio's weeks are the seed weeks and week 5.
    expect((await studioWeeks(session.handle.db)).map((week) => week.week)).toEqual([5, 4, 3, 2, 1]);
    expect(await publishedWeek(session.handle.db, 5)).toMatchObject({ startDate: "2025-10-27" });
    expect(await historyRowCount()).toBe(104);
    const [{ emails }] = (await session.handle.db
      .select({ emails: count() })
      .from(outbox)
      .where(eq(outbox.kind, "report_email"))) as [{ emails: number }];
    expect(emails).toBe(0);
    expect(await historyImportList(session.handle.db)).toEqual([
      expect.objectContaining({
        fileName: "year.csv",
        actor: "command line",
        startDate: "2024-07-01",
        endDate: "2025-06-29",
        weeks: 52,
        contracts: 104,
      }),
    ]);

    // The history: sample only before the first imported Monday, the imported rows after it.
    const history = await marketHistory(session.context());
    expect(mergeSpans(history.sample)).toEqual([
      { from: "2022-09-05", to: "2024-06-30" },
      { from: "2025-09-01", to: "2025-10-21" },
    ]);
    const imported = history.contracts.filter((row) => row.address.endsWith("Backfill Lane"));
    expect(imported).toHaveLength(104);
    expect(
      history.contracts.filter((row) => row.contractDate > "2024-06-30" && row.contractDate < "2025-09-01"),
    ).toEqual(imported);

    // /market-trends: the weeks of the import count their 2 contracts each (the CSV's third column);
    // the sample line names the day before the import's first Monday.
    const trends = marketTrendsPageData(history, new URLSearchParams("measure=contracts&period=3y"));
    expect(trends.sampleNotice).toContain("June 30, 2024");
    const csv = marketTrendsCsv(history, new URLSearchParams("measure=contracts&period=3y"));
    if (!csv.ok) throw new Error(csv.message);
    const imported52 = csv.csv
      .split("\n")
      .slice(1)
      .map((line) => line.split(","))
      .filter(([start]) => start! >= "2024-07-01" && start! <= "2025-06-23");
    expect(imported52).toHaveLength(52);
    expect(imported52.every((cells) => cells[2] === "2")).toBe(true);

    // Week 4's context (Sept 22 - Oct 21, 2025): the same days a year earlier are imported, so the
    // sample sentence names only the seed weeks among its 13 weeks; the studio's preview of week 4
    // shows the same figures as the public page.
    type Report = {
      view: { context: { rows: { measure: string; yearEarlier: string }[] }; sampleNotice: string | null };
    };
    const report = (await session.load(reportRoute.loader, "/market-report?week=4")) as unknown as Report["view"];
    const publicContext = report.context;
    expect(report.sampleNotice).toBe(
      "Sample data: the figures from September 1, 2025 to October 21, 2025 are generated for this demonstration; the broker's own history replaces them.",
    );
    const yearEarlierPrice = publicContext.rows.find((row) => row.measure === "median-price")!.yearEarlier;
    // 2024-09-23 to 2024-10-22: the imported rows 24 to 32 ($2,120,000 to $2,160,000), median row 28, as the registry writes a price.
    expect(yearEarlierPrice).toBe("$2.14M");
    const preview = (await session.load(previewRoute.loader, "/studio/weeks/4/preview", session.ownerCookie, {
      week: "4",
    })) as unknown as Report & { email: { html: string } };
    expect(preview.view.context).toEqual(publicContext);
    // Its e-mail's 13-week trend reads the imported history as the e-mail itself does
    // (server/delivery.ts): all 13 weeks, since the history starts a year before them, and not only
    // those from the first published week on.
    const week4 = (await publishedWeek(session.handle.db, 4))!;
    const firstDay = (await historyCoverage(session.handle.db)).map((held) => held.startDate).sort()[0]!;
    const sent = thirteenWeekTrend(await publishedContracts(session.handle.db), { endDate: week4.endDate, firstDay });
    expect(sent).toHaveLength(13);
    expect(sent[0]!.weekStart < (await publishedWeek(session.handle.db, 1))!.startDate).toBe(true);
    expect(preview.email.html).toContain(trendAlt(sent));

    // July and August 2025 were never imported (the import ends on 2025-06-29, the seed weeks start
    // on 2025-09-01): Q2 and Q3 2025 are not held, so they have no report and nothing compares with
    // them as if they held no contracts (decision 118). Q1 2025 is held; its year-earlier quarter
    // holds sample contracts.
    const notHeld = await quarterlyReportLoader(
      new URL("http://localhost/quarterly-report/2025-q3"),
      session.context(),
      "2025-q3",
    ).catch((error: { init?: { status: number }; data?: { quarters: { id: string }[] } }) => error);
    expect(notHeld).toMatchObject({ init: { status: 404 } });
    const held = (notHeld as { data: { quarters: { id: string }[] } }).data.quarters.map((quarter) => quarter.id);
    expect(held.slice(0, 3)).toEqual(["2025-q1", "2024-q4", "2024-q3"]);
    const q1 = await quarterlyReportLoader(
      new URL("http://localhost/quarterly-report/2025-q1"),
      session.context(),
      "2025-q1",
    );
    // Q1 2025 shows Q1 2024 beside it, before the import: sample data, said by the one sentence.
    expect(q1.view.sampleNotice).toMatch(/^Sample data: the figures through March 31, 2024 /);
    // Q1 2025: 13 weeks of 2 imported contracts each, all sales.
    expect(q1.view).toMatchObject({ id: "2025-q1" });
    expect(q1.view.figures[0]).toMatchObject({ label: "Sale contracts", now: "26" });
  });

  it("shows a history week the history has as a conflict: skipped, or its rows swapped when replaced", async () => {
    expect((await run([exportFile(rows("2024-07-01", 3)), "--publish"])).code).toBe(0);
    expect(await historyRowCount()).toBe(6);

    const again = await run([exportFile(rows("2024-07-01", 4)), "--publish"]);
    expect(again.code).toBe(0);
    expect(again.out).toContain(
      "2024-07-08 to 2024-07-14 (2 contracts): the history already has this week; skip it or replace its contracts -> skip",
    );
    expect(again.out).toContain(
      "2024-07-22 to 2024-07-28 (2 contracts): history week (before week 4, not a weekly report)",
    );
    expect(await historyRowCount()).toBe(8);

    const changed = rows("2024-07-08", 1, "Replaced Road", 9000);
    const replaced = await run([exportFile(changed), "--replace", "2024-07-08", "--publish"]);
    expect(replaced.code).toBe(0);
    expect(replaced.out).toContain("-> replace");
    expect(replaced.out).toContain("(1 replaced)");
    expect(await historyRowCount()).toBe(8);
    const history = await marketHistory(session.context());
    const week = history.contracts.filter(
      (row) => row.contractDate >= "2024-07-08" && row.contractDate <= "2024-07-14",
    );
    expect(week.map((row) => row.address)).toEqual(["0 Replaced Road", "1 Replaced Road"]);

    const unknown = await run([exportFile(changed), "--replace", "2024-01-01"]);
    expect(unknown.code).toBe(2);
    expect(unknown.err).toContain("among the conflicts 2024-07-08");
  });

  it("lists the imports on the weeks page and removes one (owner or editor), audited; 401 without a session", async () => {
    expect((await run([exportFile(rows("2024-07-01", 2)), "--publish"])).code).toBe(0);
    expect((await run([exportFile(rows("2024-09-02", 2, "Second Street", 7000)), "--publish"])).code).toBe(0);
    const page = await session.load(weeksRoute.loader, "/studio/weeks", session.editorCookie);
    const listed = (page as { history: { id: number; dates: string; weeks: number; contracts: number }[] }).history;
    expect(listed.map((row) => [row.dates, row.weeks, row.contracts])).toEqual([
      ["July 1 - July 14, 2024", 2, 4],
      ["September 2 - September 15, 2024", 2, 4],
    ]);

    const remove = (cookie: string | undefined, fields: Record<string, string>) => {
      const body = new FormData();
      body.set("intent", "remove-history");
      for (const [key, value] of Object.entries(fields)) body.set(key, value);
      return session.submit(weeksRoute.action, "/studio/weeks", body, cookie);
    };
    const first = String(listed[0]!.id);
    expect((await thrown(remove(undefined, { importId: first, confirmRemove: "yes" }))).status).toBe(401);
    const unconfirmed = answered(await remove(session.ownerCookie, { importId: first }));
    expect(unconfirmed).toMatchObject({ status: 400, data: { historyError: expect.stringContaining("Tick the box") } });
    expect(answered(await remove(session.ownerCookie, { importId: "x", confirmRemove: "yes" })).status).toBe(400);
    expect(answered(await remove(session.ownerCookie, { importId: "999999", confirmRemove: "yes" })).status).toBe(404);
    expect(await historyRowCount()).toBe(8);

    const removed = await thrown(remove(session.editorCookie, { importId: first, confirmRemove: "yes" }));
    expect(removed.headers.get("Location")).toBe("/studio/weeks?historyRemoved=2&historyRemovedContracts=4");
    expect(await historyRowCount()).toBe(4);
    expect((await session.handle.db.select().from(historyImports)).map((row) => row.id)).toEqual([listed[1]!.id]);
    const audit = await session.handle.db
      .select({ action: auditLog.action, actor: auditLog.actor })
      .from(auditLog)
      .where(and(eq(auditLog.action, "history.removed")));
    expect(audit).toEqual([{ action: "history.removed", actor: "editor@example.com" }]);
    // The sample fills the removed weeks again, up to the remaining import.
    expect(mergeSpans((await marketHistory(session.context())).sample)).toEqual([
      { from: "2022-09-05", to: "2024-09-01" },
      { from: "2025-09-01", to: "2025-10-21" },
    ]);
    const notice = await session.load(
      weeksRoute.loader,
      "/studio/weeks?historyRemoved=2&historyRemovedContracts=4",
      session.ownerCookie,
    );
    expect((notice as { notice?: string }).notice).toBe(
      "History removed: 2 weeks, 4 contracts. The pages that read the history no longer count them.",
    );
  });

  it("plans history weeks in the studio, stores them with the numbered weeks, and says they are history", async () => {
    const post = (body: FormData) => session.submit(weeksRoute.action, "/studio/weeks", body, session.ownerCookie);
    const form = new FormData();
    form.set("intent", "bulk-check");
    form.set("file", new File([[HEADER, ...YEAR_BEFORE].join("\n")], "year.csv", { type: "text/csv" }));
    const checked = answered(await post(form));
    const bulk = checked.data.bulk as BulkAnswer;
    expect(checked.status).toBe(200);
    expect(bulk.weeks!.filter((week) => week.kind === "history")).toHaveLength(52);
    expect(bulk.weeks![0]).toMatchObject({
      kind: "history",
      week: null,
      line: "2024-07-01 to 2024-07-07 (2 contracts): history week (before week 4, not a weekly report)",
    });
    const store = new FormData();
    store.set("intent", "bulk-store");
    store.set("uploadId", bulk.uploadId!);
    store.set("planKey", bulk.planKey!);
    store.set("mode", "draft");
    const stored = await thrown(post(store));
    expect(stored.headers.get("Location")).toBe(
      "/studio/weeks?imported=1&importedPublished=0&importedHistory=52&importedHistoryContracts=104",
    );
    expect(await historyRowCount()).toBe(104);
    const [{ numbered }] = (await session.handle.db.select({ numbered: count() }).from(weeks)) as [
      { numbered: number },
    ];
    expect(numbered).toBe(5);
    const page = await session.load(weeksRoute.loader, stored.headers.get("Location")!, session.ownerCookie);
    expect((page as { notice?: string }).notice).toBe(
      "Imported 1 week of history: 0 published, 1 kept as draft. No report e-mail was sent. Also 52 history weeks (104 contracts) stored as history for the trends, quarterly reports and yearly review: not weekly reports.",
    );
  });
});

// Drizzle's migrator applies only the migrations dated after the last one a database applied: a
// migration dated before its predecessor would never run on a database that already has it.
it("dates every migration of the journal after the one before it", async () => {
  const { readFile } = await import("node:fs/promises");
  const journal = JSON.parse(
    await readFile(new URL("../../db/migrations/meta/_journal.json", import.meta.url), "utf8"),
  ) as {
    entries: { idx: number; when: number; tag: string }[];
  };
  const entries = journal.entries;
  expect(entries.at(-1)).toMatchObject({ idx: 13, tag: "0013_outbox_round_indexes" });
  for (let index = 1; index < entries.length; index += 1) {
    expect(entries[index]!.when, entries[index]!.tag).toBeGreaterThan(entries[index - 1]!.when);
  }
});
