import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { GREENWICH_ZIPS } from "~/domain/contract-types";
import { SALE_TYPES } from "~/domain/market-records";
import {
  choiceMessages,
  DEFAULT_CHOICE,
  inMarket,
  knownChoice,
  marketKey,
  marketLabel,
  parseMarketChoice,
  WHOLE_TOWN,
} from "./market-choice";

/** A post's repeated fields, as `all(name)` reads them. */
const post =
  (fields: Record<string, string[]>) =>
  (name: string): string[] =>
    fields[name] ?? [];

describe("a subscriber's market choice", () => {
  it("defaults to the whole town, every week, when nothing is ticked", () => {
    expect(parseMarketChoice(post({}))).toEqual({ ok: true, data: DEFAULT_CHOICE });
    expect(parseMarketChoice(post({ band: [""], cadence: [""] }))).toEqual({ ok: true, data: DEFAULT_CHOICE });
  });

  it("keeps villages and types once each, in the site's order", () => {
    const parsed = parseMarketChoice(
      post({
        village: ["06878", "06807", "06878"],
        homeType: ["condo", "single-family"],
        band: ["under-2m"],
        cadence: ["monthly"],
      }),
    );
    expect(parsed).toEqual({
      ok: true,
      data: { villages: ["06807", "06878"], types: ["single-family", "condo"], band: "under-2m", cadence: "monthly" },
    });
  });

  it("refuses an unknown village, type, band or cadence, naming each field", () => {
    expect(
      parseMarketChoice(
        post({ village: ["06878", "10001"], homeType: ["rental"], band: ["9m-plus"], cadence: ["daily"] }),
      ),
    ).toEqual({
      ok: false,
      errors: {
        villages: choiceMessages.villages,
        types: choiceMessages.types,
        band: choiceMessages.band,
        cadence: choiceMessages.cadence,
      },
    });
    // Two bands at once is not one band.
    expect(parseMarketChoice(post({ band: ["under-2m", "6m-plus"] }))).toEqual({
      ok: false,
      errors: { band: choiceMessages.band },
    });
  });

  it("reads a stored row back, dropping what the site does not offer", () => {
    expect(
      knownChoice({ villages: ["06878", "bogus"], homeTypes: ["land", "rental"], priceBand: "x", cadence: "daily" }),
    ).toEqual({ villages: ["06878"], types: ["land"], band: "all", cadence: "weekly" });
  });

  it("names the market in words", () => {
    expect(marketLabel(WHOLE_TOWN)).toBe("All of Greenwich");
    expect(marketLabel({ villages: ["06878"], types: [], band: "under-2m" })).toBe("Riverside, under $2M");
    expect(marketLabel({ villages: ["06807", "06870", "06878"], types: ["condo", "land"], band: "all" })).toBe(
      "Cos Cob, Old Greenwich and Riverside, condo and land",
    );
  });

  it("holds a record exactly when its village, type and band are chosen (none chosen: any), never a lease", () => {
    const zip = fc.constantFrom(...GREENWICH_ZIPS);
    const type = fc.constantFrom(...SALE_TYPES);
    fc.assert(
      fc.property(
        fc.record({
          villages: fc.uniqueArray(zip),
          types: fc.uniqueArray(type),
          band: fc.constantFrom("all", "under-2m", "2m-4m", "4m-6m", "6m-plus" as const),
        }),
        fc.record({
          zip,
          type: fc.oneof(type, fc.constant("rental" as const)),
          price: fc.integer({ min: 1, max: 20_000_000 }),
        }),
        (filter, record) => {
          const bandOk =
            filter.band === "all" ||
            {
              "under-2m": record.price < 2e6,
              "2m-4m": record.price >= 2e6 && record.price < 4e6,
              "4m-6m": record.price >= 4e6 && record.price < 6e6,
              "6m-plus": record.price >= 6e6,
            }[filter.band];
          const expected =
            record.type !== "rental" &&
            (filter.villages.length === 0 || filter.villages.includes(record.zip)) &&
            (filter.types.length === 0 || (filter.types as string[]).includes(record.type)) &&
            bandOk;
          expect(inMarket(record, filter)).toBe(expected);
        },
      ),
    );
  });

  it("gives two subscribers with the same market one key, and different markets different keys", () => {
    const a = { villages: ["06878" as const], types: [], band: "under-2m" as const };
    expect(marketKey(a)).toBe(marketKey({ ...a }));
    expect(marketKey(a)).not.toBe(marketKey({ ...a, band: "all" }));
    expect(marketKey(WHOLE_TOWN)).toBe("all|all|all");
  });
});
