import { data, redirect } from "react-router";
import { formValues } from "~/server/form-values.server";
import type { StudioUser } from "~/server/session.server";
import type { StudioServices } from "~/server/studio-services.server";
import { getLead, leadIdSchema, leadNoteSchema, saveLeadNote } from "./leads-inbox.server";

/** The lead's id from the address; anything else is a 404. */
export function leadIdOf(params: { id?: string }): number {
  const id = leadIdSchema.safeParse(params.id);
  if (!id.success) throw data("No such lead.", { status: 404 });
  return id.data;
}

/** /studio/leads/:id: the lead, and whether it was just saved. */
export async function leadView(db: StudioServices["db"], id: number, search: URLSearchParams) {
  const lead = await getLead(db, id);
  if (!lead) throw data("No such lead: it may have been deleted.", { status: 404 });
  return { lead, saved: search.has("saved") };
}

export type LeadView = Awaited<ReturnType<typeof leadView>>;

export type LeadActionData = { errors: Partial<Record<"status" | "note" | "form", string>> };

/** Saves the status and the private note; 400 with the messages for bad input, nothing stored. */
export async function leadAction(
  request: Request,
  id: number,
  { user, services }: { user: StudioUser; services: StudioServices },
) {
  const values = await formValues(request);
  if (!values) return data<LeadActionData>({ errors: { form: "Send the form again." } }, { status: 400 });
  const parsed = leadNoteSchema.safeParse(values);
  if (!parsed.success) {
    const errors: LeadActionData["errors"] = {};
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] === "note" ? "note" : issue.path[0] === "status" ? "status" : "form";
      errors[field] ??= issue.message;
    }
    return data<LeadActionData>({ errors }, { status: 400 });
  }
  if (!(await saveLeadNote(services.db, user, id, parsed.data))) {
    throw data("No such lead: it may have been deleted.", { status: 404 });
  }
  // Post/redirect/get: a reload does not post again.
  return redirect(`/studio/leads/${id}?saved=1`);
}
