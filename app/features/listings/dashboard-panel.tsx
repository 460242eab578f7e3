import type { ReactNode } from "react";

/** A titled panel of the dashboard: a card with an <h2> (its id is the panel's anchor) and an optional introduction. */
export function DashboardPanel({
  id,
  title,
  intro,
  actions,
  children,
}: {
  id: string;
  title: string;
  intro?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="min-w-0 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id={id} className="scroll-mt-24 text-xl font-bold tracking-tight text-slate-900">
            {title}
          </h2>
          {intro ? <p className="mt-1 text-sm text-slate-600">{intro}</p> : null}
        </div>
        {actions ? <div className="flex flex-wrap gap-2 print:hidden">{actions}</div> : null}
      </div>
      <div className="mt-4">{children}</div>
    </section>
  );
}
