import { Link } from "react-router";
import { buttonClasses, ButtonLink } from "~/components/ui/button-link";
import { Card } from "~/components/ui/card";
import { SelectField, TextAreaField } from "~/components/ui/field";
import { Notice } from "~/components/ui/notice";
import { PageHeading } from "~/components/ui/page-heading";
import { StatusBadge } from "~/components/ui/status-badge";
import { formatStudioTime } from "~/lib/studio-time";
import type { LeadActionData, LeadView } from "./lead-actions.server";
import { LEAD_STATUSES, NOTE_MAX_LENGTH } from "./statuses";

const REPLY_SUBJECT = "Your request to Greenwich Market Report";

/** The number as a tel: link dials it: digits and a leading +. */
function telHref(phone: string): string {
  return `tel:${phone.replace(/(?!^\+)[^\d]/g, "")}`;
}

/** One lead: what they sent, one-tap reply, and its status and private note. */
export function LeadPage({ view, answer: actionData }: { view: LeadView; answer: LeadActionData | undefined }) {
  const { lead, saved } = view;
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
        <dl className="mt-3 grid grid-cols-[minmax(0,1fr)] gap-x-6 gap-y-2 sm:grid-cols-[10rem_minmax(0,1fr)]">
          <dt className="font-semibold text-slate-700">Received</dt>
          <dd>
            <time dateTime={new Date(lead.createdAt).toISOString()}>{formatStudioTime(lead.createdAt)}</time>
          </dd>
          <dt className="font-semibold text-slate-700">E-mail</dt>
          <dd className="[overflow-wrap:anywhere]">{lead.email}</dd>
          <dt className="font-semibold text-slate-700">Phone</dt>
          <dd>{lead.phone || "Not given"}</dd>
          <dt className="font-semibold text-slate-700">They are</dt>
          <dd>{lead.userType}</dd>
          <dt className="font-semibold text-slate-700">Message</dt>
          <dd className="[overflow-wrap:anywhere] whitespace-pre-line">{lead.message || "No message"}</dd>
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
