import { Link } from "react-router";
import { buttonClasses } from "~/components/ui/button-link";
import { Notice } from "~/components/ui/notice";
import { TestSendForm } from "~/components/ui/test-send-form";
import { PageHeading } from "~/components/ui/page-heading";
import { StackedTable } from "~/components/ui/stacked-table";
import { formatInteger } from "~/lib/format";
import { CHOICE_FIELDS, type MarketChoice } from "./market-choice";
import { MarketChoiceFields } from "./market-choice-fields";
import type { CountRow } from "./studio-markets";
import type { MarketsAnswer, MarketsView } from "./studio-markets.server";

const linkClasses = "font-semibold text-blue-800 underline underline-offset-4 hover:text-blue-950";

function CountTable({ caption, first, rows }: { caption: string; first: string; rows: CountRow[] }) {
  return (
    <StackedTable<CountRow>
      caption={caption}
      rows={rows}
      rowKey={(row) => row.label}
      columns={[
        { header: first, cell: (row) => row.label },
        { header: "Confirmed subscribers", cell: (row) => formatInteger(row.count), numeric: true },
      ]}
    />
  );
}

/** The chosen market again, for the test send's post. */
function ChoiceInputs({ choice }: { choice: MarketChoice }) {
  return (
    <>
      {choice.villages.map((village) => (
        <input key={village} type="hidden" name={CHOICE_FIELDS.villages} value={village} />
      ))}
      {choice.types.map((type) => (
        <input key={type} type="hidden" name={CHOICE_FIELDS.types} value={type} />
      ))}
      <input type="hidden" name={CHOICE_FIELDS.band} value={choice.band} />
      <input type="hidden" name={CHOICE_FIELDS.cadence} value={choice.cadence} />
    </>
  );
}

/**
 * /studio/subscribers/markets: how many confirmed subscribers chose each village and cadence, and
 * the e-mail a subscriber of any market receives, chosen with a GET form (no JavaScript), with
 * "Send a test to me".
 */
export function MarketsPage({ view, answer }: { view: MarketsView; answer: MarketsAnswer | undefined }) {
  const { counts, choice, errors, preview, me, canSend, notice } = view;
  return (
    <div className="space-y-8">
      <PageHeading title="Subscribers' markets" />
      <p className="text-slate-700">
        <Link className={linkClasses} to="/studio/subscribers">
          Back to subscribers
        </Link>
      </p>
      <section aria-labelledby="counts" className="space-y-3">
        <h2 id="counts" className="text-xl font-semibold text-slate-900">
          Confirmed subscribers: {formatInteger(counts.total)}
        </h2>
        <p className="text-slate-700">
          A subscriber who chose two villages counts in both, so the villages can add up to more than the total;
          &ldquo;Whole town&rdquo; is those who chose no village. Each subscriber has one cadence.
        </p>
        <div className="grid gap-4 lg:grid-cols-2">
          <CountTable caption="Per village" first="Village" rows={counts.villages} />
          <CountTable caption="Per cadence" first="How often" rows={counts.cadences} />
        </div>
      </section>
      <section aria-labelledby="choose" className="space-y-3">
        <h2 id="choose" className="text-xl font-semibold text-slate-900">
          Preview the e-mail of a market
        </h2>
        <p className="text-slate-700">
          The e-mail a subscriber of this market receives: every week, the newest published week&rsquo;s report opening
          with their market; a digest, the month or quarter just ended.
        </p>
        {Object.keys(errors).length > 0 ? (
          <Notice tone="red">This market cannot be previewed: correct the fields marked below.</Notice>
        ) : null}
        <form method="get" action="/studio/subscribers/markets" className="space-y-4">
          <MarketChoiceFields idPrefix="preview" choice={choice} errors={errors} />
          <button type="submit" className={buttonClasses("primary")}>
            Preview this e-mail
          </button>
        </form>
      </section>
      {preview ? (
        <section
          id="preview"
          aria-labelledby="preview-heading"
          className="space-y-3 rounded-lg border border-amber-300 bg-amber-50 p-4"
        >
          <h2 id="preview-heading" className="text-xl font-semibold text-slate-900">
            {preview.about}, as {preview.market}
          </h2>
          <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[9rem_1fr]">
            <dt className="font-semibold text-slate-700">Villages</dt>
            <dd>{preview.words.villages}</dd>
            <dt className="font-semibold text-slate-700">Home types</dt>
            <dd>{preview.words.types}</dd>
            <dt className="font-semibold text-slate-700">Price band</dt>
            <dd>{preview.words.band}</dd>
            <dt className="font-semibold text-slate-700">How often</dt>
            <dd>{preview.words.cadence}</dd>
          </dl>
          {notice ? <Notice>{notice}</Notice> : null}
          {answer ? <Notice tone="red">{answer.error}</Notice> : null}
          {preview.caveat ? <p className="text-slate-800">{preview.caveat}</p> : null}
          {preview.email ? (
            <>
              <p className="break-words text-slate-900">
                <span className="font-semibold">Subject:</span> {preview.email.subject}
              </p>
              <TestSendForm canSend={canSend} me={me}>
                <ChoiceInputs choice={choice} />
              </TestSendForm>
              <iframe
                title={`The e-mail as ${preview.market}`}
                srcDoc={preview.email.html}
                sandbox=""
                className="h-[56rem] w-full rounded border border-slate-300 bg-white"
              />
              <details>
                <summary className="cursor-pointer font-semibold text-blue-800">The plain-text part</summary>
                <pre className="mt-2 rounded bg-white p-3 text-sm break-words whitespace-pre-wrap text-slate-900">
                  {preview.email.text}
                </pre>
              </details>
            </>
          ) : null}
        </section>
      ) : null}
    </div>
  );
}
