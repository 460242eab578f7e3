import { data, Form, Link } from "react-router";
import type { Route } from "./+types/studio.facts.$name";
import { buttonClasses } from "~/components/ui/button-link";
import { Card } from "~/components/ui/card";
import { TextField } from "~/components/ui/field";
import { Notice } from "~/components/ui/notice";
import { PageHeading } from "~/components/ui/page-heading";
import { factAction } from "~/features/facts/fact-actions.server";
import { isFactName, STALE_AFTER_DAYS, staleFacts, UNIT_RANGES } from "~/features/facts/fact-edit";
import { factHistoryOf, readFactBook } from "~/features/facts/fact-store.server";
import { recordAudit } from "~/server/audit.server";
import { requireStudioUser } from "~/server/session.server";
import { studioMeta } from "~/features/studio/studio-meta";
import { formatStudioTime } from "~/lib/studio-time";
import { StackedTable } from "~/features/workspace/workspace-ui";
import { formatLongDate } from "~/lib/format";
import { factValue, formatFact } from "~content/facts";

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return studioMeta(loaderData ? loaderData.fact.measures : "Market fact", matches);
}

/** Owners and editors: one fact's edit form and the values it had before. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { services } = await requireStudioUser(request, context);
  if (!isFactName(params.name)) throw data("There is no such fact.", { status: 404 });
  const book = await readFactBook(services.db);
  const fact = book.facts[params.name];
  const today = new Date().toISOString().slice(0, 10);
  return {
    name: params.name,
    fact,
    value: factValue(params.name, book),
    stale: staleFacts(book, today).some((stale) => stale.name === params.name),
    hint: UNIT_RANGES[fact.unit].words,
    history: (await factHistoryOf(services.db, params.name)).map((entry) => ({
      ...entry,
      shown: formatFact({ ...fact, ...entry, upTo: entry.upTo }),
    })),
  };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const { user, services } = await requireStudioUser(request, context);
  return factAction(request, params.name, services.db, user, recordAudit);
}

type HistoryRow = Awaited<ReturnType<typeof loader>>["history"][number];

export default function StudioFact({ loaderData, actionData }: Route.ComponentProps) {
  const { name, fact, value, stale, hint, history } = loaderData;
  const failed = actionData && !actionData.ok ? actionData : undefined;
  const typed = (field: string, current: string) => failed?.values?.[field] ?? current;
  const errorOf = (field: string) => (failed?.field === field ? failed.error : undefined);
  return (
    <div className="space-y-6">
      <p>
        <Link className="text-blue-800 underline underline-offset-4" to="/studio/facts">
          All market facts
        </Link>
      </p>
      <PageHeading title={fact.measures} />
      <p className="text-slate-700">
        Now <strong>{value}</strong>, for {fact.period} (ends {formatLongDate(fact.asOf)}). {fact.segment}.
      </p>
      {stale ? (
        <Notice tone="red">
          This fact&apos;s period ended more than {STALE_AFTER_DAYS} days ago: give the latest figure and its period.
        </Notice>
      ) : null}
      {actionData?.ok ? <Notice>{actionData.message}</Notice> : null}
      {failed && !failed.field ? <Notice tone="red">{failed.error}</Notice> : null}
      <Card className="max-w-xl">
        <Form method="post" className="space-y-4" key={JSON.stringify(fact)}>
          <input type="hidden" name="name" value={name} />
          <TextField
            label={fact.upTo === undefined ? "Value" : "Bottom of the range"}
            name="value"
            inputMode="decimal"
            required
            hint={`As a number: ${hint}.`}
            defaultValue={typed("value", String(fact.value))}
            error={errorOf("value")}
          />
          {fact.upTo === undefined ? null : (
            <TextField
              label="Top of the range"
              name="upTo"
              inputMode="decimal"
              required
              defaultValue={typed("upTo", String(fact.upTo))}
              error={errorOf("upTo")}
            />
          )}
          <TextField
            label="What it measures"
            name="measures"
            required
            maxLength={300}
            hint="In the words pages label it with."
            defaultValue={typed("measures", fact.measures)}
            error={errorOf("measures")}
          />
          <TextField
            label="Period"
            name="period"
            required
            maxLength={300}
            hint="As pages print it, e.g. 12 months to September 2026."
            defaultValue={typed("period", fact.period)}
            error={errorOf("period")}
          />
          <TextField
            label="Period's last day"
            name="asOf"
            type="date"
            required
            hint="YYYY-MM-DD. The overview flags the fact 120 days after it."
            defaultValue={typed("asOf", fact.asOf)}
            error={errorOf("asOf")}
          />
          <TextField
            label="Source"
            name="source"
            required
            maxLength={300}
            hint="In the reader's words."
            defaultValue={typed("source", fact.source)}
            error={errorOf("source")}
          />
          <button type="submit" className={buttonClasses("primary")}>
            Save the fact
          </button>
        </Form>
      </Card>
      <section aria-labelledby="history-heading" className="space-y-3">
        <h2 id="history-heading" className="text-lg font-semibold text-slate-900">
          Earlier values
        </h2>
        {history.length === 0 ? (
          <p className="text-slate-700">None: the fact is as the site was built with it.</p>
        ) : (
          <StackedTable<HistoryRow>
            caption="Earlier values, newest first"
            captionHidden
            rowKey={(entry) => `${entry.replacedAt}-${entry.shown}-${entry.period}`}
            rows={history}
            columns={[
              { header: "Value", cell: (entry) => entry.shown },
              { header: "Period", cell: (entry) => entry.period },
              { header: "Source", cell: (entry) => entry.source },
              { header: "Replaced", cell: (entry) => formatStudioTime(entry.replacedAt) },
            ]}
          />
        )}
      </section>
    </div>
  );
}
