import { Form, Link } from "react-router";
import { buttonClasses } from "~/components/ui/button-link";
import { Card } from "~/components/ui/card";
import { TextField } from "~/components/ui/field";
import { Notice } from "~/components/ui/notice";
import { PageHeading } from "~/components/ui/page-heading";
import { StackedTable } from "~/components/ui/stacked-table";
import { formatLongDate } from "~/lib/format";
import { formatStudioTime } from "~/lib/studio-time";
import type { FactActionData } from "./fact-actions.server";
import { STALE_AFTER_DAYS, type FactFields } from "./fact-edit";
import type { FactPageView } from "./fact-views.server";

type HistoryRow = FactPageView["history"][number];

/** One field of the edit form: every one is required; `current` is the fact's value in it now. */
type FactField = {
  name: keyof FactFields;
  label: string;
  type?: "date";
  inputMode?: "decimal";
  maxLength?: number;
  hint?: string;
  current: string;
};

/** The edit form's fields in order; the top of the range only for a fact that has one. */
function factFields(fact: FactPageView["fact"], hint: string): FactField[] {
  const upTo: FactField[] =
    fact.upTo === undefined
      ? []
      : [{ name: "upTo", label: "Top of the range", inputMode: "decimal", current: String(fact.upTo) }];
  return [
    {
      name: "value",
      label: fact.upTo === undefined ? "Value" : "Bottom of the range",
      inputMode: "decimal",
      hint: `As a number: ${hint}.`,
      current: String(fact.value),
    },
    ...upTo,
    {
      name: "measures",
      label: "What it measures",
      maxLength: 300,
      hint: "In the words pages label it with.",
      current: fact.measures,
    },
    {
      name: "period",
      label: "Period",
      maxLength: 300,
      hint: "As pages print it, e.g. 12 months to September 2026.",
      current: fact.period,
    },
    {
      name: "asOf",
      label: "Period's last day",
      type: "date",
      hint: `YYYY-MM-DD. The overview flags the fact ${STALE_AFTER_DAYS} days after it.`,
      current: fact.asOf,
    },
    { name: "source", label: "Source", maxLength: 300, hint: "In the reader's words.", current: fact.source },
  ];
}

/** /studio/facts/:name: the fact now, its edit form (what was typed kept on a refusal) and its earlier values. */
export function FactPage({ view, answer: actionData }: { view: FactPageView; answer: FactActionData | undefined }) {
  const { name, fact, value, stale, hint, history } = view;
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
          {factFields(fact, hint).map(
            ({ name: field, label, hint: fieldHint, current, type, inputMode, maxLength }) => (
              <TextField
                key={field}
                label={label}
                name={field}
                type={type}
                inputMode={inputMode}
                required
                maxLength={maxLength}
                hint={fieldHint}
                defaultValue={typed(field, current)}
                error={errorOf(field)}
              />
            ),
          )}
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
