import { count } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { contracts as historyRows, weeks } from "~db/schema";
import type { BulkAnswer } from "../../app/features/weeks/bulk-answers";
import { publishedWeek, studioWeek } from "../../app/server/week-store.server";
import * as weeksRoute from "../../app/routes/studio.weeks";
import { databases } from "./databases";
import { answered, signedInStudio, thrown } from "./route-calls";

// Many weeks from one export in the studio (decision 112): "History: many weeks from one export" checks the
// export and shows its weeks, conflicts and bad rows; the import stores exactly what was shown.

const HEADER = "MLS #,Address,Property Type,Zoning,Zip,Acres,Sq Ft,Contract Price,DOM,Contract Date";
const row = (mls: number, address: string, date: string, price = 2_500_000) =>
  `${mls},${address},Single Family,R-20,06830,0.5,3000,${price},15,${date}`;
const EXPORT = [
  HEADER,
  row(1, "1 Ledger Lane", "2025-10-28"),
  row(2, "2 Ledger Lane", "2025-11-04"),
  row(3, "3 Ledger Lane", "2025-11-05"),
  row(4, "4 Ledger Lane", "2025-11-12"),
].join("\n");

describe.each(databases)("history from one export in the studio ($name)", ({ open }) => {
  const session = signedInStudio(open);
  const post = (body: FormData) => session.submit(weeksRoute.action, "/studio/weeks", body, session.ownerCookie);

  async function check(csv: string) {
    const form = new FormData();
    form.set("intent", "bulk-check");
    form.set("file", new File([csv], "history.csv", { type: "text/csv" }));
    const result = answered(await post(form));
    return { status: result.status, bulk: result.data.bulk as BulkAnswer };
  }

  function store(bulk: BulkAnswer, fields: Record<string, string>) {
    const form = new FormData();
    form.set("intent", "bulk-store");
    form.set("uploadId", bulk.uploadId!);
    form.set("planKey", bulk.planKey!);
    for (const [key, value] of Object.entries(fields)) form.set(key, value);
    return post(form);
  }

  const weekCount = async () =>
    ((await session.handle.db.select({ total: count() }).from(weeks)) as [{ total: number }])[0].total;

  it("shows the weeks, stores them published, and a second import shows week 5 as a conflict to replace", async () => {
    const first = await check(EXPORT);
    expect(first.status).toBe(200);
    expect(first.bulk.weeks!.map((week) => [week.startDate, week.kind, week.week, week.contracts])).toEqual([
      ["2025-10-27", "new", 5, 1],
      ["2025-11-03", "new", 6, 2],
      ["2025-11-10", "new", 7, 1],
    ]);
    const stored = await thrown(store(first.bulk, { mode: "publish" }));
    expect(stored.headers.get("Location")).toBe("/studio/weeks?imported=3&importedPublished=3");
    expect((await publishedWeek(session.handle.db, 6))!.contracts.map((contract) => contract.address)).toEqual([
      "2 Ledger Lane",
      "3 Ledger Lane",
    ]);
    const loaded = await session.load(
      weeksRoute.loader,
      "/studio/weeks?imported=3&importedPublished=3",
      session.ownerCookie,
    );
    expect((loaded as { notice?: string }).notice).toBe(
      "Imported 3 weeks of history: 3 published, 0 kept as drafts. No report e-mail was sent.",
    );

    const again = await check([HEADER, row(9, "9 Replacing Road", "2025-10-29", 4_100_000)].join("\n"));
    expect(again.bulk.weeks).toEqual([
      expect.objectContaining({ kind: "conflict", week: 5, line: expect.stringContaining("skip it or replace") }),
    ]);
    const before = (await session.handle.db.select({ total: count() }).from(historyRows)) as [{ total: number }];
    await thrown(store(again.bulk, { mode: "publish", conflict_5: "replace" }));
    expect((await publishedWeek(session.handle.db, 5))!.contracts.map((contract) => contract.address)).toEqual([
      "9 Replacing Road",
    ]);
    expect(await session.handle.db.select({ total: count() }).from(historyRows)).toEqual(before);
  });

  it("keeps the weeks as drafts when chosen, and asks for the choice", async () => {
    const checked = await check(EXPORT);
    const unchosen = answered(await store(checked.bulk, {}));
    expect(unchosen.status).toBe(422);
    expect((unchosen.data.bulk as BulkAnswer).error).toBe(
      "Choose whether to publish the weeks or keep them as drafts.",
    );
    await thrown(store(checked.bulk, { mode: "draft" }));
    expect(await studioWeek(session.handle.db, 7)).toMatchObject({ status: "draft", startDate: "2025-11-10" });
    expect(await publishedWeek(session.handle.db, 7)).toBeUndefined();
  });

  it("refuses mixed dates, a duplicated MLS number and a changed plan, storing nothing", async () => {
    const mixed = await check(EXPORT.replace("2025-11-12", "11/12/2025"));
    expect(mixed.status).toBe(422);
    expect(mixed.bulk.fileProblems![0]!.reason).toContain("the contract dates are written in 2 ways");
    const stored = answered(await store(mixed.bulk, { mode: "publish" }));
    expect(stored.status).toBe(422);

    const twice = await check(`${EXPORT}\n${row(2, "2 Ledger Lane again", "2025-11-06")}`);
    expect(twice.bulk.fileProblems![0]!.reason).toBe(
      "MLS number 2 is on lines 3, 6: the same listing would be counted 2 times. Keep one row for it.",
    );

    const checked = await check(EXPORT);
    const changed = answered(await store({ ...checked.bulk, planKey: "something else" }, { mode: "publish" }));
    expect(changed.status).toBe(409);
    expect(await weekCount()).toBe(4);
  });

  it("names the studio's size limit and the command for a larger file", async () => {
    const big = await check(`${HEADER}\n${"x".repeat(4 * 1024 * 1024 + 10)}`);
    expect(big.status).toBe(413);
    expect(big.bulk.error).toContain("the studio takes exports of up to 4 MB");
    expect(big.bulk.error).toContain("npm run report:import");
  });
});
