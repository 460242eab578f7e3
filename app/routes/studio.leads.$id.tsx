import { data, Link, redirect } from "react-router";
import type { Route } from "./+types/studio.leads.$id";
import { buttonClasses, ButtonLink } from "~/components/ui/button-link";
import { Card } from "~/components/ui/card";
import { SelectField, TextAreaField } from "~/components/ui/field";
import { requireStudioUser } from "~/server/session.server";
import { getLead, leadIdSchema, leadNoteSchema, saveLeadNote } from "~/features/workspace/leads-inbox.server";
import { LEAD_STATUSES, NOTE_MAX_LENGTH } from "~/features/workspace/statuses";
import { Notice } from "~/components/ui/notice";
import { PageHeading } from "~/components/ui/page-heading";
import { StatusBadge } from "~/components/ui/status-badge";
import { formValues } from "~/server/form-values.server";
import { formatStudioTime } from "~/lib/studio-time";
import { studioMeta } from "~/features/studio/studio-meta";

export function meta({ matches }: Route.MetaArgs) {
  return studioMeta("Lead", matches);
}

function leadIdOf(params: { id?: string }): number {
  const id = leadIdSchema.safeParse(params.id);
  if (!id.success) throw data("No such lead.", { status: 404 });
  return id.data;
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { services } = await requireStudioUser(request, context);
  const lead = await getLead(services.db, leadIdOf(params));
  if (!lead) throw data("No such lead: it may have been deleted.", { status: 404 });
  return { lead, saved: new URL(request.url).searchParams.has("saved") };
}

type ActionData = { errors: Partial<Record<"status" | "note" | "form", string>> };

/** Saves the status and the private note; 400 with the messages for bad input, nothing stored. */
export async function action({ request, context, params }: Route.ActionArgs) {
  const { services, user } = await requireStudioUser(request, context);
  const id = leadIdOf(params);
  const values = await formValues(request);
  if (!values) return data<ActionData>({ errors: { form: "Send the form again." } }, { status: 400 });
  const parsed = leadNoteSchema.safeParse(values);
  if (!parsed.success) {
    const errors: ActionData["errors"] = {};
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] === "note" ? "note" : issue.path[0] === "status" ? "status" : "form";
      errors[field] ??= issue.message;
    }
    return data<ActionData>({ errors }, { status: 400 });
  }
  if (!(await saveLeadNote(services.db, user, id, parsed.data))) {
    throw data("No such lead: it may have been deleted.", { status: 404 });
  }
  // Post/redirect/get: a reload does not post again.
  return redirect(`/studio/leads/${id}?saved=1`);
}

const REPLY_SUBJECT = "Your request to Greenwich Market Report";

/** The number as a tel: link dials it: digits and a leading +. */
function telHref(phone: string): string {
  return `tel:${phone.replace(/(?!^\+)[^\d]/g, "")}`;
}

/** One lead: what they sent, one-tap reply, and its status and private note. */
export default function StudioLead({ loaderData, actionData }: Route.ComponentProps) {
  const { lead, saved } = loaderData;
  const errors = actionData?.errors ?? {};
  const mailto = `mailto:${lead.email}?subject=${encodeURIComponent(REPLY_SUBJECT)}`;
  return (
    <div className="space-y-6">
      <p>
        <Link to="/studio/leads" className="text-sm font-semibold text-blue-800 underline underline-offset-4">
          ← All leads
        </Link>
      </p>
      <PageHeading title={lead.name}>
        <StatusBadge status={lead.status} />
      </PageHeading>
      {saved && !actionData ? <Notice>Saved.</Notice> : null}
      {errors.form ? <Notice tone="red">{errors.form}</Notice> : null}
      <div className="flex flex-wrap gap-3">
        <ButtonLink to={mailto}>Reply by e-mail</ButtonLink>
        {lead.phone ? (
          <ButtonLink to={telHref(lead.phone)} variant="secondary">
            Call {lead.phone}
          </ButtonLink>
        ) : null}
      </div>
      <Card className="p-4 sm:p-6">
        <h2 className="text-lg font-semibold text-slate-900">The request</h2>
        <dl className="mt-3 grid gap-x-6 gap-y-2 sm:grid-cols-[10rem_1fr]">
          <dt className="font-semibold text-slate-700">Received</dt>
          <dd>
            <time dateTime={new Date(lead.createdAt).toISOString()}>{formatStudioTime(lead.createdAt)}</time>
          </dd>
          <dt className="font-semibold text-slate-700">E-mail</dt>
          <dd className="break-words">{lead.email}</dd>
          <dt className="font-semibold text-slate-700">Phone</dt>
          <dd>{lead.phone || "Not given"}</dd>
          <dt className="font-semibold text-slate-700">They are</dt>
          <dd>{lead.userType}</dd>
          <dt className="font-semibold text-slate-700">Message</dt>
          <dd className="break-words whitespace-pre-line">{lead.message || "No message"}</dd>
        </dl>
      </Card>
      <Card className="p-4 sm:p-6">
        <h2 className="text-lg font-semibold text-slate-900">Status and private note</h2>
        <form method="post" className="mt-3 space-y-4" noValidate>
          <SelectField label="Status" name="status" defaultValue={lead.status} error={errors.status} required>
            {LEAD_STATUSES.map((status) => (
              <option key={status} value={status}>
                {status[0]!.toUpperCase() + status.slice(1)}
              </option>
            ))}
          </SelectField>
          <TextAreaField
            label="Private note"
            hint="Only people signed in to the studio see it."
            name="note"
            rows={5}
            maxLength={NOTE_MAX_LENGTH}
            defaultValue={lead.note}
            error={errors.note}
            optional
          />
          <button type="submit" className={buttonClasses("primary")}>
            Save
          </button>
        </form>
        {lead.noteUpdatedAt ? (
          <p className="mt-3 text-sm text-slate-600">Last changed {formatStudioTime(lead.noteUpdatedAt)}.</p>
        ) : null}
      </Card>
    </div>
  );
}
