import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { leadersLabel, leadersOf, listOfNames, MOST_NAMED_LEADERS, nameLeaders } from "./leaders";

const BAND = { one: "band", other: "bands" };
const item = fc.record({
  name: fc.string({ minLength: 1, maxLength: 8 }),
  value: fc.option(fc.integer({ min: 0, max: 5 })),
});

describe("the leaders of a list", () => {
  it("are every item with the top value, in the list's order", () => {
    const bands = [
      { name: "501k-1M", count: 1 },
      { name: "1.001M-2M", count: 2 },
      { name: "2.001M-4M", count: 2 },
    ];
    expect(leadersOf(bands, (band) => band.count)).toEqual({ value: 2, leaders: [bands[1], bands[2]] });
    expect(leadersOf(bands, (band) => band.count, "lowest")).toEqual({ value: 1, leaders: [bands[0]] });
    expect(leadersOf([], () => 1)).toBeNull();
    expect(leadersOf([{ value: null }], (x) => x.value)).toBeNull();
  });

  it("whatever the data: all share the top value, and every item with it leads", () => {
    fc.assert(
      fc.property(fc.array(item), fc.constantFrom("highest" as const, "lowest" as const), (items, direction) => {
        const found = leadersOf(items, (x) => x.value, direction);
        const values = items.flatMap((x) => (x.value === null ? [] : [x.value]));
        if (values.length === 0) {
          expect(found).toBeNull();
          return;
        }
        const top = direction === "highest" ? Math.max(...values) : Math.min(...values);
        expect(found!.value).toBe(top);
        expect(found!.leaders.every((x) => x.value === top)).toBe(true);
        expect(found!.leaders).toEqual(items.filter((x) => x.value === top));
      }),
    );
  });
});

describe("naming the leaders", () => {
  it("lists names as a sentence does", () => {
    expect(listOfNames(["Riverside"])).toBe("Riverside");
    expect(listOfNames(["Cos Cob", "Riverside"])).toBe("Cos Cob and Riverside");
    expect(listOfNames(["A", "B", "C"])).toBe("A, B and C");
  });

  it("says a tie is a tie, and counts the leaders when there are too many to name", () => {
    expect(nameLeaders(["2.001M-4M"], BAND)).toEqual({ text: "2.001M-4M", tie: false, named: true, count: 1 });
    expect(nameLeaders(["1.001M-2M", "2.001M-4M"], BAND)).toMatchObject({ text: "1.001M-2M and 2.001M-4M", tie: true });
    expect(nameLeaders(["a", "b", "c", "d"], BAND)).toEqual({ text: "4 bands", tie: true, named: false, count: 4 });
  });

  it("labels a cell or a card: one name, names tied, or a count tied", () => {
    expect(leadersLabel(["Riverside"], BAND)).toBe("Riverside");
    expect(leadersLabel(["Cos Cob", "Riverside"], BAND)).toBe("Cos Cob and Riverside (tied)");
    expect(leadersLabel(["a", "b", "c", "d"], BAND)).toBe("4 bands, tied");
  });

  it("whatever the names: each leader is named, or all are counted as a tie", () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.stringMatching(/^[A-Z][a-z]{0,6}$/), { minLength: 1, maxLength: 8 }), (names) => {
        const naming = nameLeaders(names, BAND);
        expect(naming.tie).toBe(names.length > 1);
        if (names.length <= MOST_NAMED_LEADERS) {
          for (const name of names) expect(naming.text.split(/, | and /)).toContain(name);
        } else {
          expect(naming.text).toBe(`${names.length} bands`);
        }
      }),
    );
  });
});
