import { data } from "react-router";
import type { Database } from "~/server/db.server";
import { factValue, formatFact } from "~content/facts";
import { isFactName, staleFacts, UNIT_RANGES } from "./fact-edit";
import { factHistoryOf, readFactBook } from "./fact-store.server";

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
