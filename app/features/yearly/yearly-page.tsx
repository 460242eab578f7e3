import { CalendarClock, DollarSign, Home, Ruler } from "lucide-react";
import { Link } from "react-router";
import { BarChart } from "~/components/charts/bar-chart";
import { Badge } from "~/components/ui/badge";
import { ButtonLink } from "~/components/ui/button-link";
import { CtaBand } from "~/components/ui/cta-band";
import { StackedTable } from "~/components/ui/stacked-table";
import { PageHero } from "~/components/ui/page-hero";
import { PageSection } from "~/components/ui/page-section";
import { PeriodSupplySection } from "~/components/ui/period-supply-section";
import { StatCard } from "~/components/ui/stat-card";
import { contactRequestHref } from "~/lib/contact-link";
import { formatInteger } from "~/lib/format";
import { yearlyPage as text } from "~content/yearly/yearly-page";
import { FILTER_LABELS, type YearView } from "./year-view";
import type { YearlyPageData } from "./yearly-route.server";

const linkClasses = "font-semibold text-blue-900 underline underline-offset-2 hover:text-blue-700";
const BAR_COLOUR = "#1e3a8a";
const HEADLINE_ICONS = [Home, DollarSign, Ruler, CalendarClock];

type Row<Key extends keyof YearView> = YearView[Key] extends readonly (infer Item)[] ? Item : never;

/** Spec "Yearly filter": plain links kept in the address (the page ships no JavaScript), each landing back on the quarters. */
function FilterLinks({ view }: { view: YearView }) {
  return (
    <nav aria-label={text.quarters.filterLabel} className="print:hidden">
      <ul className="flex flex-wrap gap-2">
        {view.filters.map((filter) => (
          <li key={filter.filter}>
            <Link
              to={filter.href}
              aria-current={filter.active ? "true" : undefined}
              className={`inline-flex min-h-11 items-center rounded-full border px-4 py-2 text-sm font-semibold ${
                filter.active
                  ? "border-blue-900 bg-blue-900 text-white"
                  : "border-slate-300 bg-white text-slate-700 hover:border-blue-900 hover:text-blue-900"
              }`}
            >
              {filter.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function Paragraphs({ html }: { html: readonly string[] }) {
  return (
    <div className="max-w-3xl space-y-4 text-lg text-slate-700">
      {html.map((paragraph, index) => (
        // The broker's inline Markdown, sanitized on the server (inlineMarkdownHtml), as a week's narrative is.
        <p key={index} dangerouslySetInnerHTML={{ __html: paragraph }} />
      ))}
    </div>
  );
}

/**
 * Spec "Yearly summary": a year's review computed from the history (decision 140), with the broker's
 * words where written. No JavaScript: tables, an SVG chart and plain links. The year's supply
 * (decision 138) goes after the property types and before the broker's words.
 */
export function YearlyPage({ view }: { view: YearlyPageData }) {
  const { year, previousYear, supply } = view;
  const filterLabel = FILTER_LABELS[view.filters.find((filter) => filter.active)!.filter];
  return (
    <>
      <PageHero
        eyebrow={text.eyebrow}
        title={view.title}
        intro={
          <>
            <p>{view.intro}</p>
            {view.sample ? (
              <>
                <p className="mt-3">
                  <Badge tone="yellow">{view.sample.badge}</Badge>
                </p>
                <p className="mt-1 text-base font-semibold" data-sample-notice>
                  {view.sample.notice}
                </p>
              </>
            ) : null}
          </>
        }
        actions={
          <>
            <ButtonLink to="/market-report" variant="light" className="print:hidden">
              {text.heroActions.weekly}
            </ButtonLink>
            <ButtonLink to="/subscribe" variant="outline-light" className="print:hidden">
              {text.heroActions.subscribe}
            </ButtonLink>
          </>
        }
      />
      <PageSection id={text.headline.id} title={text.headline.title(year)}>
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {view.headline.map((card, index) => {
            const Icon = HEADLINE_ICONS[index] ?? Home;
            return (
              <li key={card.label} className="break-inside-avoid">
                <StatCard {...card} icon={<Icon className="size-6" />} className="h-full" />
              </li>
            );
          })}
        </ul>
        <div className="mt-8 max-w-3xl space-y-2 text-lg text-slate-700" data-year-sentences>
          {view.sentences.map((sentence) => (
            <p key={sentence}>{sentence}</p>
          ))}
        </div>
      </PageSection>
      <PageSection
        id={text.quarters.id}
        title={text.quarters.title}
        intro={text.quarters.intro(year, previousYear)}
        background="muted"
      >
        <FilterLinks view={view} />
        <div className="mt-6">
          <StackedTable<Row<"quarters">>
            caption={text.quarters.caption(filterLabel, year, previousYear)}
            columns={[
              { header: text.quarters.quarter, cell: (row) => row.label },
              { header: `${filterLabel}, ${year}`, cell: (row) => row.now, numeric: true },
              { header: `${filterLabel}, ${previousYear}`, cell: (row) => row.yearBefore, numeric: true },
              { header: text.quarters.change, cell: (row) => row.change, numeric: true },
              ...(view.quarterColumns === "sales"
                ? [
                    {
                      header: text.quarters.medianPrice,
                      cell: (row: Row<"quarters">) => row.medianPrice,
                      numeric: true,
                    },
                    {
                      header: `${text.quarters.change} on ${previousYear}`,
                      cell: (row: Row<"quarters">) => row.medianChange,
                      numeric: true,
                    },
                  ]
                : []),
            ]}
            rows={view.quarters}
            rowKey={(row) => row.label}
          />
        </div>
      </PageSection>
      <PageSection id={text.priceBands.id} title={text.priceBands.title} intro={text.priceBands.intro}>
        <div className="grid gap-8 lg:grid-cols-[2fr_3fr] lg:items-start">
          <div className="break-inside-avoid rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
            <BarChart
              title={text.priceBands.chartTitle(year)}
              data={view.priceBands.map((band) => ({ label: band.label, value: band.sales, color: BAR_COLOUR }))}
              valueHeader={text.priceBands.valueHeader}
              formatValue={formatInteger}
            />
          </div>
          <StackedTable<Row<"priceBands">>
            caption={text.priceBands.caption(year, previousYear)}
            columns={[
              { header: text.priceBands.band, cell: (row) => row.label },
              { header: String(year), cell: (row) => row.now, numeric: true },
              { header: text.priceBands.share, cell: (row) => row.share, numeric: true },
              { header: String(previousYear), cell: (row) => row.yearBefore, numeric: true },
              { header: text.quarters.change, cell: (row) => row.change, numeric: true },
            ]}
            rows={view.priceBands}
            rowKey={(row) => row.id}
          />
        </div>
      </PageSection>
      <PageSection id={text.villages.id} title={text.villages.title} intro={text.villages.intro} background="muted">
        <StackedTable<Row<"villages">>
          caption={text.villages.caption(year, previousYear)}
          columns={[
            { header: text.villages.area, cell: (row) => row.name },
            { header: `Sale contracts, ${year}`, cell: (row) => row.contracts, numeric: true },
            { header: text.quarters.change, cell: (row) => row.change, numeric: true },
            { header: text.quarters.medianPrice, cell: (row) => row.medianPrice, numeric: true },
            { header: text.quarters.change, cell: (row) => row.medianChange, numeric: true },
          ]}
          rows={view.villages}
          rowKey={(row) => row.name}
        />
      </PageSection>
      <PageSection id={text.types.id} title={text.types.title} intro={text.types.intro}>
        <StackedTable<Row<"types">>
          caption={text.types.caption(year, previousYear)}
          columns={[
            { header: text.types.type, cell: (row) => row.label },
            { header: `Contracts, ${year}`, cell: (row) => row.contracts, numeric: true },
            { header: `${text.quarters.change} on ${previousYear}`, cell: (row) => row.change, numeric: true },
            { header: text.quarters.medianPrice, cell: (row) => row.medianPrice, numeric: true },
          ]}
          rows={view.types}
          rowKey={(row) => row.label}
        />
      </PageSection>
      <PageSection id={supply.id} title={supply.title} intro={<p>{supply.intro}</p>} background="muted">
        <PeriodSupplySection supply={supply} />
      </PageSection>
      {view.words && view.words.summary.length > 0 ? (
        <PageSection id={text.words.id} title={text.words.title(year)} background="muted">
          <Paragraphs html={view.words.summary} />
        </PageSection>
      ) : null}
      {view.words && view.words.outlook.length > 0 ? (
        <PageSection id={text.outlook.id} title={text.outlook.title(year + 1)}>
          <Paragraphs html={view.words.outlook} />
        </PageSection>
      ) : null}
      <PageSection id={text.years.id} title={text.years.title} background="muted">
        <h3 className="text-lg font-bold text-slate-900">{text.years.yearsTitle}</h3>
        <ul className="mt-3 flex flex-wrap gap-3 print:hidden">
          {view.years.map((entry) => (
            <li key={entry.year}>
              <Link
                to={entry.href}
                aria-current={entry.current ? "page" : undefined}
                className="block rounded-lg border border-slate-200 bg-white px-3 py-2 font-medium text-blue-900 hover:border-blue-900 aria-[current=page]:border-blue-900 aria-[current=page]:bg-blue-50"
              >
                {entry.year}
              </Link>
            </li>
          ))}
        </ul>
        <div className="mt-6 max-w-3xl space-y-3 text-slate-700">
          {text.years.method.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          <p>{view.minimumBasisRule}</p>
          <p>
            Each quarter on its own:{" "}
            <Link to="/quarterly-report" className={linkClasses}>
              the quarterly reports
            </Link>
            .
          </p>
        </div>
      </PageSection>
      <CtaBand
        title={text.cta.title}
        text={<p>{text.cta.text}</p>}
        actions={
          <>
            <ButtonLink to={contactRequestHref(text.cta.request(year))} variant="light" className="print:hidden">
              {text.cta.contact}
            </ButtonLink>
            <ButtonLink to="/subscribe" variant="outline-light" className="print:hidden">
              {text.cta.subscribe}
            </ButtonLink>
          </>
        }
      />
    </>
  );
}
