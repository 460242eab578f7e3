import { buttonClasses } from "~/components/ui/button-link";
import { Card } from "~/components/ui/card";
import { SelectField } from "~/components/ui/field";
import { Notice } from "~/components/ui/notice";
import { PageHeading } from "~/components/ui/page-heading";
import { StackedTable } from "~/components/ui/stacked-table";
import { StatusBadge } from "~/components/ui/status-badge";
import { formatInteger } from "~/lib/format";
import { formatStudioTime } from "~/lib/studio-time";
import type { DeliveriesActionData, DeliveriesView } from "./deliveries-actions.server";
import type { DigestSendProgress, ReportSendProgress } from "./deliveries.server";
import { DELIVERY_KIND_LABELS } from "./statuses";
import { Pager } from "./workspace-ui";

/** What is still owed to the outside world, why it failed, and each weekly send's progress. */
export function DeliveriesPage({
  view,
  answer: actionData,
}: {
  view: DeliveriesView;
  answer: DeliveriesActionData | undefined;
}) {
  const { query, rows, total, sends, digests } = view;
  return (
    <div className="space-y-6">
      <PageHeading title="Deliveries" />
      <p className="text-slate-700">
        E-mails and newsletter sign-ups not delivered yet. Each is tried again by itself for about two and a half hours;
        after that it is marked failed.
      </p>
      {actionData ? <Notice tone={actionData.ok ? "green" : "red"}>{actionData.message}</Notice> : null}
      <form method="get" action="/studio/deliveries" className="flex flex-wrap items-end gap-3">
        <SelectField label="Show" name="status" defaultValue={query.status} className="min-w-48">
          <option value="">All not delivered</option>
          <option value="failed">Failed</option>
          <option value="retrying">Retrying</option>
          <option value="waiting">Waiting</option>
        </SelectField>
        <button type="submit" className={buttonClasses("secondary")}>
          Show
        </button>
      </form>
      {rows.length === 0 ? (
        <p className="text-slate-700">Nothing waiting: every delivery has been made.</p>
      ) : (
        <ul className="space-y-3" aria-label="Deliveries not made">
          {rows.map((row) => (
            <Card as="li" key={row.id} className="p-4 sm:p-5">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <h2 className="font-semibold text-slate-900">
                  {DELIVERY_KIND_LABELS[row.kind] ?? row.kind} <span className="text-slate-600">#{row.id}</span>
                </h2>
                <StatusBadge status={row.state} />
              </div>
              <dl className="mt-2 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[9rem_1fr]">
                <dt className="font-semibold text-slate-700">To</dt>
                <dd className="break-all">{row.recipient || "The newsletter service"}</dd>
                <dt className="font-semibold text-slate-700">Tries</dt>
                <dd>{formatInteger(row.attempts)}</dd>
                {row.state === "failed" ? null : (
                  <>
                    <dt className="font-semibold text-slate-700">Next try</dt>
                    <dd>{formatStudioTime(row.nextAttemptAt)}</dd>
                  </>
                )}
                <dt className="font-semibold text-slate-700">Last error</dt>
                <dd className="break-words">{row.lastError ?? "None yet"}</dd>
              </dl>
              {row.inFlight ? (
                <p className="mt-3 text-sm text-slate-700">Being tried right now.</p>
              ) : (
                <form method="post" className="mt-3">
                  <input type="hidden" name="id" value={row.id} />
                  <button type="submit" className={buttonClasses("secondary")}>
                    Retry now<span className="sr-only"> (delivery {row.id})</span>
                  </button>
                </form>
              )}
            </Card>
          ))}
        </ul>
      )}
      <Pager path="/studio/deliveries" query={query} total={total} />
      <section aria-labelledby="sends" className="space-y-3">
        <h2 id="sends" className="text-xl font-semibold text-slate-900">
          Weekly report e-mails
        </h2>
        {sends.length === 0 ? (
          <p className="text-slate-700">No weekly report has been sent by e-mail yet.</p>
        ) : (
          <StackedTable<ReportSendProgress>
            caption="Weekly report e-mails by week"
            captionHidden
            rows={sends}
            rowKey={(row) => row.week}
            columns={[
              { header: "Week", cell: (row) => (row.week ? `Week ${row.week}` : "No week") },
              { header: "Delivered", cell: (row) => formatInteger(row.delivered), numeric: true },
              { header: "Pending", cell: (row) => formatInteger(row.pending), numeric: true },
              {
                header: "Canceled (week unpublished)",
                cell: (row) => formatInteger(row.cancelled),
                numeric: true,
              },
              { header: "Failed", cell: (row) => formatInteger(row.failed), numeric: true },
              {
                header: "Possibly sent twice after a crash",
                cell: (row) => formatInteger(row.possiblyTwice),
                numeric: true,
              },
            ]}
          />
        )}
        {sends.length > 0 ? (
          <p className="text-sm text-slate-700">
            Each address is sent its report once. Only when the server stops during a send can the e-mails it was
            sending at that moment (a handful at most) reach their address twice, as the same message; they are counted
            as &ldquo;possibly sent twice after a crash&rdquo;.
          </p>
        ) : null}
      </section>
      <section aria-labelledby="digests" className="space-y-3">
        <h2 id="digests" className="text-xl font-semibold text-slate-900">
          Monthly digest and quarterly report e-mails
        </h2>
        {digests.length === 0 ? (
          <p className="text-slate-700">No monthly digest or quarterly report has been sent by e-mail yet.</p>
        ) : (
          <StackedTable<DigestSendProgress>
            caption="Monthly digest and quarterly report e-mails by period"
            captionHidden
            rows={digests}
            rowKey={(row) => row.key}
            columns={[
              { header: "Period", cell: (row) => row.label },
              { header: "Queued", cell: (row) => formatInteger(row.queued), numeric: true },
              { header: "Sent", cell: (row) => formatInteger(row.sent), numeric: true },
              { header: "Failed", cell: (row) => formatInteger(row.failed), numeric: true },
            ]}
          />
        )}
      </section>
    </div>
  );
}
