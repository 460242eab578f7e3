// The weekly report's sections, rendered as components from the loader's figures. The page does not
// hydrate (decision 014), so none of this code reaches the browser.
import { Download, ExternalLink, FileText } from "lucide-react";
import type { ReactNode } from "react";
import { ComputedBarChart } from "~/components/charts/computed-bar-chart";
import { PieChart } from "~/components/charts/pie-chart";
import { Reveal } from "~/components/layout/reveal";
import { MINIMUM_BASIS } from "~/domain/measures";
import { Badge } from "~/components/ui/badge";
import { ButtonLink, buttonClasses } from "~/components/ui/button-link";
import { StatCard } from "~/components/ui/stat-card";
import { CHART_REVEAL_THRESHOLD } from "~/lib/timing";
import type { SummaryCardView, ZoneCardView } from "./market-report.server";
import type { PdfPreviewView, ReportChartsView } from "./report-views";

/** The week's three headline figures under the title. */
export function HeadlineFigures({ items }: { items: readonly { label: string; value: string }[] }) {
  return (
    <dl className="mt-8 grid max-w-3xl gap-4 sm:grid-cols-3">
      {items.map((item) => (
        <div key={item.label} className="rounded-2xl bg-white/10 p-4">
          <dt className="text-sm text-blue-100">{item.label}</dt>
          <dd className="mt-1 text-2xl font-bold text-white tabular-nums">{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Six summary cards, one count per property type. */
export function SummaryCards({ cards }: { cards: readonly SummaryCardView[] }) {
  return (
    <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-6 print:grid-cols-6 print:gap-2">
      {cards.map((card) => (
        <li key={card.label} className="break-inside-avoid">
          <StatCard label={card.label} value={card.value} detail={card.detail} className="h-full" />
        </li>
      ))}
    </ul>
  );
}

function ChartCard({ title, index, children }: { title: string; index: number; children: ReactNode }) {
  return (
    <Reveal threshold={CHART_REVEAL_THRESHOLD} index={index} className="h-full break-inside-avoid">
      <div className="h-full rounded-2xl border border-slate-200 bg-white p-6 shadow-sm print:p-3">
        <h3 className="mb-4 text-lg font-semibold text-slate-900">{title}</h3>
        {children}
      </div>
    </Reveal>
  );
}

/** The pie of property types and the two bar charts, drawn on the server, fading in once at 20 %. */
export function ReportCharts({ titles, typePie, domByType, contractsByType }: ReportChartsView) {
  return (
    <div className="grid gap-6 lg:grid-cols-3 print:grid-cols-3 print:gap-3">
      <ChartCard title={titles.distribution} index={0}>
        <PieChart title={titles.distribution} slices={typePie} />
      </ChartCard>
      <ChartCard title={titles.domByType} index={1}>
        {domByType.bars.length > 0 || domByType.withheld.length === 0 ? (
          <ComputedBarChart
            title={titles.domByType}
            bars={domByType.bars}
            valueHeader="Average days"
            valueSuffix=" days"
          />
        ) : null}
        {domByType.withheld.length > 0 ? (
          <div className="mt-3 text-sm text-slate-700">
            <p>Too few contracts for an average (fewer than {MINIMUM_BASIS}):</p>
            <ul className="mt-1 list-disc pl-5">
              {domByType.withheld.map((type) => (
                <li key={type.label}>
                  {type.label}: {type.text}
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </ChartCard>
      <ChartCard title={titles.contractsByType} index={2}>
        <ComputedBarChart title={titles.contractsByType} bars={contractsByType} valueHeader="Contracts" />
      </ChartCard>
    </div>
  );
}

/** A list of paragraphs (the narrative), each already safe HTML (markdown.server.ts sanitises it). */
export function Paragraphs({ paragraphs }: { paragraphs: readonly string[] }) {
  return (
    <div className="max-w-3xl space-y-4 text-lg text-slate-700">
      {paragraphs.map((paragraph) => (
        <p key={paragraph} dangerouslySetInnerHTML={{ __html: paragraph }} />
      ))}
    </div>
  );
}

/** One card per zone with count, average DOM (coloured), average price and $/sq ft. */
export function ZoneCards({ zones, emptyText }: { zones: readonly ZoneCardView[]; emptyText: string }) {
  if (zones.length === 0) return <p className="text-slate-600">{emptyText}</p>;
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 print:grid-cols-3 print:gap-2">
      {zones.map((zone) => (
        <li
          key={zone.zone}
          className="break-inside-avoid rounded-2xl border border-slate-200 bg-white p-5 shadow-sm print:p-3"
        >
          <div className="flex items-start justify-between gap-3">
            <h3 className="text-xl font-bold text-slate-900">{zone.zone}</h3>
            <span
              className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${
                zone.luxury ? "bg-amber-100 text-amber-900" : "bg-blue-50 text-blue-900"
              }`}
            >
              {zone.label}
            </span>
          </div>
          <dl className="mt-4 grid grid-cols-2 gap-x-4 gap-y-3 text-sm">
            <div>
              <dt className="text-slate-600">Contracts</dt>
              <dd className="text-lg font-semibold text-slate-900 tabular-nums">{zone.count}</dd>
            </div>
            <div>
              <dt className="text-slate-600">Average DOM</dt>
              <dd className="mt-1">
                <Badge tone={zone.avgDom.tone}>{zone.avgDom.text}</Badge>
              </dd>
            </div>
            <div>
              <dt className="text-slate-600">Average price</dt>
              <dd className="text-lg font-semibold text-slate-900 tabular-nums">{zone.avgPrice}</dd>
            </div>
            <div>
              <dt className="text-slate-600">Average $/sq ft</dt>
              <dd className="text-lg font-semibold text-slate-900 tabular-nums">{zone.avgPricePerSqft}</dd>
            </div>
          </dl>
        </li>
      ))}
    </ul>
  );
}

/** The week's key insights, each already safe HTML (markdown.server.ts). */
export function KeyInsights({ insights }: { insights: readonly string[] }) {
  return (
    <ul className="grid max-w-4xl gap-3">
      {insights.map((insight) => (
        <li
          key={insight}
          className="break-inside-avoid rounded-xl border-l-4 border-amber-400 bg-white p-4 text-slate-700 shadow-sm"
          dangerouslySetInnerHTML={{ __html: insight }}
        />
      ))}
    </ul>
  );
}

/**
 * The weekly contracts PDF embedded as a preview, with download and open-in-new-tab links.
 * The preview opens and closes in a <details>: no navigation, so no history
 * entry with or without JavaScript, and the PDF loads only when asked for. The viewer and the
 * buttons do not print: the page itself prints the contracts.
 */
export function PdfPreview({ href, fileName, title, downloadLabel, openLabel, showLabel, hideLabel }: PdfPreviewView) {
  return (
    <div className="print:hidden">
      <div className="flex flex-wrap gap-3">
        <ButtonLink to={href} download={fileName}>
          <Download aria-hidden="true" className="size-5" />
          {downloadLabel}
        </ButtonLink>
        <ButtonLink to={href} newTab variant="secondary">
          <ExternalLink aria-hidden="true" className="size-5" />
          {openLabel}
          <span className="sr-only"> (opens in a new tab)</span>
        </ButtonLink>
      </div>
      <details className="group mt-6">
        <summary className={buttonClasses("secondary", "cursor-pointer list-none [&::-webkit-details-marker]:hidden")}>
          <FileText aria-hidden="true" className="size-5" />
          <span className="group-open:hidden">{showLabel}</span>
          <span className="hidden group-open:inline">{hideLabel}</span>
        </summary>
        <iframe
          src={href}
          title={title}
          loading="lazy"
          className="mt-6 h-[32rem] w-full rounded-2xl border border-slate-200 bg-slate-100 sm:h-[40rem]"
        />
      </details>
    </div>
  );
}

/** The opportunities, then the strategic considerations under their heading. */
export function Outlook({
  opportunities,
  strategicTitle,
  strategicConsiderations,
}: {
  opportunities: readonly string[];
  strategicTitle: string;
  strategicConsiderations: readonly string[];
}) {
  return (
    <div className="grid gap-8 lg:grid-cols-2">
      <ul className="list-disc space-y-2 pl-5 text-slate-700">
        {opportunities.map((item) => (
          <li key={item} dangerouslySetInnerHTML={{ __html: item }} />
        ))}
      </ul>
      <div>
        <h3 className="text-xl font-bold text-slate-900">{strategicTitle}</h3>
        <ul className="mt-3 list-disc space-y-2 pl-5 text-slate-700">
          {strategicConsiderations.map((item) => (
            <li key={item} dangerouslySetInnerHTML={{ __html: item }} />
          ))}
        </ul>
      </div>
    </div>
  );
}
