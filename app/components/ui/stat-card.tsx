import type { ReactNode } from "react";
import { toneClasses, type Tone } from "~/lib/colour-rules";

type StatCardProps = {
  label: string;
  value: ReactNode;
  /** A line under the value: a comparison ("vs $856 town average") or a change. */
  detail?: ReactNode;
  /** Colours the detail by meaning (trend, days on market...). */
  detailTone?: Tone;
  icon?: ReactNode;
  className?: string;
};

/** One headline figure: label, large value and an optional detail line. */
export function StatCard({ label, value, detail, detailTone = "neutral", icon, className = "" }: StatCardProps) {
  return (
    <div className={`rounded-2xl border border-slate-200 bg-white p-5 shadow-sm ${className}`.trim()}>
      <div className="flex items-start justify-between gap-3">
        <p className="text-sm font-medium text-slate-600">{label}</p>
        {icon ? (
          <span aria-hidden="true" className="text-blue-900">
            {icon}
          </span>
        ) : null}
      </div>
      <p className="mt-2 text-3xl font-bold tracking-tight text-slate-900 tabular-nums">{value}</p>
      {detail ? <p className={`mt-1 text-sm font-medium ${toneClasses[detailTone].text}`}>{detail}</p> : null}
    </div>
  );
}
