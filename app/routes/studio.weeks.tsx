import { data, Form, Link, redirect } from "react-router";
import type { Route } from "./+types/studio.weeks";
import { Badge } from "~/components/ui/badge";
import { buttonClasses } from "~/components/ui/button-link";
import { DataTable } from "~/components/ui/data-table";
import { TextField } from "~/components/ui/field";
import { shortDateRange } from "~/features/reports/archive";
import { decodeExport, importExport } from "~/features/reports/mls-import.server";
import { fieldErrors, proposeDates, carriedWords, weekDatesSchema } from "~/features/reports/week-editing";
import { nextWeekNumber, saveWeekVersion, studioWeeks, weekVersionsOf } from "~/features/reports/week-store.server";
import { requireStudioUser } from "~/features/studio/session.server";
import { countOf } from "~/lib/plural";

export function meta() {
  return [{ title: "Weekly reports | Studio" }];
}

/** Every week with its status, and the upload form. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { services } = await requireStudioUser(request, context);
  const weeks = await studioWeeks(services.db);
  return {
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
  problems?: Problem[];
  goodRows?: number;
  /** The export's text, carried to the next step (nothing is stored before it). */
  csv?: string;
  fileName?: string;
  proposal?: { week: number; startDate: string; endDate: string };
  skipBad?: boolean;
  fieldErrors?: Record<string, string>;
};

const MAX_CSV_CHARS = 4 * 1024 * 1024;

async function csvOf(form: FormData): Promise<{ csv: string; fileName: string } | { error: string }> {
  const file = form.get("file");
  if (file instanceof File && file.size > 0) {
    if (file.size > MAX_CSV_CHARS) return { error: "That file is larger than 4 MB." };
    return { csv: decodeExport(new Uint8Array(await file.arrayBuffer())).text, fileName: file.name };
  }
  const carried = form.get("csv");
  if (typeof carried === "string" && carried.length > 0 && carried.length <= MAX_CSV_CHARS) {
    return { csv: carried, fileName: String(form.get("fileName") ?? "").slice(0, 200) };
  }
  return { error: "Choose the MLS export (a CSV file) to upload." };
}

/**
 * Two steps, nothing stored before the second: "check" reads the export and lists every bad row
 * (line, column, reason) or proposes the week; "create" checks again with the chosen dates and
 * stores the draft, with the bad rows left out only when the editor said so.
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
  const source = await csvOf(form);
  if ("error" in source) return data<UploadAnswer>({ error: source.error }, { status: 400 });
  const skipBad = form.get("skipBad") === "yes";

  if (intent === "check") {
    const result = importExport(source.csv);
    const dates = proposeDates(result.contracts);
    const proposal = dates ? { week: await nextWeekNumber(services.db), ...dates } : undefined;
    const answer: UploadAnswer = {
      problems: result.problems,
      goodRows: result.contracts.length,
      csv: source.csv,
      fileName: source.fileName,
      proposal,
      skipBad,
    };
    return data(answer, { status: result.problems.length > 0 && !skipBad ? 422 : 200 });
  }

  const dates = weekDatesSchema.safeParse({
    week: form.get("week"),
    startDate: form.get("startDate"),
    endDate: form.get("endDate"),
  });
  if (!dates.success) {
    const result = importExport(source.csv);
    return data<UploadAnswer>(
      {
        problems: result.problems,
        goodRows: result.contracts.length,
        csv: source.csv,
        fileName: source.fileName,
        proposal: {
          week: Number(form.get("week")) || 1,
          startDate: String(form.get("startDate") ?? ""),
          endDate: String(form.get("endDate") ?? ""),
        },
        skipBad,
        fieldErrors: fieldErrors(dates.error),
      },
      { status: 422 },
    );
  }
  const { week, startDate, endDate } = dates.data;
  const result = importExport(source.csv, { startDate, endDate });
  if ((result.problems.length > 0 && !skipBad) || result.contracts.length === 0) {
    return data<UploadAnswer>(
      {
        error:
          result.contracts.length === 0
            ? "No good row: nothing was stored."
            : "Some rows are bad for these dates: fix the file, or choose to skip them.",
        problems: result.problems,
        goodRows: result.contracts.length,
        csv: source.csv,
        fileName: source.fileName,
        proposal: { week, startDate, endDate },
        skipBad,
      },
      { status: 422 },
    );
  }
  // A week that exists keeps its words: the upload replaces its contracts in a new version.
  const [latest] = await weekVersionsOf(services.db, week);
  await saveWeekVersion(
    services.db,
    {
      week,
      ...carriedWords(latest?.report),
      startDate,
      endDate,
      contracts: result.contracts,
    },
    { userId: user.id, actor: user.email },
  );
  throw redirect(`/studio/weeks/${week}`);
}

const STATUS_TONES = { published: "green", draft: "yellow", unpublished: "neutral" } as const;

function ProblemsTable({ problems }: { problems: Problem[] }) {
  return (
    <DataTable
      caption={`Bad rows (${problems.length})`}
      rows={problems}
      rowKey={(problem) => `${problem.line}-${problem.column ?? ""}`}
      columns={[
        { header: "Line", cell: (problem) => problem.line, numeric: true },
        { header: "Column", cell: (problem) => problem.column ?? "-" },
        { header: "Reason", cell: (problem) => problem.reason },
      ]}
    />
  );
}

function UploadStep({ answer }: { answer: UploadAnswer | undefined }) {
  const problems = answer?.problems ?? [];
  const hasProposal = Boolean(answer?.proposal && answer.csv);
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
      {problems.length > 0 ? (
        <div className="mt-6 space-y-3" role="alert">
          <p className="font-semibold text-red-800">
            {countOf(problems.length, { one: "bad row", other: "bad rows" })} in {answer?.fileName || "the file"};{" "}
            {countOf(answer?.goodRows ?? 0, { one: "good row", other: "good rows" })}.
          </p>
          <ProblemsTable problems={problems} />
        </div>
      ) : null}

      <Form method="post" encType="multipart/form-data" className="mt-6 space-y-4">
        <input type="hidden" name="intent" value="check" />
        <TextField
          label={problems.length > 0 ? "Fix the file and upload it again" : "MLS export (CSV)"}
          name="file"
          type="file"
          accept=".csv,text/csv"
          required
        />
        <button type="submit" className={buttonClasses("primary")}>
          Check the file
        </button>
      </Form>

      {hasProposal && answer?.proposal ? (
        <Form method="post" className="mt-8 space-y-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
          <h3 className="text-xl font-bold text-slate-900">
            {problems.length > 0 ? "Or skip the bad rows" : "Create the week"}
          </h3>
          <p className="text-slate-700">
            Proposed from the contract dates; change them if they are not right. The draft is not public until you
            publish it.
          </p>
          <input type="hidden" name="intent" value="create" />
          <input type="hidden" name="csv" value={answer.csv} />
          <input type="hidden" name="fileName" value={answer.fileName ?? ""} />
          {problems.length > 0 ? <input type="hidden" name="skipBad" value="yes" /> : null}
          <div className="grid gap-4 sm:grid-cols-3">
            <TextField
              label="Week number"
              name="week"
              inputMode="numeric"
              defaultValue={answer.proposal.week}
              error={answer.fieldErrors?.week}
              required
            />
            <TextField
              label="First day"
              name="startDate"
              type="date"
              defaultValue={answer.proposal.startDate}
              error={answer.fieldErrors?.startDate}
              required
            />
            <TextField
              label="Last day"
              name="endDate"
              type="date"
              defaultValue={answer.proposal.endDate}
              error={answer.fieldErrors?.endDate}
              required
            />
          </div>
          <button type="submit" className={buttonClasses("primary")}>
            {problems.length > 0
              ? `Skip the bad rows and create the draft (${countOf(answer.goodRows ?? 0, { one: "contract", other: "contracts" })})`
              : `Create the draft (${countOf(answer.goodRows ?? 0, { one: "contract", other: "contracts" })})`}
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
