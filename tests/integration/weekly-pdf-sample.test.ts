import { extractText, getDocumentProxy } from "unpdf";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { sampleWeekNumbers } from "../../app/server/week-store.server";
import { SAMPLE_BADGE } from "../../app/domain/sample-data";
import { publishedWeek, publishWeekVersion, saveWeekVersion } from "../../app/server/week-store.server";
import type { DatabaseHandle } from "../../app/server/db.server";
import { contentVersions } from "~db/schema";
import { routerContext } from "../../app/server/app-context.server";
import type { FormServices } from "../../app/server/form-services.server";
import * as pdfRoute from "../../app/routes/weekly-contracts-pdf";
import { databases, emptyTables } from "./databases";

// Only the PDFs of weeks whose days are sample data (decision 120: the seed weeks still holding
// their shipped contracts) say so in their footer.

const BROKER = { userId: null, actor: "test" };

describe.each(databases)("the weekly PDF's footer ($name)", ({ open }) => {
  let handle: DatabaseHandle;

  beforeAll(async () => {
    handle = await open();
  });
  afterAll(async () => {
    await handle.close();
  });
  // Emptying the tables starts the weeks' version over; a floor above every earlier test's keeps a
  // version number from naming two different sets of weeks (the sample weeks are cached by it). The
  // floor starts above the clock's seconds, which a bump takes when larger: a floor below them let
  // two tests in one second share a version (a failure seen under load).
  let versionFloor = 2_100_000_000;
  beforeEach(async () => {
    await emptyTables(handle);
    await handle.db.insert(contentVersions).values({ key: "weeks", version: (versionFloor += 10_000) });
  });

  async function footerOf(week: number): Promise<string> {
    const response = (await pdfRoute.loader({
      params: { file: `greenwich-weekly-contracts-week-${week}.pdf` },
      request: new Request(`http://localhost/weekly-contracts/greenwich-weekly-contracts-week-${week}.pdf`),
      context: routerContext({ forms: { db: handle.db } as FormServices }),
    } as never)) as Response;
    expect(response.headers.get("Content-Type")).toBe("application/pdf");
    const pdf = await getDocumentProxy(new Uint8Array(await response.arrayBuffer()));
    const { text } = await extractText(pdf, { mergePages: true });
    const footer = text.match(/Week \d+ contracts compilation - page 1 of \d+[^\n]*/)?.[0];
    expect(footer).toBeDefined();
    return footer!;
  }

  it("says sample data for a seed week as the files gave it", async () => {
    expect(await footerOf(1)).toContain(`- ${SAMPLE_BADGE}`);
  });

  it("does not for a week the broker published, nor for a seed week whose contracts the broker replaced", async () => {
    const seed = (await publishedWeek(handle.db, 2))!;
    // A week of its own dates: two weeks never cover the same dates.
    const week5 = {
      ...seed,
      week: 5,
      title: "Broker's week",
      startDate: "2025-10-27",
      endDate: "2025-11-02",
      contracts: seed.contracts.slice(0, 3).map((row) => ({ ...row, contractDate: "2025-10-28" })),
    };
    const saved5 = await saveWeekVersion(handle.db, week5, BROKER);
    await publishWeekVersion(handle.db, 5, saved5.id, BROKER);
    expect(await footerOf(5)).not.toContain(SAMPLE_BADGE);

    const corrected = {
      ...seed,
      contracts: seed.contracts.map((row, index) => (index === 0 ? { ...row, price: row.price + 1000 } : row)),
    };
    const saved2 = await saveWeekVersion(handle.db, corrected, BROKER);
    await publishWeekVersion(handle.db, 2, saved2.id, BROKER);
    expect(await footerOf(2)).not.toContain(SAMPLE_BADGE);
  });

  it("names the sample weeks in one query, which the weekly and investor pages mark", async () => {
    const seed = (await publishedWeek(handle.db, 2))!; // loads the seed weeks into the empty database
    expect([...(await sampleWeekNumbers(handle.db))].sort()).toEqual([1, 2, 3, 4]);
    const corrected = { ...seed, contracts: seed.contracts.slice(1) };
    const saved = await saveWeekVersion(handle.db, corrected, BROKER);
    await publishWeekVersion(handle.db, 2, saved.id, BROKER);
    expect([...(await sampleWeekNumbers(handle.db))].sort()).toEqual([1, 3, 4]);
  });

  it("still does for a seed week whose words alone were corrected", async () => {
    const seed = (await publishedWeek(handle.db, 3))!;
    const saved = await saveWeekVersion(handle.db, { ...seed, title: "A better title" }, BROKER);
    await publishWeekVersion(handle.db, 3, saved.id, BROKER);
    expect(await footerOf(3)).toContain(`- ${SAMPLE_BADGE}`);
  });
});
