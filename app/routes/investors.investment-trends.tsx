import { Link } from "react-router";
import type { Route } from "./+types/investors.investment-trends";
import { FactNoteList } from "~/components/ui/fact-note-list";
import { Badge } from "~/components/ui/badge";
import { ButtonLink } from "~/components/ui/button-link";
import { Card } from "~/components/ui/card";
import { CtaBand } from "~/components/ui/cta-band";
import { DataTable } from "~/components/ui/data-table";
import { PageHero } from "~/components/ui/page-hero";
import { PageSection } from "~/components/ui/page-section";
import { StatCard } from "~/components/ui/stat-card";
import { StepList } from "~/components/ui/step-list";
import { latestMillRate, effectiveTaxRatePercent } from "~/domain/property-tax";
import { riskTone } from "~/lib/colour-rules";
import { contactRequestHref } from "~/lib/contact-link";
import { currentYearlyReview } from "~/features/yearly/yearly-data.server";
import { headlineFigures } from "~/features/yearly/yearly-review";
import { formatDecimal, formatInteger, formatPercent } from "~/lib/format";
import { factBook } from "~/features/facts/fact-store.server";
import { pageMeta } from "~/lib/seo";
import { fiscalYearLabel } from "~content/investors/mill-rates";
import { investmentTrendsContent } from "~content/investors/investment-trends";

// The prose, the computed tax figure and each strategy's risk tone travel as loader data, not as
// JavaScript (docs/decisions/004).
export async function loader({ context }: Route.LoaderArgs) {
  const { investmentTrendsPage: page } = investmentTrendsContent(await factBook(context));
  const { taxDetail, daysOnMarketLabel, daysOnMarketDetail, ...headline } = page.headline;
  const latest = latestMillRate();
  const review = currentYearlyReview();
  const daysOnMarket = {
    label: daysOnMarketLabel,
    value: formatInteger(headlineFigures(review).averageDaysOnMarket),
    detail: daysOnMarketDetail(review.year),
  };
  return {
    page: {
      ...page,
      headline: {
        ...headline,
        figures: [...headline.figures.slice(0, 1), daysOnMarket, ...headline.figures.slice(1)],
        taxValue: formatPercent(effectiveTaxRatePercent(latest.millRate), 2),
        taxDetail: taxDetail(fiscalYearLabel(latest.fiscalYear), formatDecimal(latest.millRate, 3)),
      },
      strategies: {
        ...page.strategies,
        items: page.strategies.items.map((item) => ({ ...item, riskTone: riskTone(item.riskLevel) })),
      },
    },
  };
}

export function meta(args: Route.MetaArgs) {
  return args.loaderData ? pageMeta(args, args.loaderData.page.meta) : [];
}

export default function InvestmentTrends({ loaderData: { page } }: Route.ComponentProps) {
  const { columns } = page.strategies;
  return (
    <>
      <PageHero
        eyebrow={page.hero.eyebrow}
        title={page.hero.title}
        intro={page.hero.intro}
        actions={
          <>
            <ButtonLink to="/market-report" variant="light">
              {page.hero.reportAction}
            </ButtonLink>
            <ButtonLink to={contactRequestHref(page.hero.contactRequest)} variant="outline-light">
              {page.hero.contactAction}
            </ButtonLink>
          </>
        }
      />

      <PageSection id={page.headline.id} title={page.headline.title} intro={page.headline.intro}>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
          {page.headline.figures.map((figure) => (
            <li key={figure.label}>
              <StatCard label={figure.label} value={figure.value} detail={figure.detail} className="h-full" />
            </li>
          ))}
          <li>
            <StatCard
              label={page.headline.taxLabel}
              value={page.headline.taxValue}
              detail={page.headline.taxDetail}
              className="h-full"
            />
          </li>
        </ul>
        <p className="mt-6 max-w-3xl text-sm text-slate-600">{page.headline.footnote}</p>
        <FactNoteList notes={page.headline.facts.notes} />
      </PageSection>

      <PageSection id={page.trends.id} title={page.trends.title} intro={page.trends.intro} background="muted">
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {page.trends.items.map((trend) => (
            <Card as="li" key={trend.title} className="flex flex-col">
              <h3 className="text-lg font-semibold text-slate-900">{trend.title}</h3>
              <p className="mt-2 flex-1 text-slate-600">{trend.description}</p>
              <p className="mt-4 border-t border-slate-100 pt-4 font-medium text-blue-900">{trend.implication}</p>
            </Card>
          ))}
        </ul>
      </PageSection>

      <PageSection id={page.strategies.id} title={page.strategies.title} intro={page.strategies.intro}>
        <DataTable
          caption={page.strategies.caption}
          captionHidden
          columns={[
            { header: columns.strategy, cell: (row) => row.strategy },
            { header: columns.description, cell: (row) => row.description },
            { header: columns.timeframe, cell: (row) => row.timeframe },
            { header: columns.watch, cell: (row) => row.watch },
            { header: columns.risk, cell: (row) => <Badge tone={row.riskTone}>{row.riskLevel}</Badge> },
          ]}
          rows={page.strategies.items}
          rowKey={(row) => row.strategy}
        />
      </PageSection>

      <PageSection id={page.process.id} title={page.process.title} background="muted">
        <StepList steps={page.process.steps} />
      </PageSection>

      <PageSection id={page.related.id} title={page.related.title}>
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          {page.related.links.map((link) => (
            <li key={link.to}>
              <Link
                to={link.to}
                className="block min-h-11 rounded-lg border border-slate-200 px-4 py-3 font-medium text-blue-900 hover:border-blue-900 hover:bg-blue-50"
              >
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      </PageSection>

      <CtaBand
        title={page.cta.title}
        text={page.cta.text}
        actions={
          <>
            <ButtonLink to="/subscribe" variant="light">
              {page.cta.subscribeAction}
            </ButtonLink>
            <ButtonLink to={contactRequestHref(page.hero.contactRequest)} variant="outline-light">
              {page.cta.contactAction}
            </ButtonLink>
          </>
        }
      />
    </>
  );
}
