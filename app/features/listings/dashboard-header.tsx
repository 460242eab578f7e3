import { BookOpen, ChevronLeft, ChevronRight } from "lucide-react";
import { buttonClasses } from "~/components/ui/button-link";
import { Modal } from "~/components/ui/modal";
import { dashboardContent } from "./dashboard-content";
import { DialogLink, useDialogParam } from "./dashboard-dialog";
import { dialogSearch, GLOSSARY_PARAM, withWeek, type DashboardQuery } from "./filters";
import { QueryLink } from "./query-link";
import { formatWeekSpan, type WeekChoice } from "./weeks";

function GlossaryList() {
  return (
    <dl className="space-y-3">
      {dashboardContent.glossary.map((entry) => (
        <div key={entry.term}>
          <dt className="font-semibold text-slate-900">{entry.term}</dt>
          <dd className="text-slate-700">{entry.definition}</dd>
        </div>
      ))}
    </dl>
  );
}

const weekButton =
  "inline-flex min-h-11 items-center gap-1 rounded-lg border border-white/70 px-4 py-2 text-sm font-semibold hover:bg-white/10";

/**
 * Report name, the week's number and its own dates, previous and next week (the nearest
 * weeks with listings), and the Glossary: a link that opens it as a dialog, with or without JavaScript.
 */
export function DashboardHeader({
  query,
  weeks,
  sampleCount,
}: {
  query: DashboardQuery;
  weeks: WeekChoice;
  /** The number of mock listings when the page shows the sample file, else null. */
  sampleCount: number | null;
}) {
  const glossary = useDialogParam(GLOSSARY_PARAM);
  return (
    <header className="bg-gradient-to-br from-blue-950 via-blue-900 to-slate-900 text-white">
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 sm:py-12">
        <p className="text-sm font-semibold tracking-wider text-amber-300 uppercase">{dashboardContent.eyebrow}</p>
        <h1 className="mt-2 text-3xl font-bold tracking-tight text-balance sm:text-4xl">
          {dashboardContent.reportName}
        </h1>
        <p className="mt-3 text-lg text-blue-100">
          <span className="font-semibold text-white">Calendar Week {weeks.week.week}</span>
          <span aria-hidden="true"> · </span>
          <span className="sr-only">, </span>
          {formatWeekSpan(weeks.week)}
        </p>
        {sampleCount !== null ? (
          <p className="mt-3 inline-flex rounded-full bg-amber-400 px-3 py-1 text-sm font-semibold text-slate-950">
            {dashboardContent.sampleNotice(sampleCount)}
          </p>
        ) : null}
        <nav aria-label="Week" className="mt-6 flex flex-wrap gap-3 print:hidden">
          {weeks.previous ? (
            <QueryLink query={withWeek(query, weeks.previous.week)} className={weekButton}>
              <ChevronLeft aria-hidden="true" className="size-4" /> Previous week
              <span className="sr-only"> (calendar week {weeks.previous.week})</span>
            </QueryLink>
          ) : null}
          {weeks.next ? (
            <QueryLink query={withWeek(query, weeks.next.week)} className={weekButton}>
              Next week <ChevronRight aria-hidden="true" className="size-4" />
              <span className="sr-only"> (calendar week {weeks.next.week})</span>
            </QueryLink>
          ) : null}
          <DialogLink
            to={dialogSearch(query, { glossary: true })}
            className={buttonClasses("light", "min-h-11 px-4 py-2 text-sm")}
          >
            <BookOpen aria-hidden="true" className="size-4" /> Glossary
          </DialogLink>
        </nav>
        {weeks.hasData ? null : (
          <div role="note" className="mt-6 rounded-xl bg-white p-4 text-slate-900">
            <p className="font-semibold">{dashboardContent.emptyWeek}</p>
            {weeks.withData.length > 0 ? (
              <p className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1">
                <span>{dashboardContent.weeksWithData}</span>
                {weeks.withData.map((week) => (
                  <QueryLink
                    key={week.monday}
                    query={withWeek(query, week.week)}
                    className="font-semibold text-blue-900 underline underline-offset-2"
                  >
                    Calendar Week {week.week} ({formatWeekSpan(week)})
                  </QueryLink>
                ))}
              </p>
            ) : null}
          </div>
        )}
      </div>
      <Modal open={glossary.value !== null} onClose={glossary.close} closeHref={glossary.closeHref} title="Glossary">
        <GlossaryList />
      </Modal>
    </header>
  );
}
