import { and, asc, count, desc, eq, ilike, or, sql, type SQL } from "drizzle-orm";
import { z } from "zod";
import { leadNotes, leads, type LeadStatus } from "~db/schema";
import type { Database } from "~/server/db.server";
import { toCsv } from "~/server/export-csv.server";
import { recordAudit } from "~/server/audit.server";
import type { StudioUser } from "~/server/session.server";
import { containsPattern, PAGE_SIZE, type ListQuery } from "./list-query";
import { LEAD_STATUSES, NOTE_MAX_LENGTH } from "./statuses";

/** A lead without a lead_notes row is "new" (the row is written at the first change). */
const statusColumn = sql<LeadStatus>`coalesce(${leadNotes.status}, 'new')`;
const noteColumn = sql<string>`coalesce(${leadNotes.note}, '')`;

const leadColumns = {
  id: leads.id,
  name: leads.name,
  email: leads.email,
  phone: leads.phone,
  userType: leads.userType,
  message: leads.message,
  createdAt: leads.createdAt,
  status: statusColumn,
  note: noteColumn,
  noteUpdatedAt: leadNotes.updatedAt,
};

export type InboxLead = {
  id: number;
  name: string;
  email: string;
  phone: string;
  userType: string;
  message: string;
  createdAt: Date;
  status: LeadStatus;
  note: string;
  noteUpdatedAt: Date | null;
};

function whereOf(query: Pick<ListQuery<LeadStatus>, "q" | "status">): SQL | undefined {
  const conditions: SQL[] = [];
  if (query.q) {
    const pattern = containsPattern(query.q);
    conditions.push(
      or(
        ilike(leads.name, pattern),
        ilike(leads.email, pattern),
        ilike(leads.phone, pattern),
        ilike(leads.message, pattern),
      )!,
    );
  }
  if (query.status) conditions.push(sql`${statusColumn} = ${query.status}`);
  return conditions.length > 0 ? and(...conditions) : undefined;
}

/** One page of leads, newest first, matching the search (name, e-mail, phone, message) and status. */
export async function listLeads(
  db: Database,
  query: ListQuery<LeadStatus>,
): Promise<{ rows: InboxLead[]; total: number }> {
  const where = whereOf(query);
  const [{ total } = { total: 0 }] = await db
    .select({ total: count() })
    .from(leads)
    .leftJoin(leadNotes, eq(leadNotes.leadId, leads.id))
    .where(where);
  const rows = await db
    .select(leadColumns)
    .from(leads)
    .leftJoin(leadNotes, eq(leadNotes.leadId, leads.id))
    .where(where)
    .orderBy(desc(leads.createdAt), desc(leads.id))
    .limit(PAGE_SIZE)
    .offset((query.page - 1) * PAGE_SIZE);
  return { rows, total };
}

/** One lead with its status and note, or undefined. */
export async function getLead(db: Database, id: number): Promise<InboxLead | undefined> {
  const [row] = await db
    .select(leadColumns)
    .from(leads)
    .leftJoin(leadNotes, eq(leadNotes.leadId, leads.id))
    .where(eq(leads.id, id))
    .limit(1);
  return row;
}

/** Leads not yet answered (no status, or "new"). */
export async function countNewLeads(db: Database): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(leads)
    .leftJoin(leadNotes, eq(leadNotes.leadId, leads.id))
    .where(sql`${statusColumn} = 'new'`);
  return row?.total ?? 0;
}

/** A lead's id in a URL: a positive integer that fits PostgreSQL's integer, or undefined. */
export const leadIdSchema = z.coerce.number().int().min(1).max(2_147_483_647);

/** The status-and-note form. Line breaks kept, other control characters dropped (NUL cannot be stored). */
export const leadNoteSchema = z.object({
  status: z.enum(LEAD_STATUSES, { error: "Choose new, replied or closed." }),
  note: z
    .string()
    .optional()
    .default("")
    .transform((value) =>
      value
        .replace(/\r\n?/g, "\n")
        .replace(/[^\P{Cc}\n]/gu, " ")
        .trim(),
    )
    .pipe(z.string().max(NOTE_MAX_LENGTH, `Keep the note under ${NOTE_MAX_LENGTH} characters.`)),
});
export type LeadNoteInput = z.infer<typeof leadNoteSchema>;

/**
 * Saves a lead's status and note; audits what changed ("lead.status" with the old and new status,
 * "lead.note" with the note's length, not its text: the audit log outlives a deletion request).
 * Returns false when the lead does not exist (deleted meanwhile).
 */
export async function saveLeadNote(
  db: Database,
  user: Pick<StudioUser, "id" | "email">,
  leadId: number,
  input: LeadNoteInput,
  now = new Date(),
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [lead] = await tx
      .select({ id: leads.id, status: statusColumn, note: noteColumn })
      .from(leads)
      .leftJoin(leadNotes, eq(leadNotes.leadId, leads.id))
      .where(eq(leads.id, leadId))
      .for("update", { of: leads })
      .limit(1);
    if (!lead) return false;
    if (lead.status === input.status && lead.note === input.note) return true;
    await tx
      .insert(leadNotes)
      .values({ leadId, status: input.status, note: input.note, updatedAt: now })
      .onConflictDoUpdate({
        target: leadNotes.leadId,
        set: { status: input.status, note: input.note, updatedAt: now },
      });
    const who = { userId: user.id, actor: user.email, subject: `lead ${leadId}` };
    if (lead.status !== input.status) {
      await recordAudit(tx, { ...who, action: "lead.status", details: { from: lead.status, to: input.status } }, now);
    }
    if (lead.note !== input.note) {
      await recordAudit(tx, { ...who, action: "lead.note", details: { length: input.note.length } }, now);
    }
    return true;
  });
}

/** Every lead as CSV (oldest first, like `npm run export -- leads`), with its status and note. */
export async function leadsCsv(db: Database): Promise<{ csv: string; rows: number }> {
  const rows = await db
    .select(leadColumns)
    .from(leads)
    .leftJoin(leadNotes, eq(leadNotes.leadId, leads.id))
    .orderBy(asc(leads.id));
  const csv = toCsv(
    ["id", "received_at", "name", "email", "phone", "user_type", "request", "status", "note"],
    rows.map((row) => [
      row.id,
      row.createdAt,
      row.name,
      row.email,
      row.phone,
      row.userType,
      row.message,
      row.status,
      row.note,
    ]),
  );
  return { csv, rows: rows.length };
}
