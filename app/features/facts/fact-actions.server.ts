import { data } from "react-router";
import type { Database } from "~/server/db.server";
import { defaultFactBook, formatFact } from "~content/facts";
import { isFactName, parseFactForm, withFields, type FactFields } from "./fact-edit";
import { saveFact } from "./fact-store.server";

type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

/** Writes an audit entry inside the change's transaction (the studio's recordAudit, passed by the route). */
export type AuditWriter = (
  tx: Transaction,
  entry: { userId: number; actor: string; action: string; subject: string; details: Record<string, unknown> },
) => Promise<void>;

export type FactActionData =
  | { ok: true; message: string }
  | { ok: false; error: string; field?: keyof FactFields; values?: Record<string, string> };

/** Today as a calendar date, in UTC like the history's days. */
function today(): string {
  return new Date().toISOString().slice(0, 10);
}

/**
 * The edit form of one fact (owners and editors; the route checked the session). A wrong field is
 * a 400 naming it, with what was typed, and stores nothing; an unknown fact is a 404.
 */
export async function factAction(
  request: Request,
  name: string,
  db: Database,
  user: { id: number; email: string },
  audit: AuditWriter,
) {
  if (!isFactName(name)) throw data({ error: "There is no such fact." }, { status: 404 });
  const form = await request.formData().catch(() => null);
  const posted = form
    ? Object.fromEntries([...form].filter((entry): entry is [string, string] => typeof entry[1] === "string"))
    : {};
  const parsed = parseFactForm(name, posted, today());
  if (!parsed.ok) {
    const field = parsed.field === "name" ? undefined : parsed.field;
    return data<FactActionData>({ ok: false, error: parsed.error, field, values: posted }, { status: 400 });
  }
  const fact = defaultFactBook.facts[name];
  const edit = await db.transaction(async (tx) => {
    const saved = await saveFact(tx, name, parsed.fields, user.id);
    if (saved) {
      await audit(tx, {
        userId: user.id,
        actor: user.email,
        action: "fact.edited",
        subject: `fact ${name}`,
        details: { before: saved.before, after: saved.after },
      });
    }
    return saved;
  });
  return data<FactActionData>({
    ok: true,
    message: edit
      ? `Saved: ${edit.after.measures} is now ${formatFact(withFields(fact, edit.after))} on every page that cites it.`
      : "Nothing changed.",
  });
}
