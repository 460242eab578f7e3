import { data } from "react-router";
import type { Database } from "~/server/db.server";
import { testimonialForm } from "./testimonial-edit";
import { changeTestimonials, type TestimonialChange } from "./testimonial-store.server";

type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

/** Writes an audit entry inside the change's transaction (the studio's recordAudit, passed by the route). */
export type AuditWriter = (
  tx: Transaction,
  entry: { userId: number; actor: string; action: string; subject: string; details: Record<string, unknown> },
) => Promise<void>;

export type TestimonialsActionData =
  { ok: true; message: string } | { ok: false; error: string; field?: "quote" | "name" | "role"; ref?: string };

/**
 * The testimonials page's forms (owners and editors; the route checked the session): add, edit,
 * move, hide or show, delete. Bad input is a 400 naming the field and stores nothing.
 */
export async function testimonialsAction(
  request: Request,
  db: Database,
  user: { id: number; email: string },
  audit: AuditWriter,
) {
  const form = await request.formData().catch(() => null);
  const posted = form ? Object.fromEntries([...form].filter(([, value]) => typeof value === "string")) : {};
  const parsed = testimonialForm.safeParse(posted);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const field = issue?.path[0];
    const named = field === "quote" || field === "name" || field === "role" ? field : undefined;
    return data<TestimonialsActionData>(
      {
        ok: false,
        error: named ? issue!.message : "This form was not sent as the page sends it.",
        field: named,
        ref: typeof posted.id === "string" ? posted.id : undefined,
      },
      { status: 400 },
    );
  }
  const input = parsed.data;
  const change: TestimonialChange =
    input.intent === "add"
      ? { intent: "add", fields: { quote: input.quote, name: input.name, role: input.role } }
      : input.intent === "edit"
        ? { intent: "edit", ref: input.id, fields: { quote: input.quote, name: input.name, role: input.role } }
        : input.intent === "move"
          ? { intent: "move", ref: input.id, direction: input.direction }
          : input.intent === "visibility"
            ? { intent: "visibility", ref: input.id, visible: input.visible === "true" }
            : { intent: "delete", ref: input.id };
  const done = await db.transaction(async (tx) => {
    const changed = await changeTestimonials(tx, change);
    if (changed) {
      const { action, subject, details } = changed;
      await audit(tx, { userId: user.id, actor: user.email, action, subject, details });
    }
    return changed;
  });
  if (!done) {
    return data<TestimonialsActionData>(
      { ok: false, error: "That testimonial is no longer there: the list below is the current one." },
      { status: 409 },
    );
  }
  return data<TestimonialsActionData>({ ok: true, message: done.message });
}
