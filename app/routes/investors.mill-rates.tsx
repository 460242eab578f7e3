import { data, useLocation } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/investors.mill-rates";
import { ButtonLink } from "~/components/ui/button-link";
import { Card } from "~/components/ui/card";
import { CtaBand } from "~/components/ui/cta-band";
import { DataTable } from "~/components/ui/data-table";
import { PageHero } from "~/components/ui/page-hero";
import { PageSection } from "~/components/ui/page-section";
import { StepList } from "~/components/ui/step-list";
import { MillRateCalculator } from "~/features/property-tax/mill-rate-calculator";
import { millRatesPageView } from "~/features/property-tax/mill-rates-page.server";
import { calculatorState } from "~/features/property-tax/property-tax";
import { contactRequestHref } from "~/lib/contact-link";
import { HYDRATE } from "~/lib/route-handle";
import { pageMeta } from "~/lib/seo";

// The calculator's query string: anything odd is dropped rather than failing the page.
const querySchema = z.object({
  value: z.string().max(40).optional().catch(undefined),
  year: z.string().max(10).optional().catch(undefined),
});

// The calculator computes as the visitor types (decision 014).
export const handle = HYDRATE;

// The prose and every static figure travel as loader data, not as JavaScript (decision 004).
export function loader({ request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const query = querySchema.parse({ value: params.get("value") ?? undefined, year: params.get("year") ?? undefined });
  const state = calculatorState(query);
  const initial = { value: state.valueText, year: state.year.fiscalYear };
  // A value the calculator cannot read is the visitor's mistake: the page explains it with a 400.
  return data({ initial, page: millRatesPageView() }, { status: state.outcome.kind === "invalid" ? 400 : 200 });
}

export function meta(args: Route.MetaArgs) {
  return args.loaderData ? pageMeta(args, args.loaderData.page.meta) : [];
}

export default function MillRates({ loaderData: { initial, page } }: Route.ComponentProps) {
  const location = useLocation();
  const { calculator, history, comparison } = page;
  return (
    <>
      <PageHero
        eyebrow={page.hero.eyebrow}
        title={page.hero.title}
        intro={page.hero.intro}
        actions={
          <>
            <ButtonLink className="print:hidden" to={`#${calculator.id}`} variant="light">
              {page.hero.calculatorAction}
            </ButtonLink>
            <ButtonLink
              className="print:hidden"
              to={contactRequestHref(page.cta.contactRequest)}
              variant="outline-light"
            >
              {page.hero.contactAction}
            </ButtonLink>
          </>
        }
      />

      <PageSection id={page.howItWorks.id} title={page.howItWorks.title} intro={page.howItWorks.intro}>
        <StepList steps={page.howItWorks.steps} />
      </PageSection>

      <PageSection id={calculator.id} title={calculator.title} intro={calculator.intro} background="muted">
        {/* A new query (a submitted form) starts the fields afresh from the server's values. */}
        <MillRateCalculator key={location.search} initial={initial} copy={calculator} />
        <ul className="mt-8 grid gap-4 sm:grid-cols-3" aria-label={calculator.examplesLabel}>
          {calculator.examples.map((example) => (
            <Card as="li" key={example.marketValue} className="p-5">
              <p className="text-sm font-medium text-slate-600">
                {example.marketValue} {calculator.exampleMarketValue}
              </p>
              <p className="mt-1 text-sm text-slate-600">
                {example.assessedValue} {calculator.exampleAssessed}
              </p>
              <p className="mt-2 text-2xl font-bold text-slate-900 tabular-nums">
                {example.annualTax}{" "}
                <span className="text-base font-medium text-slate-600">{calculator.examplePerYear}</span>
              </p>
            </Card>
          ))}
        </ul>
      </PageSection>

      <PageSection id={history.id} title={history.title} intro={history.intro}>
        <DataTable
          caption={history.caption}
          columns={[
            {
              header: history.columns.fiscalYear,
              cell: (row) => <span className="whitespace-nowrap">{row.fiscalYear}</span>,
            },
            { header: history.columns.millRate, numeric: true, cell: (row) => row.millRate },
            { header: history.columns.change, numeric: true, cell: (row) => row.change },
            { header: history.columns.grandList, cell: (row) => row.grandList },
            {
              header: history.columns.note,
              cell: (row) => row.note,
            },
          ]}
          rows={history.rows}
          rowKey={(row) => row.fiscalYear}
        />
        <p
          className="mt-4 max-w-3xl rounded-xl border border-amber-200 bg-amber-50 p-4 text-sm text-amber-950"
          role="note"
        >
          {history.confirmNote}
        </p>
      </PageSection>

      <PageSection id={comparison.id} title={comparison.title} intro={comparison.intro} background="muted">
        <DataTable
          caption={comparison.caption}
          columns={[
            { header: comparison.columns.town, cell: (row) => row.town },
            { header: comparison.columns.millRate, numeric: true, cell: (row) => row.millRate },
            { header: comparison.columns.assessedValue, numeric: true, cell: (row) => row.assessedValue },
            { header: comparison.columns.annualTax, numeric: true, cell: (row) => row.annualTax },
          ]}
          rows={comparison.rows}
          rowKey={(row) => row.town}
        />
        <p className="mt-4 text-sm text-slate-600">
          {comparison.sourceLabel} {comparison.source}
        </p>
        <p className="mt-2 max-w-3xl text-slate-600">{comparison.caveat}</p>
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
            <ButtonLink className="print:hidden" to={contactRequestHref(page.cta.contactRequest)} variant="light">
              {page.cta.contactAction}
            </ButtonLink>
            <ButtonLink className="print:hidden" to="/market-report" variant="outline-light">
              {page.cta.reportAction}
            </ButtonLink>
          </>
        }
      />
    </>
  );
}
