import { Crown, KeyRound } from "lucide-react";
import type { ReactNode } from "react";
import type { SegmentFigure, SegmentPanelView, SegmentsView } from "./yearly-page-view.server";

function Figure({ label, value, detail }: SegmentFigure) {
  return (
    <div>
      <dt className="text-sm text-blue-100">{label}</dt>
      <dd className="mt-1 text-2xl font-bold text-white tabular-nums">{value}</dd>
      {detail ? <dd className="text-sm text-blue-100">{detail}</dd> : null}
    </div>
  );
}

function Panel({ panel, icon }: { panel: SegmentPanelView; icon: ReactNode }) {
  return (
    <article className="break-inside-avoid rounded-2xl bg-blue-950 p-6 text-white shadow-lg sm:p-8">
      <div className="flex items-center gap-3">
        <span aria-hidden="true" className="grid size-10 place-items-center rounded-lg bg-amber-400 text-slate-950">
          {icon}
        </span>
        <h3 className="text-xl font-semibold">{panel.title}</h3>
      </div>
      <dl className="mt-6 grid grid-cols-2 gap-6">
        {panel.figures.map((figure) => (
          <Figure key={figure.label} {...figure} />
        ))}
      </dl>
      <ul className="mt-6 list-disc space-y-2 border-t border-white/15 pt-5 pl-5 text-blue-100">
        {panel.notes.map((note) => (
          <li key={note}>{note}</li>
        ))}
      </ul>
    </article>
  );
}

/** The luxury and rental panels of the yearly summary. */
export function SegmentPanels({ segments }: { segments: SegmentsView }) {
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <Panel panel={segments.luxury} icon={<Crown className="size-5" />} />
      <Panel panel={segments.rental} icon={<KeyRound className="size-5" />} />
    </div>
  );
}
