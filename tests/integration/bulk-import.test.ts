import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { contracts as historyRows, outbox, subscribers, weeks } from "~db/schema";
import { insertMissingSeedWeeks, publishedWeek, studioWeeks } from "../../app/server/week-store.server";
import type { DatabaseHandle } from "../../app/server/db.server";
import { databases, emptyTables } from "./databases";
import { exportFile, runReportImport } from "./report-import";
import { addDays } from "../../app/lib/calendar";

// `npm run report:import` with an export of many weeks stores them
// as history (new weeks numbered after the seed weeks, conflicts skipped or replaced), sends no
// report e-mail, and refuses bad input whole.

const HEADER = "MLS #,Address,Property Type,Zoning,Zip,Acres,Sq Ft,Contract Price,DOM,Contract Date";

/** Rows from 2025-10-22 (seed week 4 ends 2025-10-21), two a week for `weeks` weeks. */
function history(weeksCount: number, date: (iso: string) => string = (iso) => iso): string[] {
  const rows: string[] = [];
  for (let index = 0; index < weeksCount * 2; index += 1) {
    const iso = addDays("2025-10-27", Math.floor(index / 2) * 7 + (index % 2));
    rows.push(
      `${1000 + index},${index} History Lane,Single Family,R-20,06830,0.5,3000,${2_000_000 + index * 10_000},20,${date(iso)}`,
    );
  }
  return rows;
}

const usDate = (iso: string) => `${Number(iso.slice(5, 7))}/${Number(iso.slice(8, 10))}/${iso.slice(0, 4)}`;

const exportOf = (lines: string[]) => exportFile([HEADER, ...lines].join("\n"), "bulk-import");

describe.each(databases)("npm run report:import of many weeks ($name)", ({ open }) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await open();
  });
  afterAll(async () => {
    await handle.close();
  });
  beforeEach(async () => {
    await emptyTables(handle);
  });

  const run = (args: string[]) => runReportImport(handle, args);

  const historyCount = async () =>
    ((await handle.db.select({ total: count() }).from(historyRows)) as [{ total: number }])[0].total;

  it("splits the export into weeks, publishes them with words from their figures, and e-mails nobody", async () => {
    await handle.db.insert(subscribers).values({
      firstName: "Con",
      lastName: "Firmed",
      email: "confirmed@example.com",
      emailKey: "confirmed@example.com",
      status: "confirmed",
    });
    const result = await run([exportOf(history(12)), "--publish"]);
    expect(result.err).toBe("");
    expect(result.code).toBe(0);
    expect(result.out).toContain("24 contracts in 12 weeks:");
    expect(result.out).toContain("2025-10-27 to 2025-11-02 (2 contracts): new week 5");
    expect(result.out).toContain("Stored 12 week(s), 24 contracts: 12 published, 0 draft(s).");
    const week5 = await publishedWeek(handle.db, 5);
    expect(week5).toMatchObject({ startDate: "2025-10-27", endDate: "2025-11-02" });
    expect(week5!.contracts.map((row) => row.address)).toEqual(["0 History Lane", "1 History Lane"]);
    expect(week5!.title).toBe(
      "Greenwich contracts, October 27, 2025 to November 2, 2025: 2 sales at a median $2,005,000",
    );
    expect(await publishedWeek(handle.db, 16)).toMatchObject({ startDate: "2026-01-12" });
    const seedRows = await historyCount();
    expect(seedRows).toBeGreaterThan(24);
    const [{ emails }] = (await handle.db
      .select({ emails: count() })
      .from(outbox)
      .where(eq(outbox.kind, "report_email"))) as [{ emails: number }];
    expect(emails).toBe(0);
  });

  it("shows weeks that exist as conflicts: skipped unless replaced, never duplicated", async () => {
    expect((await run([exportOf(history(3)), "--publish"])).code).toBe(0);
    const before = await historyCount();
    const again = await run([exportOf(history(4)), "--publish"]);
    expect(again.code).toBe(0);
    expect(again.out).toContain("week 5 already has these dates; skip it or replace its contracts -> skip");
    expect(again.out).toContain("new week 8");
    expect(await historyCount()).toBe(before + 2);

    const changed = history(1).map((row) => row.replace("History Lane", "Replaced Road"));
    const replaced = await run([exportOf(changed), "--replace", "5", "--publish"]);
    expect(replaced.code).toBe(0);
    expect(replaced.out).toContain("-> replace");
    expect((await publishedWeek(handle.db, 5))!.contracts.map((row) => row.address)).toEqual([
      "0 Replaced Road",
      "1 Replaced Road",
    ]);
    expect(await historyCount()).toBe(before + 2);
    const addresses = await handle.db
      .select({ address: historyRows.address })
      .from(historyRows)
      .where(eq(historyRows.week, 5));
    expect(addresses.map((row) => row.address).sort()).toEqual(["0 Replaced Road", "1 Replaced Road"]);

    const unknown = await run([exportOf(history(1)), "--replace", "9"]);
    expect(unknown.code).toBe(2);
    expect(unknown.err).toContain("among the conflicts 5");
  });

  it("keeps the weeks as drafts when not told to publish: the history is unchanged", async () => {
    await insertMissingSeedWeeks(handle.db);
    const before = await historyCount();
    const result = await run([exportOf(history(2))]);
    expect(result.code).toBe(0);
    expect(result.out).toContain("0 published, 2 draft(s)");
    expect(await historyCount()).toBe(before);
    const listed = await studioWeeks(handle.db);
    expect(listed.filter((week) => week.status === "draft").map((week) => week.week)).toEqual([6, 5]);
  });

  it("refuses a 50 MB export before reading it, saying how to make it smaller", async () => {
    const file = exportFile(Buffer.alloc(50 * 1024 * 1024, "a"), "bulk-import");
    const result = await run([file, "--publish"]);
    expect(result.code).toBe(1);
    expect(result.err).toContain("The file is 50.0 MB; an import reads at most 20 MB.");
    expect(result.err).toContain("one year at a time");
    const [{ total }] = (await handle.db.select({ total: count() }).from(weeks)) as [{ total: number }];
    expect(total).toBe(0);
  });

  it("refuses mixed date formats, a duplicated MLS number and bad rows, naming the fix, and stores nothing", async () => {
    const mixed = history(2).map((row, index) =>
      index === 3 ? row.replace(/,([\d-]+)$/, (_, iso) => `,${usDate(iso)}`) : row,
    );
    const mixedRun = await run([exportOf(mixed), "--publish"]);
    expect(mixedRun.code).toBe(1);
    expect(mixedRun.err).toContain("the contract dates are written in 2 ways: 3 as YYYY-MM-DD");
    expect(mixedRun.err).toContain('1 as M/D/YYYY (first on line 5: "11/4/2025")');

    const twice = [...history(2), history(1)[0]!.replace("0 History Lane", "Another Lane")];
    const twiceRun = await run([exportOf(twice), "--publish"]);
    expect(twiceRun.code).toBe(1);
    expect(twiceRun.err).toContain("MLS number 1000 is on lines 2, 6: the same listing would be counted 2 times");

    const bad = [...history(2), "2000,1 Bad Lane,Single Family,R-20,99999,0.5,3000,2000000,20,2025-11-05"];
    const badRun = await run([exportOf(bad), "--publish"]);
    expect(badRun.code).toBe(1);
    expect(badRun.err).toMatch(/line 6, column "zip"/);
    expect(badRun.err).toContain("--skip-invalid");

    const [{ total }] = (await handle.db.select({ total: count() }).from(weeks)) as [{ total: number }];
    expect(total).toBe(4);
  });
});
