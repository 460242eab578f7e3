import { Form, Link } from "react-router";
import { buttonClasses } from "~/components/ui/button-link";
import { DataTable } from "~/components/ui/data-table";
import { SelectField, TextField } from "~/components/ui/field";
import { Notice } from "~/components/ui/notice";
import { PageHeading } from "~/components/ui/page-heading";
import { StatusBadge } from "~/components/ui/status-badge";
import { formatInteger } from "~/lib/format";
import { countOf } from "~/lib/plural";
import type { Problem, UploadAnswer } from "./week-answers";
import type { WeekListView } from "./week-views.server";

/** The bad rows; the reason wraps under its line and column, so a phone shows it whole (issue 31, item 14). */
function ProblemsTable({ problems, total }: { problems: Problem[]; total: number }) {
  return (
    <div className="rounded-2xl border border-slate-200 bg-white shadow-sm">
      <table className="w-full table-fixed border-collapse text-left text-sm">
        <caption className="px-4 pt-4 text-left text-base font-semibold text-slate-900">
          {problems.length < total
            ? `Bad rows: the first ${formatInteger(problems.length)} of ${formatInteger(total)}`
            : `Bad rows (${formatInteger(total)})`}
        </caption>
        <colgroup>
          <col className="w-16" />
          <col className="w-28 sm:w-36" />
          <col />
        </colgroup>
        <thead className="bg-slate-50 text-slate-700">
          <tr>
            <th scope="col" className="border-b border-slate-200 px-3 py-3 text-right font-semibold">
              Line
            </th>
            <th scope="col" className="border-b border-slate-200 px-3 py-3 font-semibold">
              Column
            </th>
            <th scope="col" className="border-b border-slate-200 px-3 py-3 font-semibold">
              Reason
            </th>
          </tr>
        </thead>
        <tbody>
          {problems.map((problem) => (
            <tr
              key={`${problem.line}-${problem.column ?? ""}`}
              className="border-b border-slate-100 align-top last:border-0"
            >
              <th scope="row" className="px-3 py-3 text-right font-medium text-slate-900 tabular-nums">
                {problem.line}
              </th>
              <td className="px-3 py-3 break-words text-slate-700">{problem.column ?? "-"}</td>
              <td className="px-3 py-3 break-words text-slate-700">{problem.reason}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The proposed week's number and dates, to confirm or change before the draft is created. */
function CreateDraftForm({ answer, problemCount }: { answer: UploadAnswer; problemCount: number }) {
  const proposal = answer.proposal!;
  const contracts = countOf(answer.goodRows ?? 0, { one: "contract", other: "contracts" });
  return (
    <Form method="post" className="mt-8 space-y-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <h3 className="text-xl font-bold text-slate-900">
        {problemCount > 0
          ? "Or skip the bad rows"
          : proposal.correction
            ? `Correct week ${proposal.week}`
            : "Create the week"}
      </h3>
      <p className="text-slate-700">
        {proposal.correction
          ? `These contracts fall in week ${proposal.week}: the upload becomes a new version of it (its words are kept), a draft until you publish it.`
          : "Proposed from the contract dates; change them if they are not right. The draft is not public until you publish it."}
      </p>
      <input type="hidden" name="intent" value="create" />
      <input type="hidden" name="uploadId" value={answer.uploadId} />
      {answer.priceColumn ? <input type="hidden" name="priceColumn" value={answer.priceColumn} /> : null}
      {problemCount > 0 ? <input type="hidden" name="skipBad" value="yes" /> : null}
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField
          label="Week number"
          name="week"
          inputMode="numeric"
          defaultValue={proposal.week}
          error={answer.fieldErrors?.week}
          required
        />
        <TextField
          label="First day"
          name="startDate"
          type="date"
          defaultValue={proposal.startDate}
          error={answer.fieldErrors?.startDate}
          required
        />
        <TextField
          label="Last day"
          name="endDate"
          type="date"
          defaultValue={proposal.endDate}
          error={answer.fieldErrors?.endDate}
          required
        />
      </div>
      <button type="submit" className={buttonClasses("primary")}>
        {problemCount > 0 ? `Skip the bad rows and create the draft (${contracts})` : `Create the draft (${contracts})`}
      </button>
    </Form>
  );
}

/** A new week from an MLS export: check the file, choose the price column if asked, create the draft. */
function UploadStep({ answer }: { answer: UploadAnswer | undefined }) {
  const problems = answer?.problems ?? [];
  const problemCount = answer?.problemCount ?? problems.length;
  return (
    <section aria-labelledby="upload-heading" className="mt-10 max-w-3xl">
      <h2 id="upload-heading" className="text-2xl font-bold text-slate-900">
        New week from an MLS export
      </h2>
      <p className="mt-2 text-slate-700">
        Upload the CSV export. Every row is checked as <code>npm run report:import</code> checks it; nothing is stored
        until every row is good or you choose to skip the bad ones.
      </p>
      {answer?.error ? (
        <Notice tone="red" className="mt-4">
          {answer.error}
        </Notice>
      ) : null}
      {problemCount > 0 ? (
        <div className="mt-6 space-y-3" role="alert">
          <p className="font-semibold text-red-800">
            {countOf(problemCount, { one: "bad row", other: "bad rows" })} in {answer?.fileName || "the file"};{" "}
            {countOf(answer?.goodRows ?? 0, { one: "good row", other: "good rows" })}.
          </p>
          <ProblemsTable problems={problems} total={problemCount} />
        </div>
      ) : null}

      {answer?.uploadId && answer.priceCandidates && answer.priceCandidates.length > 1 ? (
        <Form method="post" className="mt-6 space-y-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
          <input type="hidden" name="intent" value="check" />
          <input type="hidden" name="uploadId" value={answer.uploadId} />
          <SelectField
            label="Which column is the contract price (what the buyer agreed to pay)?"
            name="priceColumn"
            required
          >
            {answer.priceCandidates.map((candidate) => (
              <option key={candidate} value={candidate}>
                {candidate}
              </option>
            ))}
          </SelectField>
          <button type="submit" className={buttonClasses("primary")}>
            Check again with this column
          </button>
        </Form>
      ) : null}

      <Form method="post" encType="multipart/form-data" className="mt-6 space-y-4">
        <input type="hidden" name="intent" value="check" />
        <TextField
          label={problemCount > 0 ? "Fix the file and upload it again" : "MLS export (CSV)"}
          name="file"
          type="file"
          accept=".csv,text/csv"
          required
        />
        <button type="submit" className={buttonClasses("primary")}>
          Check the file
        </button>
      </Form>

      {answer?.uploadId && answer.goodRows && answer.proposal ? (
        <CreateDraftForm answer={answer} problemCount={problemCount} />
      ) : null}
    </section>
  );
}

/** /studio/weeks: the weeks, their status and version, and a new week from an MLS export. */
export function WeekListPage({ view, answer }: { view: WeekListView; answer: UploadAnswer | undefined }) {
  return (
    <>
      <PageHeading title="Weekly reports" />
      {view.notice ? <Notice className="mt-4">{view.notice}</Notice> : null}
      <div className="mt-6">
        <DataTable
          caption="Weeks"
          captionHidden
          rows={view.weeks}
          rowKey={(week) => String(week.week)}
          columns={[
            {
              header: "Week",
              cell: (week) => (
                <Link className="font-semibold text-blue-800 underline" to={`/studio/weeks/${week.week}`}>
                  Week {week.week}
                </Link>
              ),
            },
            { header: "Dates", cell: (week) => week.dates },
            {
              header: "Status",
              cell: (week) => (
                <StatusBadge
                  status={week.status}
                  label={week.status === "published" && week.hasNewerDraft ? "published (newer draft)" : week.status}
                />
              ),
            },
            {
              header: "Version",
              cell: (week) =>
                week.publishedVersion === null
                  ? `v${week.latestVersion}`
                  : `v${week.publishedVersion} live${week.hasNewerDraft ? `, v${week.latestVersion} draft` : ""}`,
            },
            {
              header: "Links",
              cell: (week) => (
                <span className="flex flex-wrap gap-3">
                  <Link className="text-blue-800 underline" to={`/studio/weeks/${week.week}/preview`}>
                    Preview
                  </Link>
                  {week.status === "published" ? (
                    <a className="text-blue-800 underline" href={`/market-report?week=${week.week}`}>
                      Public page
                    </a>
                  ) : null}
                </span>
              ),
            },
          ]}
        />
      </div>
      <UploadStep answer={answer} />
    </>
  );
}
