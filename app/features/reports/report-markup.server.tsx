// The parts of the weekly report that need no JavaScript (summary and zone cards, the charts, the
// PDF preview), rendered to HTML in the loader. The page's components put it inside their own root
// element, so the browser receives the markup but none of the code that draws it (decision 004).
import { Download, ExternalLink } from "lucide-react";
import type { ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import type { ComputedBar } from "~/components/charts/computed-bar-chart";
import { ComputedBarChart } from "~/components/charts/computed-bar-chart";
import type { PieSlice } from "~/components/charts/pie-chart";
import { PieChart } from "~/components/charts/pie-chart";
import { Badge } from "~/components/ui/badge";
import { buttonClasses } from "~/components/ui/button-link";
import { StatCard } from "~/components/ui/stat-card";
import type { SummaryCardView, ZoneCardView } from "./market-report.server";

/** A section that needs no JavaScript: its heading, and the HTML of its content's root element `tag`. */
export type StaticSectionView = {
  id: string;
  title: string;
  intro?: string;
  background?: "white" | "muted";
  tag: "ul" | "div" | "p";
  className?: string;
  html: string;
};

/** HTML of `element`; `idPrefix` keeps the ids useId makes unique on the page. */
function html(element: ReactElement, idPrefix = ""): string {
  return renderToStaticMarkup(element, { identifierPrefix: idPrefix });
}

/** Spec 2: six summary cards, one count per property type (the list's items). */
export function summaryCardsHtml(cards: readonly SummaryCardView[]): string {
  return html(
    <>
      {cards.map((card) => (
        <li key={card.label}>
          <StatCard label={card.label} value={card.value} detail={card.detail} className="h-full" />
        </li>
      ))}
    </>,
  );
}

type ChartFigures = {
  titles: { distribution: string; domByType: string; contractsByType: string };
  typePie: readonly PieSlice[];
  domByType: readonly ComputedBar[];
  contractsByType: readonly ComputedBar[];
};

/** The content of one chart card: its heading, then the chart. */
function chartCard(title: string, chart: ReactElement, idPrefix: string): string {
  return html(
    <>
      <h3 className="mb-4 text-lg font-semibold text-slate-900">{title}</h3>
      {chart}
    </>,
    idPrefix,
  );
}

/** Spec 2: the pie of property types and the two bar charts, drawn on the server. */
export function reportChartsHtml({ titles, typePie, domByType, contractsByType }: ChartFigures): string[] {
  return [
    chartCard(titles.distribution, <PieChart title={titles.distribution} slices={typePie} />, "type-pie-"),
    chartCard(
      titles.domByType,
      <ComputedBarChart title={titles.domByType} bars={domByType} valueHeader="Average days" valueSuffix=" days" />,
      "dom-by-type-",
    ),
    chartCard(
      titles.contractsByType,
      <ComputedBarChart title={titles.contractsByType} bars={contractsByType} valueHeader="Contracts" />,
      "contracts-by-type-",
    ),
  ];
}

/** Spec 2: one card per zone with count, average DOM (coloured), average price and $/sq ft (the list's items). */
export function zoneCardsHtml(zones: readonly ZoneCardView[]): string {
  return html(
    <>
      {zones.map((zone) => (
        <li key={zone.zone} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
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
    </>,
  );
}

type PdfPreviewProps = {
  href: string;
  fileName: string;
  title: string;
  downloadLabel: string;
  openLabel: string;
};

/** Spec 2: the weekly contracts PDF embedded as a preview, with download and open-in-new-tab links. */
export function pdfPreviewHtml({ href, fileName, title, downloadLabel, openLabel }: PdfPreviewProps): string {
  return html(
    <>
      <div className="flex flex-wrap gap-3">
        <a href={href} download={fileName} className={buttonClasses("primary")}>
          <Download aria-hidden="true" className="size-5" />
          {downloadLabel}
        </a>
        <a href={href} target="_blank" rel="noopener" className={buttonClasses("secondary")}>
          <ExternalLink aria-hidden="true" className="size-5" />
          {openLabel}
          <span className="sr-only"> (opens in a new tab)</span>
        </a>
      </div>
      <iframe
        src={href}
        title={title}
        loading="lazy"
        className="mt-6 h-[32rem] w-full rounded-2xl border border-slate-200 bg-slate-100 sm:h-[40rem]"
      />
    </>,
  );
}

/** The week's three headline figures under the title (the list's entries). */
export function headlineFiguresHtml(items: readonly { label: string; value: string }[]): string {
  return html(
    <>
      {items.map((item) => (
        <div key={item.label} className="rounded-2xl bg-white/10 p-4">
          <dt className="text-sm text-blue-100">{item.label}</dt>
          <dd className="mt-1 text-2xl font-bold text-white tabular-nums">{item.value}</dd>
        </div>
      ))}
    </>,
  );
}

/** A list of paragraphs (the narrative). */
export function paragraphsHtml(paragraphs: readonly string[]): string {
  return html(
    <>
      {paragraphs.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
    </>,
  );
}

/** The week's key insights (the list's items). */
export function keyInsightsHtml(insights: readonly string[]): string {
  return html(
    <>
      {insights.map((insight) => (
        <li key={insight} className="rounded-xl border-l-4 border-amber-400 bg-white p-4 text-slate-700 shadow-sm">
          {insight}
        </li>
      ))}
    </>,
  );
}

/** The opportunities, then the strategic considerations under their heading. */
export function outlookHtml({
  opportunities,
  strategicTitle,
  strategicConsiderations,
}: {
  opportunities: readonly string[];
  strategicTitle: string;
  strategicConsiderations: readonly string[];
}): string {
  return html(
    <>
      <ul className="list-disc space-y-2 pl-5 text-slate-700">
        {opportunities.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      <div>
        <h3 className="text-xl font-bold text-slate-900">{strategicTitle}</h3>
        <ul className="mt-3 list-disc space-y-2 pl-5 text-slate-700">
          {strategicConsiderations.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </div>
    </>,
  );
}
