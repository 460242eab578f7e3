import { Reveal } from "~/components/layout/reveal";
import { CHART_REVEAL_THRESHOLD } from "~/lib/timing";

/**
 * Spec 2: the pie of property types and the two bar charts, drawn on the server (each card's
 * heading and chart as HTML, report-markup.server.tsx), fading in once at 20 %.
 */
export function ReportCharts({ cards }: { cards: readonly string[] }) {
  return (
    <div className="grid gap-6 lg:grid-cols-3">
      {cards.map((card, index) => (
        <Reveal key={index} threshold={CHART_REVEAL_THRESHOLD} index={index} className="h-full">
          <div
            className="h-full rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
            dangerouslySetInnerHTML={{ __html: card }}
          />
        </Reveal>
      ))}
    </div>
  );
}
