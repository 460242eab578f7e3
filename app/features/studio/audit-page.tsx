import { Form, Link } from "react-router";
import { buttonClasses } from "~/components/ui/button-link";
import { SelectField } from "~/components/ui/field";
import { PageHeading } from "~/components/ui/page-heading";
import { StackedTable } from "~/components/ui/stacked-table";
import { formatStudioTime } from "~/lib/studio-time";
import type { auditPage } from "./people-actions.server";

type AuditView = Awaited<ReturnType<typeof auditPage>>;

type Entry = AuditView["entries"][number];

function pageHref(page: number, action: string): string {
  const query = new URLSearchParams();
  if (action) query.set("action", action);
  if (page > 1) query.set("page", String(page));
  const search = query.toString();
  return `/studio/audit${search ? `?${search}` : ""}`;
}

/** Owners only: who did what, when; newest first, 50 a page, optionally one action. */
export function AuditPage({ view }: { view: AuditView }) {
  const { entries, actions, action, page, pages, total } = view;
  return (
    <div className="space-y-6">
      <PageHeading title="Audit log" />
      <Form method="get" className="flex flex-wrap items-end gap-3">
        <SelectField label="Action" name="action" defaultValue={action}>
          <option value="">Every action</option>
          {actions.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </SelectField>
        <button type="submit" className={buttonClasses("secondary")}>
          Show
        </button>
      </Form>
      <StackedTable<Entry>
        caption={`${total} ${total === 1 ? "entry" : "entries"}${action ? ` of ${action}` : ""}, newest first`}
        rowKey={(entry) => String(entry.id)}
        rows={entries}
        columns={[
          { header: "When", cell: (entry) => formatStudioTime(entry.at) },
          { header: "Who", cell: (entry) => <span className="break-all">{entry.actor}</span> },
          { header: "What", cell: (entry) => entry.action },
          { header: "Subject", cell: (entry) => <span className="break-all">{entry.subject}</span> },
          { header: "Details", cell: (entry) => <span className="font-mono text-xs break-all">{entry.details}</span> },
        ]}
      />
      <nav aria-label="Audit log pages" className="flex items-center gap-4">
        {page > 1 ? (
          <Link className="font-semibold text-blue-800 underline" to={pageHref(page - 1, action)}>
            Newer
          </Link>
        ) : null}
        <span className="text-sm text-slate-700">
          Page {page} of {pages}
        </span>
        {page < pages ? (
          <Link className="font-semibold text-blue-800 underline" to={pageHref(page + 1, action)}>
            Older
          </Link>
        ) : null}
      </nav>
    </div>
  );
}
