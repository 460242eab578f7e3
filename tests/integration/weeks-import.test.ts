import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { auditLog, weekVersions } from "~db/schema";
import { publishedWeek, publishedWeeks, weekVersionsOf } from "../../app/server/week-store.server";
import type { DatabaseHandle } from "../../app/server/db.server";
import { databases, emptyTables } from "./databases";
import { exportFile, runReportImport } from "./report-import";

// npm run report:import writes to the same store as the studio: a draft, or a published week.

const EXPORT = [
  "Address,Property Type,Zoning,Zip,Acres,Sq Ft,Contract Price,DOM,Contract Date",
  "12 Lockwood Road,Single Family,R-20,06878,0.5,3400,3100000,21,10/28/2025",
  "4 Arch Street Unit 2,Condominium,R-6,06830,,1200,950000,40,10/30/2025",
].join("\n");

describe.each(databases)("npm run report:import ($name)", ({ open }) => {
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

  // Seed week 4 runs to 2025-10-21: week 5 starts after it.
  const args = (file: string) => [file, "--week", "5", "--start", "2025-10-27", "--end", "2025-11-02"];

  it("stores a draft, then a published week with --publish --force, audited as the command line", async () => {
    const file = exportFile(EXPORT);
    const draft = await run(args(file));
    expect(draft.code).toBe(0);
    expect(draft.out).toMatch(/week 5 version 1 \(2 contracts\)/);
    expect(await publishedWeek(handle.db, 5)).toBeUndefined();

    const refused = await run([...args(file), "--publish"]);
    expect(refused.code).toBe(1);
    expect(refused.err).toMatch(/--force/);

    const published = await run([...args(file), "--publish", "--force"]);
    expect(published.code).toBe(0);
    const week = await publishedWeek(handle.db, 5);
    expect(week?.contracts.map((contract) => contract.type)).toEqual(["single-family", "condo"]);
    expect((await publishedWeeks(handle.db)).map((report) => report.week)).toContain(1);
    const [entry] = await handle.db.select().from(auditLog).where(eq(auditLog.action, "week.published"));
    expect(entry).toMatchObject({ actor: "command line", subject: "week 5 v2" });
  });

  it("prints each bad row with its reason and writes nothing; --skip-invalid imports the good ones", async () => {
    const file = exportFile(`${EXPORT}\n9 Bad Road,Single Family,R-6,06830,0.2,1800,lots,5,10/29/2025`);
    const bad = await run(args(file));
    expect(bad.code).toBe(1);
    expect(bad.err).toContain(`line 4, column "price": price must be a whole number of at least 1, got "lots"`);
    expect(bad.err).toMatch(/nothing written/);
    expect(await handle.db.select().from(weekVersions).where(eq(weekVersions.week, 5))).toHaveLength(0);
    expect((await run([...args(file), "--skip-invalid"])).code).toBe(0);
  });

  it("reads a UTF-16 export, and refuses dates another week covers", async () => {
    const file = exportFile(Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(EXPORT, "utf16le")]));
    expect((await run(args(file))).code).toBe(0);
    expect((await weekVersionsOf(handle.db, 5))[0]?.report.contracts).toHaveLength(2);
    const later = exportFile(EXPORT.replace("10/28/2025", "11/03/2025").replace("10/30/2025", "11/04/2025"));
    const overlapping = await run([later, "--week", "6", "--start", "2025-11-01", "--end", "2025-11-07"]);
    expect(overlapping.code).toBe(1);
    expect(overlapping.err).toContain("Week 5 already covers 2025-10-27 to 2025-11-02");
    expect(await weekVersionsOf(handle.db, 6)).toEqual([]);
  });

  it("rejects bad options", async () => {
    const result = await run(["export.csv", "--week", "x", "--start", "2025-09-29", "--end", "2025-10-05"]);
    expect(result.code).toBe(2);
    expect(result.err).toMatch(/week/);
    expect((await run([exportFile(EXPORT), "--week", "5", "--start", "2025-10-05", "--end", "2025-09-29"])).code).toBe(
      2,
    );
    expect((await run(["/no/such/file.csv", "--week", "5", "--start", "2025-09-29", "--end", "2025-10-05"])).code).toBe(
      2,
    );
  });
});
