import { data, Form, Link, redirect } from "react-router";
import type { Route } from "./+types/studio.weeks";
import { Badge } from "~/components/ui/badge";
import { buttonClasses } from "~/components/ui/button-link";
import { DataTable } from "~/components/ui/data-table";
import { SelectField, TextField } from "~/components/ui/field";
import { shortDateRange } from "~/features/reports/archive";
import { decodeExport, importExport } from "~/features/weeks/mls-import.server";
import { fieldErrors, proposeDates, carriedWords, weekDatesSchema } from "~/features/weeks/week-editing";
import {
  nextWeekNumber,
  saveWeekVersion,
  studioWeeks,
  weekOverlapping,
  weekVersionsOf,
  WeekStoreError,
} from "~/features/weeks/week-store.server";
import { checkedUpload, forgetUpload, keepUpload } from "~/features/weeks/week-uploads.server";
import { requireStudioUser } from "~/features/studio/session.server";
import { formatInteger } from "~/lib/format";
import { countOf } from "~/lib/plural";
import { studioMeta } from "~/features/studio/studio-meta";

export function meta() {
  return studioMeta("Weekly reports");
}

/** Every week with its status, and the upload form. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { services } = await requireStudioUser(request, context);
  const weeks = await studioWeeks(services.db);
  const deleted = Number(new URL(request.url).searchParams.get("deleted"));
  return {
    notice: Number.isInteger(deleted) && deleted > 0 ? `Week ${deleted}, a draft, was deleted.` : undefined,
    weeks: weeks.map((week) => ({
      ...week,
      dates: shortDateRange(week.startDate, week.endDate),
    })),
  };
}

type Problem = { line: number; column: string | null; reason: string };

/** What the upload's steps answer: the bad rows, or the week proposed for the good ones. */
type UploadAnswer = {
  error?: string;
  /** The first bad rows (at most MAX_LISTED_PROBLEMS); problemCount says how many there are. */
  problems?: Problem[];
  problemCount?: number;
  goodRows?: number;
  /** The checked export, kept on the server for the next step (week-uploads.server.ts). */
  uploadId?: string;
  fileName?: string;
  /** Several columns could be the price: the editor chooses one. */
  priceCandidates?: string[];
  priceColumn?: string;
  /** The week proposed; `correction` when the contracts fall in a week the studio already has. */
  proposal?: { week: number; startDate: string; endDate: string; correction?: boolean };
  skipBad?: boolean;
  fieldErrors?: Record<string, string>;
};

const MAX_CSV_BYTES = 4 * 1024 * 1024;
/** A file of 100,000 bad rows lists the first ones and the count, not a page of megabytes. */
const MAX_LISTED_PROBLEMS = 300;

/** The uploaded file's text, or why there is none. */
async function fileOf(form: FormData): Promise<{ text: string; fileName: string } | { error: string } | null> {
  const file = form.get("file");
  if (!(file instanceof File) || file.size === 0) return null;
  if (file.size > MAX_CSV_BYTES) return { error: "That file is larger than 4 MB." };
  return { text: decodeExport(new Uint8Array(await file.arrayBuffer())).text, fileName: file.name.slice(0, 200) };
}

const textField = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" && value.length > 0 ? value.slice(0, 200) : undefined;
};

function listed(problems: Problem[]): Pick<UploadAnswer, "problems" | "problemCount"> {
  return { problems: problems.slice(0, MAX_LISTED_PROBLEMS), problemCount: problems.length };
}

/**
 * Two steps (decision 090): "check" reads the export, keeps it on the server under an id, and
 * lists the bad rows (line, column, reason) or proposes the week; "create" names the kept upload,
 * checks it again with the chosen dates and stores the draft, the bad rows left out only when the
 * editor said so. "check" again with a price column chosen re-reads the kept upload.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { user, services } = await requireStudioUser(request, context);
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return data<UploadAnswer>({ error: "The upload could not be read; try again." }, { status: 400 });
  }
  const intent = form.get("intent");
  if (intent !== "check" && intent !== "create") {
    return data<UploadAnswer>({ error: "Unknown action." }, { status: 400 });
  }
  const skipBad = form.get("skipBad") === "yes";
  const priceColumn = textField(form, "priceColumn");
  const uploaded = await fileOf(form);
  if (uploaded && "error" in uploaded) return data<UploadAnswer>({ error: uploaded.error }, { status: 400 });
  const keptId = uploaded ? undefined : textField(form, "uploadId");
  const kept = keptId ? await checkedUpload(services.db, keptId, user.id) : undefined;
  if (!uploaded && !kept) {
    return data<UploadAnswer>(
      {
        error: keptId
          ? "The checked file is no longer kept (a day has passed, or it became a draft): upload it again."
          : "Choose the MLS export (a CSV file) to upload.",
      },
      { status: keptId ? 410 : 400 },
    );
  }
  const source = uploaded ?? kept!;

  if (intent === "check") {
    const result = importExport(source.text, undefined, { priceColumn });
    const uploadId = keptId ?? (await keepUpload(services.db, { userId: user.id, ...source }));
    const dates = proposeDates(result.contracts);
    const existing = dates ? await weekOverlapping(services.db, dates) : undefined;
    const proposal = existing
      ? { ...existing, correction: true }
      : dates
        ? { week: await nextWeekNumber(services.db), ...dates }
        : undefined;
    const answer: UploadAnswer = {
      ...listed(result.problems),
      goodRows: result.contracts.length,
      uploadId,
      fileName: source.fileName,
      priceCandidates: result.priceCandidates,
      priceColumn,
      proposal,
      skipBad,
    };
    return data(answer, { status: result.problems.length > 0 && !skipBad ? 422 : 200 });
  }

  const carried = { uploadId: keptId, fileName: source.fileName, priceColumn, skipBad };
  const dates = weekDatesSchema.safeParse({
    week: form.get("week"),
    startDate: form.get("startDate"),
    endDate: form.get("endDate"),
  });
  if (!dates.success) {
    const result = importExport(source.text, undefined, { priceColumn });
    return data<UploadAnswer>(
      {
        ...listed(result.problems),
        goodRows: result.contracts.length,
        ...carried,
        proposal: {
          week: Number(form.get("week")) || 1,
          startDate: String(form.get("startDate") ?? ""),
          endDate: String(form.get("endDate") ?? ""),
        },
        fieldErrors: fieldErrors(dates.error),
      },
      { status: 422 },
    );
  }
  const { week, startDate, endDate } = dates.data;
  const result = importExport(source.text, { startDate, endDate }, { priceColumn });
  const refused = (error: string) =>
    data<UploadAnswer>(
      {
        error,
        ...listed(result.problems),
        goodRows: result.contracts.length,
        ...carried,
        proposal: { week, startDate, endDate },
      },
      { status: 422 },
    );
  if ((result.problems.length > 0 && !skipBad) || result.contracts.length === 0) {
    return refused(
      result.contracts.length === 0
        ? "No good row: nothing was stored."
        : "Some rows are bad for these dates: fix the file, or choose to skip them.",
    );
  }
  // A week that exists keeps its words: the upload replaces its contracts in a new version.
  const [latest] = await weekVersionsOf(services.db, week);
  try {
    await saveWeekVersion(
      services.db,
      { week, ...carriedWords(latest?.report), startDate, endDate, contracts: result.contracts },
      { userId: user.id, actor: user.email },
    );
  } catch (error) {
    if (error instanceof WeekStoreError) return refused(`Nothing was stored. ${error.message}`);
    throw error;
  }
  if (keptId) await forgetUpload(services.db, keptId);
  throw redirect(`/studio/weeks/${week}`);
}

const STATUS_TONES = { published: "green", draft: "yellow", unpublished: "neutral" } as const;

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

function UploadStep({ answer }: { answer: UploadAnswer | undefined }) {
  const problems = answer?.problems ?? [];
  const problemCount = answer?.problemCount ?? problems.length;
  const proposal = answer?.uploadId && answer.goodRows ? answer.proposal : undefined;
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
        <p role="alert" className="mt-4 rounded-lg bg-red-50 p-3 font-medium text-red-800">
          {answer.error}
        </p>
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

      {proposal ? (
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
          <input type="hidden" name="uploadId" value={answer?.uploadId} />
          {answer?.priceColumn ? <input type="hidden" name="priceColumn" value={answer.priceColumn} /> : null}
          {problemCount > 0 ? <input type="hidden" name="skipBad" value="yes" /> : null}
          <div className="grid gap-4 sm:grid-cols-3">
            <TextField
              label="Week number"
              name="week"
              inputMode="numeric"
              defaultValue={proposal.week}
              error={answer?.fieldErrors?.week}
              required
            />
            <TextField
              label="First day"
              name="startDate"
              type="date"
              defaultValue={proposal.startDate}
              error={answer?.fieldErrors?.startDate}
              required
            />
            <TextField
              label="Last day"
              name="endDate"
              type="date"
              defaultValue={proposal.endDate}
              error={answer?.fieldErrors?.endDate}
              required
            />
          </div>
          <button type="submit" className={buttonClasses("primary")}>
            {problemCount > 0
              ? `Skip the bad rows and create the draft (${countOf(answer?.goodRows ?? 0, { one: "contract", other: "contracts" })})`
              : `Create the draft (${countOf(answer?.goodRows ?? 0, { one: "contract", other: "contracts" })})`}
          </button>
        </Form>
      ) : null}
    </section>
  );
}

/** /studio/weeks: the weeks, their status and version, and a new week from an MLS export. */
export default function StudioWeeks({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <>
      <h1 className="text-3xl font-bold text-slate-900">Weekly reports</h1>
      {loaderData.notice ? (
        <p role="status" className="mt-4 rounded-lg bg-green-50 p-3 text-green-900">
          {loaderData.notice}
        </p>
      ) : null}
      <div className="mt-6">
        <DataTable
          caption="Weeks"
          captionHidden
          rows={loaderData.weeks}
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
                <Badge tone={STATUS_TONES[week.status]}>
                  {week.status}
                  {week.status === "published" && week.hasNewerDraft ? " (newer draft)" : ""}
                </Badge>
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
      <UploadStep answer={actionData} />
    </>
  );
}
