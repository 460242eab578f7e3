import { data, useLocation } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/investors.mill-rates";
import { Badge } from "~/components/ui/badge";
import { ButtonLink } from "~/components/ui/button-link";
import { Card } from "~/components/ui/card";
import { CtaBand } from "~/components/ui/cta-band";
import { DataTable } from "~/components/ui/data-table";
import { PageHero } from "~/components/ui/page-hero";
import { PageSection } from "~/components/ui/page-section";
import { StepList } from "~/components/ui/step-list";
import { MillRateCalculator } from "~/features/property-tax/mill-rate-calculator";
import {
  calculatorState,
  millRateHistory,
  propertyTaxFor,
  taxByTown,
  latestMillRate,
  type MillRateHistoryRow,
  type TownTaxRow,
} from "~/features/property-tax/property-tax";
import { contactRequestHref } from "~/lib/contact-link";
import { formatDecimal, formatSignedPercent, formatUsd } from "~/lib/format";
import { pageMeta } from "~/lib/seo";
import {
  fiscalYearLabel,
  millRatesPage as page,
  neighbourComparison,
  workedExampleValues,
} from "~content/investors/mill-rates";

// The calculator's query string: anything odd is dropped rather than failing the page.
const querySchema = z.object({
  value: z.string().max(40).optional().catch(undefined),
  year: z.string().max(10).optional().catch(undefined),
});

export function loader({ request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const query = querySchema.parse({ value: params.get("value") ?? undefined, year: params.get("year") ?? undefined });
  const state = calculatorState(query);
  const initial = { value: state.valueText, year: state.year.fiscalYear };
  // A value the calculator cannot read is the visitor's mistake: the page explains it with a 400.
  return data({ initial }, { status: state.outcome.kind === "invalid" ? 400 : 200 });
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, page.meta);
}

const historyColumns = [
  {
    header: page.history.columns.fiscalYear,
    cell: (row: MillRateHistoryRow) => <span className="whitespace-nowrap">{fiscalYearLabel(row.fiscalYear)}</span>,
  },
  {
    header: page.history.columns.millRate,
    numeric: true,
    cell: (row: MillRateHistoryRow) => formatDecimal(row.millRate, 3),
  },
  {
    header: page.history.columns.change,
    numeric: true,
    cell: (row: MillRateHistoryRow) => (row.changePercent === null ? "–" : formatSignedPercent(row.changePercent)),
  },
  { header: page.history.columns.grandList, cell: (row: MillRateHistoryRow) => row.grandList },
  {
    header: page.history.columns.note,
    cell: (row: MillRateHistoryRow) => (
      <>
        {row.status === "to-confirm" ? (
          <Badge tone="yellow" className="mr-2">
            {page.history.toConfirmLabel}
          </Badge>
        ) : null}
        {row.note}
      </>
    ),
  },
];

const townColumns = [
  { header: page.comparison.columns.town, cell: (row: TownTaxRow) => row.town },
  {
    header: page.comparison.columns.millRate,
    numeric: true,
    cell: (row: TownTaxRow) => formatDecimal(row.millRate, 3),
  },
  {
    header: page.comparison.columns.assessedValue,
    numeric: true,
    cell: (row: TownTaxRow) => formatUsd(row.assessedValue),
  },
  { header: page.comparison.columns.annualTax, numeric: true, cell: (row: TownTaxRow) => formatUsd(row.annualTax) },
];

export default function MillRates({ loaderData }: Route.ComponentProps) {
  const location = useLocation();
  const examples = workedExampleValues.map((value) => propertyTaxFor(value, latestMillRate.millRate));
  return (
    <>
      <PageHero
        eyebrow={page.hero.eyebrow}
        title={page.hero.title}
        intro={page.hero.intro}
        actions={
          <>
            <ButtonLink to={`#${page.calculator.id}`} variant="light">
              {page.hero.calculatorAction}
            </ButtonLink>
            <ButtonLink to={contactRequestHref(page.cta.contactRequest)} variant="outline-light">
              {page.hero.contactAction}
            </ButtonLink>
          </>
        }
      />

      <PageSection id={page.howItWorks.id} title={page.howItWorks.title} intro={page.howItWorks.intro}>
        <StepList steps={page.howItWorks.steps} />
      </PageSection>

      <PageSection
        id={page.calculator.id}
        title={page.calculator.title}
        intro={page.calculator.intro}
        background="muted"
      >
        {/* A new query (a submitted form) starts the fields afresh from the server's values. */}
        <MillRateCalculator key={location.search} initial={loaderData.initial} />
        <ul
          className="mt-8 grid gap-4 sm:grid-cols-3"
          aria-label={page.calculator.examplesLabel(latestMillRate.fiscalYear)}
        >
          {examples.map((example) => (
            <Card as="li" key={example.marketValue} className="p-5">
              <p className="text-sm font-medium text-slate-600">
                {formatUsd(example.marketValue)} {page.calculator.exampleMarketValue}
              </p>
              <p className="mt-1 text-sm text-slate-600">
                {formatUsd(example.assessedValue)} {page.calculator.exampleAssessed}
              </p>
              <p className="mt-2 text-2xl font-bold text-slate-900 tabular-nums">
                {formatUsd(example.annualTax)}{" "}
                <span className="text-base font-medium text-slate-600">{page.calculator.examplePerYear}</span>
              </p>
            </Card>
          ))}
        </ul>
      </PageSection>

      <PageSection id={page.history.id} title={page.history.title} intro={page.history.intro}>
        <DataTable
          caption={page.history.caption}
          columns={historyColumns}
          rows={millRateHistory()}
          rowKey={(row) => row.fiscalYear}
        />
        <p
          className="mt-4 max-w-3xl rounded-xl border border-amber-200 bg-amber-50 p-4 text-sm text-amber-950"
          role="note"
        >
          {page.history.confirmNote}
        </p>
      </PageSection>

      <PageSection
        id={page.comparison.id}
        title={page.comparison.title}
        intro={page.comparison.intro}
        background="muted"
      >
        <DataTable
          caption={page.comparison.caption(
            formatUsd(neighbourComparison.sampleMarketValue),
            neighbourComparison.fiscalYear,
          )}
          columns={townColumns}
          rows={taxByTown(neighbourComparison.towns, neighbourComparison.sampleMarketValue)}
          rowKey={(row) => row.town}
        />
        <p className="mt-4 text-sm text-slate-600">
          {page.comparison.sourceLabel} {neighbourComparison.source}
        </p>
        <p className="mt-2 max-w-3xl text-slate-600">{page.comparison.caveat}</p>
      </PageSection>

      <PageSection id={page.investorNotes.id} title={page.investorNotes.title}>
        <ul className="grid gap-6 md:grid-cols-2">
          {page.investorNotes.items.map((item) => (
            <Card as="li" key={item.title}>
              <h3 className="text-lg font-semibold text-slate-900">{item.title}</h3>
              <p className="mt-2 text-slate-600">{item.description}</p>
            </Card>
          ))}
        </ul>
      </PageSection>

      <CtaBand
        title={page.cta.title}
        text={page.cta.text}
        actions={
          <>
            <ButtonLink to={contactRequestHref(page.cta.contactRequest)} variant="light">
              {page.cta.contactAction}
            </ButtonLink>
            <ButtonLink to="/market-report" variant="outline-light">
              {page.cta.reportAction}
            </ButtonLink>
          </>
        }
      />
    </>
  );
}
