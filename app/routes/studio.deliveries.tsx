import { data } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/studio.deliveries";
import { buttonClasses } from "~/components/ui/button-link";
import { Card } from "~/components/ui/card";
import { SelectField } from "~/components/ui/field";
import { requireStudioUser } from "~/server/session.server";
import { listUndelivered, reportSendProgress, retryDelivery } from "~/features/workspace/deliveries.server";
import type { ReportSendProgress } from "~/features/workspace/deliveries.server";
import { DELIVERY_KIND_LABELS, DELIVERY_STATES } from "~/features/workspace/statuses";
import { parseListQuery } from "~/features/workspace/list-query";
import { Notice } from "~/components/ui/notice";
import { PageHeading } from "~/components/ui/page-heading";
import { StatusBadge } from "~/components/ui/status-badge";
import { Pager, StackedTable } from "~/features/workspace/workspace-ui";
import { formatInteger } from "~/lib/format";
import { formValues } from "~/server/form-values.server";
import { formatStudioTime } from "~/lib/studio-time";
import { studioMeta } from "~/features/studio/studio-meta";

export function meta({ matches }: Route.MetaArgs) {
  return studioMeta("Deliveries", matches);
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { services } = await requireStudioUser(request, context);
  const query = parseListQuery(new URL(request.url).searchParams, DELIVERY_STATES);
  const [list, sends] = await Promise.all([
    listUndelivered(services.db, { state: query.status, page: query.page }),
    reportSendProgress(services.db),
  ]);
  return { query, sends, ...list };
}

const retrySchema = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });

type ActionData = { ok: boolean; message: string };

/** "Retry now": the row is due at once and the worker is woken. */
export async function action({ request, context }: Route.ActionArgs) {
  const { services, user } = await requireStudioUser(request, context);
  const parsed = retrySchema.safeParse((await formValues(request)) ?? {});
  if (!parsed.success) return data<ActionData>({ ok: false, message: "No such delivery." }, { status: 400 });
  const result = await retryDelivery(services.db, user, parsed.data.id);
  if (result === "not-found") {
    return data<ActionData>(
      { ok: false, message: "That delivery is already made or no longer exists." },
      { status: 404 },
    );
  }
  if (result === "in-flight") {
    return data<ActionData>({ ok: false, message: "That delivery is being tried right now." }, { status: 409 });
  }
  services.wakeOutbox();
  return data<ActionData>({ ok: true, message: `Delivery ${parsed.data.id} will be tried again now.` });
}

/** What is still owed to the outside world, why it failed, and each weekly send's progress. */
export default function StudioDeliveries({ loaderData, actionData }: Route.ComponentProps) {
  const { query, rows, total, sends } = loaderData;
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
    </div>
  );
}
