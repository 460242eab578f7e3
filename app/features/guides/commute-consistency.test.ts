import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { defaultFactBook, factNames, facts, type Fact, type FactBook, type FactName } from "~content/facts";
import { testQuotes } from "~/domain/test-market-quotes";
import { testTownMedian } from "~/domain/test-town-median";
import { byramGuidePageView } from "./byram-guide-view";
import { familyNeighborhoodsPageView } from "./family-neighborhoods-view";
import { greenwichVsStamfordPageView } from "./greenwich-vs-stamford-view";
import { westernGreenwichPageView } from "./western-greenwich-view";

// Decision 130: one fact per route and mode of commuting, read by every page that quotes it. The
// studio edits facts, so the pages must agree for any values, not only for today's: the book is
// drawn at random and every page is rendered from it.

// The history's town median the pages quote beside the facts (decision 141): no commute in it.
const median = testTownMedian();
// The history's quotes (decision 159): no commute in them either.
const quotes = testQuotes();
const commuteFacts = factNames.filter((name) => facts[name].unit === "minutes");
const trainFacts = commuteFacts.filter((name) => facts[name].measure.startsWith("train-"));
/** The Greenwich neighborhoods whose station's trains are facts (Stamford is the other town). */
const villages = [...new Set(trainFacts.map((name) => facts[name].segment))].filter(
  (segment) => segment !== "Stamford",
);

const trainOf = (book: FactBook, village: string, mode: "express" | "local"): Fact => {
  const fact = trainFacts
    .map((name) => book.facts[name])
    .find((f) => f.segment === village && f.measure === `train-${mode}-minutes`);
  if (!fact) throw new Error(`No ${mode} train for ${village}`);
  return fact;
};

/** A book whose commute facts take the drawn values (each its own, so a figure names its fact). */
function bookWith(minutes: readonly number[]): FactBook {
  const edited = Object.fromEntries(
    commuteFacts.map((name, index) => {
      const value = minutes[index]!;
      const fact: Fact = defaultFactBook.facts[name];
      return [name, fact.upTo === undefined ? { ...fact, value } : { ...fact, value, upTo: value + 5 }];
    }),
  ) as Partial<Record<FactName, Fact>>;
  return { facts: { ...defaultFactBook.facts, ...edited }, changes: {} };
}

const books = fc
  .uniqueArray(fc.integer({ min: 5, max: 180 }), { minLength: commuteFacts.length, maxLength: commuteFacts.length })
  .map(bookWith);

/** Every "N minutes" or "N-M minutes" a text quotes, as [low, high]. */
function quotedMinutes(text: string): [number, number][] {
  return [...text.matchAll(/\b(\d+)(?:-(\d+))? minutes\b/g)].map(([, low, high]) => [Number(low), Number(high ?? low)]);
}

describe("commutes: one fact per route and mode, the same on every page (decision 130)", () => {
  it("has an express and a local train for every neighborhood that has either", () => {
    expect(villages.length).toBeGreaterThanOrEqual(5);
    for (const village of villages) {
      expect(() => trainOf(defaultFactBook, village, "express")).not.toThrow();
      expect(() => trainOf(defaultFactBook, village, "local")).not.toThrow();
    }
  });

  it("quotes only the book's commute facts, on every page, whatever their values", () => {
    fc.assert(
      fc.property(books, (book) => {
        const values = new Set(commuteFacts.flatMap((name) => [book.facts[name].value, book.facts[name].upTo]));
        const pages = [
          byramGuidePageView(book, median, quotes),
          familyNeighborhoodsPageView(book, quotes),
          greenwichVsStamfordPageView(book, median),
          westernGreenwichPageView(book),
        ];
        for (const page of pages) {
          for (const [low, high] of quotedMinutes(JSON.stringify(page))) {
            expect(values.has(low), `${low} minutes`).toBe(true);
            expect(values.has(high), `${high} minutes`).toBe(true);
          }
        }
      }),
    );
  });

  it("gives Byram the same trains in the Byram guide and the family guide", () => {
    fc.assert(
      fc.property(books, (book) => {
        const byramCard = byramGuidePageView(book, median, quotes).byramStatistics.find((s) =>
          /Grand Central/.test(s.label),
        );
        const familyCard = familyNeighborhoodsPageView(book, quotes).rankedNeighbourhoods.find((n) => n.id === "byram");
        const familyTrains = familyCard?.facts.find((f) => /Grand Central/.test(f.label))?.value ?? "";
        const express = trainOf(book, "Byram", "express").value;
        expect(quotedMinutes(byramCard?.value ?? "")).toEqual([[express, express]]);
        expect(quotedMinutes(familyTrains)[0]).toEqual([express, express]);
      }),
    );
  });

  it("holds every neighborhood's trains, on any page, inside the town's span", () => {
    fc.assert(
      fc.property(books, (book) => {
        const row = greenwichVsStamfordPageView(book, median).townMetrics.find((m) => /Grand Central/.test(m.metric));
        const [[low, high] = [Number.NaN, Number.NaN]] = quotedMinutes(row?.greenwich ?? "");
        for (const village of villages) {
          for (const mode of ["express", "local"] as const) {
            const minutes = trainOf(book, village, mode).value;
            expect(minutes, `${village} ${mode}`).toBeGreaterThanOrEqual(low);
            expect(minutes, `${village} ${mode}`).toBeLessThanOrEqual(high);
          }
        }
        const family = familyNeighborhoodsPageView(book, quotes).rankedNeighbourhoods;
        const shown = [
          ...family.flatMap((n) => quotedMinutes(n.facts.map((f) => f.value).join(" "))),
          ...quotedMinutes(
            byramGuidePageView(book, median, quotes)
              .byramStatistics.map((s) => `${s.value} ${s.comparison}`)
              .join(" "),
          ),
        ];
        for (const [minutes] of shown) {
          expect(minutes).toBeGreaterThanOrEqual(low);
          expect(minutes).toBeLessThanOrEqual(high);
        }
      }),
    );
  });

  it("prints what each quoted commute measures, from where to where, on its page", () => {
    const byram = byramGuidePageView(defaultFactBook, median, quotes).byramStatisticNotes.join(" ");
    expect(byram).toContain("Byram to Grand Central by Metro-North, fastest express train from Port Chester");
    const family = familyNeighborhoodsPageView(defaultFactBook, quotes).rankedNeighbourhoodNotes.join(" ");
    expect(family).toMatch(/Old Greenwich.* to Grand Central by Metro-North, fastest local train/);
    const western = westernGreenwichPageView(defaultFactBook).considerationNotes.join(" ");
    expect(western).toContain("extra driving time to a Greenwich train station or I-95");
  });
});
