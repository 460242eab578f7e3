import { count, eq, sql } from "drizzle-orm";
import { readFileSync } from "node:fs";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { contracts as historyRows } from "~db/schema";
import type { Contract, WeeklyReportData } from "../../app/domain/contract-types";
import { seedWeeks } from "../../app/domain/weekly-data.server";
import { marketHistory } from "../../app/server/history-source.server";
import {
  insertMissingSeedWeeks,
  publishedContracts,
  publishWeekVersion,
  saveWeekVersion,
  unpublishWeek,
} from "../../app/server/week-store.server";
import type { DatabaseHandle } from "../../app/server/db.server";
import { databases, emptyTables } from "./databases";

// The contract history (decision 112) on both databases: the `contracts` table holds the live version's
// rows of every published week; publication adds them, a correction replaces them, an
// unpublication removes them, in the same transaction, and nothing is ever counted twice.

const CLI = { userId: null, actor: "test" };

const contract = (address: string, contractDate: string, price: number): Contract => ({
  address,
  type: "single-family",
  zone: "R-20",
  zip: "06830",
  acres: 0.5,
  sqft: 3_000,
  price,
  dom: 12,
  contractDate,
});

function weekFive(rows: Contract[]): WeeklyReportData {
  return {
    week: 5,
    title: "Week five",
    startDate: "2025-10-27",
    endDate: "2025-11-02",
    narrative: ["Words."],
    keyInsights: ["An insight."],
    opportunities: ["An opportunity."],
    strategicConsiderations: ["A consideration."],
    contracts: rows,
  } as WeeklyReportData;
}

describe.each(databases)("the history of contracts ($name)", ({ open }) => {
  let handle: DatabaseHandle;

  beforeAll(async () => {
    handle = await open();
  });
  afterAll(async () => {
    await handle.close();
  });
  beforeEach(async () => {
    await emptyTables(handle);
    await insertMissingSeedWeeks(handle.db);
  });

  const rowsOfWeek = (week: number) =>
    handle.db
      .select({ address: historyRows.address, price: historyRows.price, contractDate: historyRows.contractDate })
      .from(historyRows)
      .where(eq(historyRows.week, week))
      .orderBy(historyRows.position);

  it("holds every seed week's contracts once, as the files have them", async () => {
    const seeds = seedWeeks();
    const [{ total }] = (await handle.db.select({ total: count() }).from(historyRows)) as [{ total: number }];
    expect(total).toBe(seeds.reduce((sum, week) => sum + week.contracts.length, 0));
    const first = seeds[0]!;
    expect(await rowsOfWeek(first.week)).toEqual(
      first.contracts.map((row) => ({ address: row.address, price: row.price, contractDate: row.contractDate })),
    );
    expect(await publishedContracts(handle.db)).toHaveLength(total);
  });

  it("a publication adds the week's rows, a correction replaces them, an unpublication removes them", async () => {
    const before = (await publishedContracts(handle.db)).length;
    const draft = await saveWeekVersion(
      handle.db,
      weekFive([contract("1 First Lane", "2025-10-28", 2_000_000), contract("2 Second Lane", "2025-10-30", 3_000_000)]),
      CLI,
    );
    expect(await rowsOfWeek(5)).toEqual([]);

    await publishWeekVersion(handle.db, 5, draft.id, CLI);
    expect((await rowsOfWeek(5)).map((row) => row.address)).toEqual(["1 First Lane", "2 Second Lane"]);
    expect(await publishedContracts(handle.db)).toHaveLength(before + 2);

    const correction = await saveWeekVersion(
      handle.db,
      weekFive([contract("3 Third Lane", "2025-11-01", 4_500_000)]),
      CLI,
    );
    await publishWeekVersion(handle.db, 5, correction.id, CLI);
    expect(await rowsOfWeek(5)).toEqual([{ address: "3 Third Lane", price: 4_500_000, contractDate: "2025-11-01" }]);
    const afterCorrection = await publishedContracts(handle.db);
    expect(afterCorrection).toHaveLength(before + 1);
    expect(afterCorrection.filter((row) => row.address === "1 First Lane")).toEqual([]);

    // Publishing the earlier version again brings its rows back in place of the correction's.
    await publishWeekVersion(handle.db, 5, draft.id, CLI);
    expect((await rowsOfWeek(5)).map((row) => row.address)).toEqual(["1 First Lane", "2 Second Lane"]);

    await unpublishWeek(handle.db, 5, CLI);
    expect(await rowsOfWeek(5)).toEqual([]);
    expect(await publishedContracts(handle.db)).toHaveLength(before);
  });

  it("the trends read the table: a published week's contract is in the history once", async () => {
    const draft = await saveWeekVersion(handle.db, weekFive([contract("9 Unique Lane", "2025-10-29", 5_000_000)]), CLI);
    await publishWeekVersion(handle.db, 5, draft.id, CLI);
    const context = { forms: { db: handle.db } };
    const history = await marketHistory(context);
    expect(history.contracts.filter((row) => row.address === "9 Unique Lane")).toHaveLength(1);
    expect(history.lastDay).toBe("2025-11-02");
    await unpublishWeek(handle.db, 5, CLI);
    expect((await marketHistory(context)).contracts.filter((row) => row.address === "9 Unique Lane")).toEqual([]);
  });

  it("the migration's backfill copies the published weeks' rows as the week store writes them", async () => {
    const draft = await saveWeekVersion(
      handle.db,
      weekFive([contract("7 Backfill Road", "2025-10-31", 1_500_000)]),
      CLI,
    );
    await publishWeekVersion(handle.db, 5, draft.id, CLI);
    const written = await handle.db.select().from(historyRows).orderBy(historyRows.week, historyRows.position);
    const migration = readFileSync(new URL("../../db/migrations/0007_contracts_history.sql", import.meta.url), "utf8");
    const backfill = migration.split("--> statement-breakpoint").find((part) => part.includes("INSERT INTO"))!;
    await handle.db.execute(sql`TRUNCATE contracts RESTART IDENTITY`);
    await handle.db.execute(sql.raw(backfill));
    const copied = await handle.db.select().from(historyRows).orderBy(historyRows.week, historyRows.position);
    const withoutId = (rows: typeof written) => rows.map(({ id: _id, ...row }) => row);
    expect(withoutId(copied)).toEqual(withoutId(written));
    expect(copied.some((row) => row.address === "7 Backfill Road")).toBe(true);
  });
});
