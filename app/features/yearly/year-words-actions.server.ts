import { data } from "react-router";
import type { Database } from "~/server/db.server";
import type { AuditEntry } from "~/server/audit.server";
import { completeYears, type YearHistory } from "~/domain/quarters";
import { yearWordsForm, type YearWords } from "./year-words";
import { saveYearWords } from "./year-words-store.server";

type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

/** Writes an audit entry inside the save's transaction (the studio's recordAudit, passed by the route). */
export type AuditWriter = (tx: Transaction, entry: AuditEntry) => Promise<void>;

export type YearWordsActionData =
  | { ok: true; message: string }
  | { ok: false; error: string; field?: "summary" | "outlook"; values?: { summary: string; outlook: string } };

/**
 * The studio's form for a year's words (owners and editors; the route checked the session): for a
 * year the history holds, saved and audited in one transaction. Bad input is a 400 naming the
 * field, with the words sent, and stores nothing; a year the history does not hold is a 404.
 */
export async function yearWordsAction(
  request: Request,
  db: Database,
  history: YearHistory,
  user: { id: number; email: string },
  audit: AuditWriter,
) {
  const form = await request.formData().catch(() => null);
  const posted = form ? Object.fromEntries([...form].filter(([, value]) => typeof value === "string")) : {};
  const values = {
    summary: typeof posted.summary === "string" ? posted.summary : "",
    outlook: typeof posted.outlook === "string" ? posted.outlook : "",
  };
  const parsed = yearWordsForm.safeParse(posted);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const field = issue?.path[0];
    const named = field === "summary" || field === "outlook" ? field : undefined;
    return data<YearWordsActionData>(
      {
        ok: false,
        error:
          named || field === "year" || field === "intent"
            ? issue!.message
            : "This form was not sent as the page sends it.",
        field: named,
        values,
      },
      { status: 400 },
    );
  }
  const { year, summary, outlook } = parsed.data;
  if (!completeYears(history).includes(year)) {
    return data<YearWordsActionData>(
      { ok: false, error: `The history does not hold all of ${year}: there is no review of it to write for.`, values },
      { status: 404 },
    );
  }
  const words: YearWords = { summary, outlook };
  const saved = await db.transaction(async (tx) => {
    const change = await saveYearWords(tx, year, words, user.id);
    if (change) {
      await audit(tx, {
        userId: user.id,
        actor: user.email,
        action: "yearly.words-saved",
        subject: `year ${year}`,
        details: { year, before: change.before, after: change.after },
      });
    }
    return change;
  });
  return data<YearWordsActionData>({
    ok: true,
    message: saved ? `The words of the ${year} review are saved and on the public page.` : "Nothing changed.",
  });
}
