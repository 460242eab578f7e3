import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { addDays } from "~/lib/calendar";
import { listingRecords, stateOn, type ListingStatus } from "~/domain/listing-history";
import { foldListing, type FoldRow } from "./listing-fold";
import { defaultCoversFrom, listingStateOf, planUpload } from "./listing-plan";
import type { ListingRow } from "./listing-row";

/** A row of a single-family listing in Old Greenwich; every date and price not given is empty. */
const row = (fields: Partial<ListingRow> & Pick<ListingRow, "status" | "listDate" | "listPrice">): ListingRow => ({
  mls: "200001",
  mlsStatus: fields.status,
  type: "single-family",
  address: "12 Shore Road",
  zip: "06870",
  originalPrice: null,
  contractDate: null,
  pendingDate: null,
  closeDate: null,
  closePrice: null,
  offMarketDate: null,
  statusDate: null,
  priceChangeDate: null,
  priceHistory: null,
  reductions: null,
  totalReduction: null,
  dom: null,
  cdom: null,
  beds: null,
  baths: null,
  sqft: null,
  lowerLevelSqft: null,
  atticSqft: null,
  lotAcres: null,
  district: null,
  zoning: null,
  hoaMonthly: null,
  taxesAnnual: null,
  lastOpenHouse: null,
  firm: null,
  agent: null,
  ...fields,
});

let uploads = 0;
const seen = (asOf: string, fields: Parameters<typeof row>[0]): FoldRow => ({
  row: row(fields),
  asOf,
  upload: (uploads += 1),
  line: 2,
});

const eventsOf = (rows: FoldRow[]) =>
  foldListing(rows).listing!.history.events.map((event) => [event.date, event.status, event.price]);

describe("folding a listing's rows into its history", () => {
  it("first sight: two cuts without dates spread evenly over its first time on the market", () => {
    // Listed Sept 2 at 3.195M, two cuts totalling 200K, under contract Oct 7 (35 days): cuts on
    // Sept 14 and Sept 25 (a third and two thirds of the way, 11.7 and 23.3 days rounded), 100K each.
    const first = seen("2025-10-19", {
      status: "under-contract",
      listDate: "2025-09-02",
      originalPrice: 3_195_000,
      listPrice: 2_995_000,
      reductions: 2,
      totalReduction: 200_000,
      contractDate: "2025-10-07",
    });
    expect(eventsOf([first])).toEqual([
      ["2025-09-02", "active", 3_195_000],
      ["2025-09-14", "active", 3_095_000],
      ["2025-09-25", "active", 2_995_000],
      ["2025-10-07", "under-contract", 2_995_000],
    ]);
  });

  it("first sight: the last cut at its change date, the others spread before it; a price history read as given", () => {
    const dated = seen("2025-11-01", {
      status: "active",
      listDate: "2025-09-01",
      originalPrice: 2_000_000,
      listPrice: 1_700_000,
      reductions: 3,
      priceChangeDate: "2025-10-01",
    });
    expect(eventsOf([dated])).toEqual([
      ["2025-09-01", "active", 2_000_000],
      ["2025-09-11", "active", 1_900_000],
      ["2025-09-21", "active", 1_800_000],
      ["2025-10-01", "active", 1_700_000],
    ]);
    const history = seen("2025-11-01", {
      status: "active",
      listDate: "2025-09-01",
      listPrice: 1_850_000,
      priceHistory: [
        { date: "2025-09-01", price: 2_000_000 },
        { date: "2025-09-20", price: 1_800_000 },
        { date: "2025-10-15", price: 1_850_000 },
      ],
    });
    expect(eventsOf([history])).toEqual([
      ["2025-09-01", "active", 2_000_000],
      ["2025-09-20", "active", 1_800_000],
      ["2025-10-15", "active", 1_850_000],
    ]);
  });

  it("first sight of a closed listing: listed, under contract, closed at its sale price", () => {
    const folded = foldListing([
      seen("2025-11-01", {
        status: "closed",
        listDate: "2025-07-01",
        listPrice: 1_895_000,
        pendingDate: "2025-09-01",
        closeDate: "2025-10-15",
        closePrice: 1_850_000,
      }),
    ]).listing!;
    expect(folded.history.events.map((event) => [event.date, event.status])).toEqual([
      ["2025-07-01", "active"],
      ["2025-09-01", "under-contract"],
      ["2025-10-15", "closed"],
    ]);
    expect(folded.history.closePrice).toBe(1_850_000);
    expect(listingStateOf(folded)).toMatchObject({
      status: "closed",
      statusDate: "2025-10-15",
      closeDate: "2025-10-15",
      contractDate: "2025-09-01",
      reductions: 0,
      totalReduction: 0,
    });
  });

  it("a weekly export adds what changed: under contract at its date, a cut at the export's date", () => {
    const week1 = seen("2025-10-05", { status: "active", listDate: "2025-09-01", listPrice: 2_000_000 });
    const week2 = seen("2025-10-12", { status: "active", listDate: "2025-09-01", listPrice: 1_900_000 });
    const week3 = seen("2025-10-19", {
      status: "under-contract",
      mlsStatus: "Pending",
      listDate: "2025-09-01",
      listPrice: 1_900_000,
      pendingDate: "2025-10-16",
    });
    expect(eventsOf([week1, week2, week3])).toEqual([
      ["2025-09-01", "active", 2_000_000],
      ["2025-10-12", "active", 1_900_000],
      ["2025-10-16", "under-contract", 1_900_000],
    ]);
    // Any order of applying gives the same history: rows are folded by their export's day.
    expect(eventsOf([week3, week1, week2])).toEqual(eventsOf([week1, week2, week3]));
  });

  it("back on the market under the same number: kept as recorded, not a new listing, under contract again counts again", () => {
    const rows = [
      seen("2025-10-05", {
        status: "under-contract",
        listDate: "2025-09-01",
        listPrice: 2_000_000,
        pendingDate: "2025-09-20",
      }),
      seen("2025-10-12", { status: "active", listDate: "2025-09-01", listPrice: 2_000_000, statusDate: "2025-10-09" }),
      seen("2025-10-26", {
        status: "under-contract",
        listDate: "2025-09-01",
        listPrice: 2_000_000,
        pendingDate: "2025-10-20",
      }),
    ];
    expect(eventsOf(rows)).toEqual([
      ["2025-09-01", "active", 2_000_000],
      ["2025-09-20", "under-contract", 2_000_000],
      ["2025-10-09", "active", 2_000_000],
      ["2025-10-20", "under-contract", 2_000_000],
    ]);
    const records = listingRecords([foldListing(rows).listing!.history], "2025-09-01", "2025-10-26");
    expect(records.newListings).toHaveLength(1);
    expect(records.underContract.map((record) => record.date)).toEqual(["2025-09-20", "2025-10-20"]);
  });

  it("withdrawn and relisted under a new number: two listings, each new on its list date", () => {
    const withdrawn = foldListing([
      seen("2025-10-05", {
        status: "withdrawn",
        listDate: "2025-08-01",
        listPrice: 1_000_000,
        offMarketDate: "2025-09-30",
      }),
    ]).listing!;
    const relisted = foldListing([
      seen("2025-10-12", { mls: "200002", status: "active", listDate: "2025-10-06", listPrice: 950_000 }),
    ]).listing!;
    const records = listingRecords([withdrawn.history, relisted.history], "2025-08-01", "2025-10-12");
    expect(records.newListings.map((record) => [record.date, record.price])).toEqual([
      ["2025-08-01", 1_000_000],
      ["2025-10-06", 950_000],
    ]);
    expect(records.offMarket.map((record) => record.date)).toEqual(["2025-09-30"]);
  });

  it("a price raised is an event like any other, with no cut", () => {
    const rows = [
      seen("2025-10-05", { status: "active", listDate: "2025-09-01", listPrice: 2_000_000 }),
      seen("2025-10-12", {
        status: "active",
        listDate: "2025-09-01",
        listPrice: 2_100_000,
        priceChangeDate: "2025-10-08",
      }),
    ];
    expect(eventsOf(rows)).toEqual([
      ["2025-09-01", "active", 2_000_000],
      ["2025-10-08", "active", 2_100_000],
    ]);
    expect(listingStateOf(foldListing(rows).listing!)).toMatchObject({ reductions: 0, totalReduction: 0 });
  });

  it("refuses rows that contradict the history, with the reason, and keeps the history as it was", () => {
    const closed = seen("2025-10-19", {
      status: "closed",
      listDate: "2025-09-01",
      listPrice: 2_000_000,
      closeDate: "2025-10-15",
      closePrice: 1_950_000,
    });
    const activeAgain = seen("2025-10-26", {
      status: "active",
      mlsStatus: "Active",
      listDate: "2025-09-01",
      listPrice: 2_000_000,
    });
    const otherListDate = seen("2025-10-26", {
      status: "closed",
      listDate: "2025-08-01",
      listPrice: 2_000_000,
      closeDate: "2025-10-15",
      closePrice: 1_950_000,
    });
    const folded = foldListing([closed, activeAgain, otherListDate]);
    expect(folded.refused.map((refusal) => refusal.reason)).toEqual([
      `The history has it closed on October 15, 2025 at $1,950,000 (upload ${closed.upload}); this row shows it "Active".`,
      "The history has it listed on September 1, 2025; this row says August 1, 2025 (a listing relisted is a new MLS number).",
    ]);
    expect(folded.listing!.history.events.at(-1)).toEqual({ date: "2025-10-15", status: "closed", price: 2_000_000 });

    // A status the later record contradicts: the history has it under contract from October 7; a
    // row says active since October 1.
    const pending = seen("2025-10-12", {
      status: "under-contract",
      listDate: "2025-09-01",
      listPrice: 2_000_000,
      pendingDate: "2025-10-07",
    });
    const activeSince = seen("2025-10-19", {
      status: "active",
      mlsStatus: "Active",
      listDate: "2025-09-01",
      listPrice: 2_000_000,
      statusDate: "2025-10-01",
    });
    expect(foldListing([pending, activeSince]).refused[0]?.reason).toBe(
      `This row shows it "Active" on October 19, 2025, but the history has it under contract from October 7, 2025 (upload ${pending.upload}).`,
    );
  });

  it("a coming-soon listing goes on the market on its list date, and counts as new once", () => {
    const rows = [
      seen("2025-10-05", {
        status: "coming-soon",
        listDate: "2025-10-10",
        listPrice: 3_000_000,
        statusDate: "2025-10-01",
      }),
      seen("2025-10-12", { status: "active", listDate: "2025-10-10", listPrice: 3_000_000 }),
    ];
    expect(eventsOf(rows)).toEqual([
      ["2025-10-01", "coming-soon", 3_000_000],
      ["2025-10-10", "active", 3_000_000],
    ]);
  });

  it("the same rows folded again change nothing", () => {
    const rows = [
      seen("2025-10-05", {
        status: "active",
        listDate: "2025-09-01",
        listPrice: 2_000_000,
        originalPrice: 2_200_000,
        reductions: 1,
      }),
      seen("2025-10-19", {
        status: "under-contract",
        listDate: "2025-09-01",
        listPrice: 2_000_000,
        pendingDate: "2025-10-14",
      }),
    ];
    const again = rows.map((input) => ({ ...input, upload: (uploads += 1) }));
    const once = foldListing(rows);
    const twice = foldListing([...rows, ...again]);
    expect(twice.refused).toEqual([]);
    expect(twice.listing!.history).toEqual(once.listing!.history);
    expect(twice.listing!.eventUploads).toEqual(once.listing!.eventUploads);
    // The facts are the newest row's: the same row, from the later upload.
    expect(twice.listing!.facts).toEqual(again.at(-1));
  });
});

describe("planning an upload against the stored rows", () => {
  const stored = new Map([
    ["200001", [seen("2025-10-05", { status: "active", listDate: "2025-09-01", listPrice: 2_000_000 })]],
  ]);

  it("says which listings it adds, changes, leaves as they were, or refuses", () => {
    const plan = planUpload(
      stored,
      [
        {
          line: 2,
          row: row({
            status: "under-contract",
            listDate: "2025-09-01",
            listPrice: 2_000_000,
            pendingDate: "2025-10-10",
          }),
        },
        { line: 3, row: row({ mls: "200009", status: "active", listDate: "2025-10-01", listPrice: 900_000 }) },
      ],
      { asOf: "2025-10-12" },
    );
    expect(plan.counts).toEqual({ added: 1, changed: 1, unchanged: 0, refused: 0 });
    expect(plan.changes.map((change) => [change.mls, change.kind, change.notes])).toEqual([
      ["200001", "changed", ["Under contract on October 10, 2025 at $2,000,000"]],
      ["200009", "added", ["Active on October 1, 2025 at $900,000"]],
    ]);
    const again = planUpload(
      stored,
      [{ line: 2, row: row({ status: "active", listDate: "2025-09-01", listPrice: 2_000_000 }) }],
      {
        asOf: "2025-10-12",
      },
    );
    expect(again.counts).toEqual({ added: 0, changed: 0, unchanged: 1, refused: 0 });
    expect(again.folded).toEqual([]);
  });

  it("refuses a row that a later stored row contradicts", () => {
    const later = new Map([
      [
        "200001",
        [
          seen("2025-10-19", {
            status: "active",
            listDate: "2025-09-01",
            listPrice: 2_000_000,
            statusDate: "2025-09-01",
          }),
        ],
      ],
    ]);
    const plan = planUpload(
      later,
      [
        {
          line: 4,
          row: row({
            status: "under-contract",
            listDate: "2025-09-01",
            listPrice: 2_000_000,
            pendingDate: "2025-10-01",
          }),
        },
      ],
      { asOf: "2025-10-05" },
    );
    expect(plan.counts.refused).toBe(1);
    expect(plan.refusals[0]).toMatchObject({ line: 4, mls: "200001", column: null });
    expect(plan.refusals[0]?.reason).toMatch(
      /^MLS 200001: It contradicts a later export's row \(upload \d+, as of October 19, 2025\)/,
    );
  });

  it("covers from the export's earliest date, or the day after the newest stored export's day", () => {
    expect(defaultCoversFrom("2021-01-04", "2025-11-30", null)).toBe("2021-01-04");
    expect(defaultCoversFrom("2021-01-04", "2025-11-30", "2025-11-23")).toBe("2025-11-24");
    // An older export backfilled after newer ones covers its own span.
    expect(defaultCoversFrom("2021-01-04", "2025-06-30", "2025-11-23")).toBe("2021-01-04");
    expect(defaultCoversFrom(null, "2025-11-30", null)).toBe("2025-11-30");
  });
});

// A listing's true life (statuses and prices day by day) and the rows weekly exports would show of
// it: every row truthful, so none is refused, the history agrees with every row on its day, and
// folding the rows twice changes nothing.

type Life = { listDate: string; price: number; changes: { day: number; status?: ListingStatus; price?: number }[] };

const NEXT: Record<ListingStatus, ListingStatus[]> = {
  "coming-soon": ["active"],
  active: ["under-contract", "withdrawn", "expired", "canceled", "temporarily-off-market"],
  "under-contract": ["active", "closed"],
  closed: [],
  withdrawn: ["active"],
  expired: ["active"],
  canceled: ["active"],
  "temporarily-off-market": ["active"],
};

const lives = fc
  .record({
    start: fc.integer({ min: 0, max: 300 }),
    price: fc.integer({ min: 5, max: 80 }).map((value) => value * 100_000),
    steps: fc.array(
      fc.record({
        gap: fc.integer({ min: 1, max: 20 }),
        kind: fc.constantFrom("status", "price"),
        pick: fc.nat(),
        cut: fc.integer({ min: -3, max: 5 }),
      }),
      { maxLength: 12 },
    ),
  })
  .map(({ start, price, steps }): Life => {
    const changes: Life["changes"] = [];
    let status: ListingStatus = "active";
    let day = 0;
    let current = price;
    for (const step of steps) {
      if (status === "closed") break;
      day += step.gap;
      if (step.kind === "status") {
        const options: ListingStatus[] = NEXT[status];
        status = options[step.pick % options.length]!;
        changes.push({ day, status });
      } else if (step.cut !== 0 && (status === "active" || status === "under-contract")) {
        current = Math.max(100_000, current - step.cut * 50_000);
        changes.push({ day, price: current });
      }
    }
    return { listDate: addDays("2024-01-01", start), price, changes };
  });

/** What an export as of `asOf` shows of the listing (null before its list date). */
function rowOn(life: Life, asOf: string): ListingRow | null {
  if (asOf < life.listDate) return null;
  let status: ListingStatus = "active";
  let price = life.price;
  let statusDate: string = life.listDate;
  let priceChangeDate: string | null = null;
  let pendingDate: string | null = null;
  for (const change of life.changes) {
    const date = addDays(life.listDate, change.day);
    if (date > asOf) break;
    if (change.status) {
      status = change.status;
      statusDate = date;
      if (status === "under-contract") pendingDate = date;
    }
    if (change.price !== undefined && change.price !== price) {
      price = change.price;
      priceChangeDate = date;
    }
  }
  const cuts = life.changes.filter(
    (change) => change.price !== undefined && addDays(life.listDate, change.day) <= asOf,
  );
  return row({
    status,
    listDate: life.listDate,
    listPrice: price,
    originalPrice: life.price,
    statusDate,
    priceChangeDate,
    pendingDate: status === "under-contract" || status === "closed" ? pendingDate : null,
    closeDate: status === "closed" ? statusDate : null,
    closePrice: status === "closed" ? price - 10_000 : null,
    offMarketDate: ["withdrawn", "expired", "canceled", "temporarily-off-market"].includes(status) ? statusDate : null,
    reductions: cuts.length,
  });
}

describe("folding truthful weekly exports (property)", () => {
  it("dates a change the export leaves undated by the close when the next export shows it closed", () => {
    // fast-check's counterexample: the price rose under contract and the listing closed the next
    // day, both between two exports that give no price change date.
    const life = {
      listDate: "2024-01-01",
      price: 500000,
      changes: [
        { day: 1, status: "under-contract" as const },
        { day: 2, price: 550000 },
        { day: 3, status: "closed" as const },
      ],
    };
    const rows: FoldRow[] = [0, 4].map((day, index) => ({
      row: { ...rowOn(life, addDays(life.listDate, day))!, priceChangeDate: null },
      asOf: addDays(life.listDate, day),
      upload: index + 1,
      line: 2,
    }));
    const folded = foldListing(rows);
    expect(folded.refused).toEqual([]);
    expect(stateOn(folded.listing!.history, "2024-01-05")).toMatchObject({ status: "closed", price: 550000 });
  });

  it("refuses none, agrees with every row on its day, and changes nothing when folded again", () => {
    // An export format may lack some dated columns: its changes are then dated on its day.
    const omitted = fc.subarray(["statusDate", "priceChangeDate", "pendingDate", "offMarketDate"] as const);
    fc.assert(
      fc.property(lives, fc.integer({ min: 1, max: 14 }), omitted, (life, every, omit) => {
        const rows: FoldRow[] = [];
        for (let day = 0; day <= 320; day += every) {
          const asOf = addDays(life.listDate, day);
          const shown = rowOn(life, asOf);
          if (shown)
            rows.push({
              row: { ...shown, ...Object.fromEntries(omit.map((key) => [key, null])) },
              asOf,
              upload: rows.length + 1,
              line: 2,
            });
        }
        const folded = foldListing(rows);
        expect(folded.refused).toEqual([]);
        const history = folded.listing!.history;
        for (const input of rows) {
          const state = stateOn(history, input.asOf)!;
          expect([state.status, state.price]).toEqual([input.row.status, input.row.listPrice]);
        }
        const again = rows.map((input, index) => ({ ...input, upload: rows.length + index + 1 }));
        expect(foldListing([...rows, ...again]).listing!.history).toEqual(history);
        // The measures read it without surprise: one new listing, on its list date.
        expect(listingRecords([history], life.listDate, addDays(life.listDate, 320)).newListings).toHaveLength(1);
      }),
      { numRuns: 200 },
    );
  });
});
