import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import type { KeepReadingView } from "./yearly-page-view.server";

/** Links onward (spec: /market-report, /subscribe, /yearly-market-summary, /insurance-education) and how we count. */
export function KeepReading({ view }: { view: KeepReadingView }) {
  return (
    <div className="grid gap-8 lg:grid-cols-[2fr_1fr]">
      <ul className="grid gap-4 sm:grid-cols-2">
        {view.links.map((link) => (
          <li key={link.to}>
            <Link
              to={link.to}
              className="group flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm hover:border-blue-900"
            >
              <span className="flex items-center justify-between gap-2 font-semibold text-blue-900">
                {link.title}
                <ArrowRight aria-hidden="true" className="size-4 transition-transform group-hover:translate-x-1" />
              </span>
              <span className="mt-1 text-sm text-slate-600">{link.description}</span>
            </Link>
          </li>
        ))}
      </ul>
      <aside aria-labelledby="methodology-heading" className="rounded-2xl bg-slate-50 p-5 ring-1 ring-slate-200">
        <h3 id="methodology-heading" className="font-semibold text-slate-900">
          {view.methodologyTitle}
        </h3>
        <p className="mt-2 text-sm text-slate-600">{view.methodology}</p>
      </aside>
    </div>
  );
}
