// The parts of the yearly summary that need no JavaScript (figures, bars, panels, badges), rendered
// to HTML in the loader. The page's components put it inside their own root element, so the
// browser receives the markup but none of the code that draws it (docs/decisions/004).
import { CalendarClock, CheckCircle2, Crown, Home, KeyRound, TrendingUp } from "lucide-react";
import type { ReactElement, ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { BarChart } from "~/components/charts/bar-chart";
import { Badge } from "~/components/ui/badge";
import { StatCard } from "~/components/ui/stat-card";
import { toneClasses } from "~/lib/colour-rules";
import { formatInteger } from "~/lib/format";
import type {
  ChangeView,
  HeadlineView,
  OutlookView,
  PriceBandView,
  SegmentFigure,
  SegmentPanelView,
  VelocityView,
  ZonesView,
} from "./yearly-page-view.server";
import type { YearlyReview } from "./yearly-schema";

/** HTML of `element`; `idPrefix` keeps the ids useId makes unique on the page. */
function html(element: ReactElement, idPrefix = ""): string {
  return renderToStaticMarkup(element, { identifierPrefix: idPrefix });
}

/** Spec 9 "Yearly stats": contract growth, average days on market and homes sold (the list's items). */
export function headlineStatsHtml(cards: HeadlineView): string {
  return html(
    <>
      <li>
        <StatCard {...cards.growth} icon={<TrendingUp className="size-6" />} className="h-full" />
      </li>
      <li>
        <StatCard {...cards.averageDom} icon={<CalendarClock className="size-6" />} className="h-full" />
      </li>
      <li>
        <StatCard {...cards.homesSold} icon={<Home className="size-6" />} className="h-full" />
      </li>
    </>,
  );
}

function ChangeLine({ change }: { change: ChangeView }) {
  if (change.label === undefined) return <p className="mt-1 text-sm text-slate-600">{change.text}</p>;
  return (
    <p className={`mt-1 text-sm font-semibold ${toneClasses[change.tone].text}`}>
      {change.text} <span className="font-normal text-slate-600">{change.label}</span>
    </p>
  );
}

/** The filtered type's total, pace and change (the live region's content). */
export function velocitySummaryHtml(velocity: VelocityView): string {
  return html(
    <>
      <p className="text-lg text-slate-700">
        <span className="font-semibold text-slate-900">{velocity.summary}</span>
        {", "}
        {velocity.perWeek}.
      </p>
      <ChangeLine change={velocity.change} />
    </>,
  );
}

/** One card per quarter for the filtered type (the list's items). */
export function velocityQuartersHtml(velocity: VelocityView): string {
  return html(
    <>
      {velocity.quarters.map((quarter) => (
        <li key={quarter.heading} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
          <h3 className="text-base font-semibold text-slate-900">
            {quarter.heading}
            <span className="block text-sm font-normal text-slate-600">{quarter.months}</span>
          </h3>
          <p className="mt-3 text-3xl font-bold tracking-tight text-slate-900 tabular-nums">
            {quarter.contracts} <span className="text-base font-medium text-slate-600">{velocity.contractsWord}</span>
          </p>
          <p className="text-sm text-slate-700 tabular-nums">{quarter.perWeek}</p>
          <ChangeLine change={quarter.change} />
          <div aria-hidden="true" className="mt-4 h-2 overflow-hidden rounded-full bg-slate-100">
            <div className="h-full rounded-full bg-amber-400" style={{ width: quarter.barWidth }} />
          </div>
          <p className="mt-1 text-sm text-slate-600 tabular-nums">{quarter.share}</p>
        </li>
      ))}
    </>,
  );
}

/** Sales per price band as SVG bars with a table, and each band's share. */
export function priceBandsHtml(bands: PriceBandView): string {
  return html(
    <>
      <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
        <BarChart
          title={bands.chartTitle}
          data={bands.data}
          valueHeader={bands.valueHeader}
          formatValue={(value) => `${formatInteger(value)} ${bands.salesWord}`}
        />
      </div>
      <ul className="grid grid-cols-2 gap-4">
        {bands.shares.map((band) => (
          <li key={band.id} className="rounded-2xl border border-slate-200 bg-slate-50 p-4">
            <p className="text-sm font-semibold text-slate-700">{band.label}</p>
            <p className="mt-1 text-2xl font-bold text-slate-900 tabular-nums">{band.share}</p>
            <p className="text-sm text-slate-600">{band.sales}</p>
          </li>
        ))}
      </ul>
    </>,
    "price-bands-",
  );
}

/**
 * Average days on market per zone, coloured by the spec 4 rule (30 or fewer green, 31-60 yellow,
 * above 60 red). The figure and the word (Fast, Moderate, Slow) are always written out.
 */
export function zonesHtml(view: ZonesView): string {
  return html(
    <>
      <ul aria-label={view.listLabel} className="space-y-3">
        {view.zones.map((zone) => (
          <li
            key={zone.zone}
            className="grid gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-[14rem_1fr_auto] sm:items-center"
          >
            <div>
              <p className="font-semibold text-slate-900">{zone.zone}</p>
              <p className="text-sm text-slate-600">{zone.description}</p>
            </div>
            <div aria-hidden="true" className="h-3 overflow-hidden rounded-full bg-slate-100">
              <div className={`h-full rounded-full ${toneClasses[zone.tone].bar}`} style={{ width: zone.barWidth }} />
            </div>
            <div className="flex items-center gap-3 sm:justify-end">
              <p className="text-right tabular-nums">
                <span className="text-xl font-bold text-slate-900">{zone.days}</span>{" "}
                <span className="text-sm text-slate-600">{view.daysWord}</span>
                <span className="block text-xs text-slate-600">{zone.sales}</span>
              </p>
              <Badge tone={zone.tone}>{zone.word}</Badge>
            </div>
          </li>
        ))}
      </ul>
      <div className="mt-6 flex flex-wrap items-center justify-between gap-4">
        <p className="font-semibold text-slate-900">{view.townAverage}</p>
        <ul className="flex flex-wrap gap-2 text-sm">
          {view.legend.map((item) => (
            <li key={item.tone}>
              <Badge tone={item.tone}>{item.text}</Badge>
            </li>
          ))}
        </ul>
      </div>
    </>,
  );
}

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
    <article className="rounded-2xl bg-blue-950 p-6 text-white shadow-lg sm:p-8">
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

/** The luxury and rental panels. */
export function segmentsHtml(segments: { luxury: SegmentPanelView; rental: SegmentPanelView }): string {
  return html(
    <>
      <Panel panel={segments.luxury} icon={<Crown className="size-5" />} />
      <Panel panel={segments.rental} icon={<KeyRound className="size-5" />} />
    </>,
  );
}

/** The team's action items for the year ahead (the list's items). */
export function actionItemsHtml(items: YearlyReview["actionItems"]): string {
  return html(
    <>
      {items.map((item) => (
        <li key={item.title} className="flex gap-4 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
          <CheckCircle2 aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-emerald-700" />
          <div>
            <h3 className="text-lg font-semibold text-slate-900">{item.title}</h3>
            <p className="mt-1 text-slate-600">{item.detail}</p>
          </div>
        </li>
      ))}
    </>,
  );
}

/** The next year's outlook: each prediction with its probability badge (the list's items). */
export function outlookHtml(predictions: OutlookView): string {
  return html(
    <>
      {predictions.map((prediction) => (
        <li key={prediction.title} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
          <div className="flex flex-wrap items-start justify-between gap-3">
            <h3 className="text-lg font-semibold text-slate-900">{prediction.title}</h3>
            <Badge tone={prediction.tone}>{prediction.badge}</Badge>
          </div>
          <p className="mt-2 text-slate-600">{prediction.detail}</p>
        </li>
      ))}
    </>,
  );
}
