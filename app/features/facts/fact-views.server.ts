import { data } from "react-router";
import type { Database } from "~/server/db.server";
import { factNames, factValue, formatFact } from "~content/facts";
import { isFactName, staleFacts, UNIT_RANGES } from "./fact-edit";
import { factHistoryOf, listFacts, readFactBook } from "./fact-store.server";

/** /studio/facts: every named market fact the pages quote, its value, its period and how old it is. */
export async function factListView(db: Database) {
  const { book, edited } = await listFacts(db);
  const stale = new Set(staleFacts(book, new Date().toISOString().slice(0, 10)).map((fact) => fact.name));
  return {
    facts: factNames.map((name) => ({
      name,
      measures: book.facts[name].measures,
      value: factValue(name, book),
      period: book.facts[name].period,
      asOf: book.facts[name].asOf,
      edited: edited.has(name),
      stale: stale.has(name),
    })),
  };
}

export type FactListView = Awaited<ReturnType<typeof factListView>>;

/** /studio/facts/:name: one fact as it is now, whether it is out of date, and the values it had before. */
export async function factPageView(db: Database, name: string) {
  if (!isFactName(name)) throw data("There is no such fact.", { status: 404 });
  const book = await readFactBook(db);
  const fact = book.facts[name];
  const today = new Date().toISOString().slice(0, 10);
  return {
    name,
    fact,
    value: factValue(name, book),
    stale: staleFacts(book, today).some((stale) => stale.name === name),
    hint: UNIT_RANGES[fact.unit].words,
    history: (await factHistoryOf(db, name)).map((entry) => ({
      ...entry,
      shown: formatFact({ ...fact, ...entry, upTo: entry.upTo }),
    })),
  };
}

export type FactPageView = Awaited<ReturnType<typeof factPageView>>;
