import { BookOpen, ChevronLeft, ChevronRight } from "lucide-react";
import { useState } from "react";
import { buttonClasses } from "~/components/ui/button-link";
import { Modal } from "~/components/ui/modal";
import { dashboardContent } from "./dashboard-content";
import { FIRST_WEEK, LAST_WEEK, withWeek, type DashboardQuery } from "./filters";
import { QueryLink } from "./query-link";

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

/** Spec 2: report name, week number, the fixed date span, previous and next week, and the Glossary. */
export function DashboardHeader({ query, isSample }: { query: DashboardQuery; isSample: boolean }) {
  const [glossaryOpen, setGlossaryOpen] = useState(false);
  const weekButton = "inline-flex min-h-11 items-center gap-1 rounded-lg border px-4 py-2 text-sm font-semibold";
  return (
    <header className="bg-gradient-to-br from-blue-950 via-blue-900 to-slate-900 text-white">
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 sm:py-12">
        <p className="text-sm font-semibold tracking-wider text-amber-300 uppercase">{dashboardContent.eyebrow}</p>
        <h1 className="mt-2 text-3xl font-bold tracking-tight text-balance sm:text-4xl">
          {dashboardContent.reportName}
        </h1>
        <p className="mt-3 text-lg text-blue-100">
          <span className="font-semibold text-white">Week {query.week}</span>
          <span aria-hidden="true"> · </span>
          <span className="sr-only">, </span>
          {dashboardContent.dateSpan}
        </p>
        {isSample ? (
          <p className="mt-3 inline-flex rounded-full bg-amber-400 px-3 py-1 text-sm font-semibold text-slate-950">
            {dashboardContent.sampleNotice}
          </p>
        ) : null}
        <nav aria-label="Week" className="mt-6 flex flex-wrap gap-3">
          {query.week > FIRST_WEEK ? (
            <QueryLink
              query={withWeek(query, query.week - 1)}
              className={`${weekButton} border-white/70 hover:bg-white/10`}
            >
              <ChevronLeft aria-hidden="true" className="size-4" /> Previous week
            </QueryLink>
          ) : null}
          {query.week < LAST_WEEK ? (
            <QueryLink
              query={withWeek(query, query.week + 1)}
              className={`${weekButton} border-white/70 hover:bg-white/10`}
            >
              Next week <ChevronRight aria-hidden="true" className="size-4" />
            </QueryLink>
          ) : null}
          <button
            type="button"
            data-js-only=""
            onClick={() => setGlossaryOpen(true)}
            className={buttonClasses("light", "min-h-11 px-4 py-2 text-sm")}
          >
            <BookOpen aria-hidden="true" className="size-4" /> Glossary
          </button>
        </nav>
        {/* Without JavaScript the glossary cannot open as a modal, so it is shown here instead. */}
        <details hidden data-nojs-show className="mt-6 rounded-xl bg-white p-4 text-slate-900">
          <summary className="cursor-pointer font-semibold">Glossary</summary>
          <div className="mt-3">
            <GlossaryList />
          </div>
        </details>
      </div>
      <Modal open={glossaryOpen} onClose={() => setGlossaryOpen(false)} title="Glossary">
        <GlossaryList />
      </Modal>
    </header>
  );
}
