import { Link } from "react-router";
import type { Route } from "./+types/investors.investment-trends";
import { Badge } from "~/components/ui/badge";
import { ButtonLink } from "~/components/ui/button-link";
import { Card } from "~/components/ui/card";
import { CtaBand } from "~/components/ui/cta-band";
import { DataTable } from "~/components/ui/data-table";
import { PageHero } from "~/components/ui/page-hero";
import { PageSection } from "~/components/ui/page-section";
import { StatCard } from "~/components/ui/stat-card";
import { StepList } from "~/components/ui/step-list";
import { latestMillRate, effectiveTaxRatePercent } from "~/features/property-tax/property-tax";
import { riskTone } from "~/lib/colour-rules";
import { contactRequestHref } from "~/lib/contact-link";
import { formatDecimal, formatPercent } from "~/lib/format";
import { pageMeta } from "~/lib/seo";
import { fiscalYearLabel } from "~content/investors/mill-rates";
import { investmentTrendsPage as page, type Strategy } from "~content/investors/investment-trends";

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, page.meta);
}

const strategyColumns = [
  { header: page.strategies.columns.strategy, cell: (row: Strategy) => row.strategy },
  { header: page.strategies.columns.description, cell: (row: Strategy) => row.description },
  { header: page.strategies.columns.timeframe, cell: (row: Strategy) => row.timeframe },
  { header: page.strategies.columns.watch, cell: (row: Strategy) => row.watch },
  {
    header: page.strategies.columns.risk,
    cell: (row: Strategy) => <Badge tone={riskTone(row.riskLevel)}>{row.riskLevel}</Badge>,
  },
];

export default function InvestmentTrends() {
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
              value={formatPercent(effectiveTaxRatePercent(latestMillRate.millRate), 2)}
              detail={page.headline.taxDetail(
                fiscalYearLabel(latestMillRate.fiscalYear),
                formatDecimal(latestMillRate.millRate, 3),
              )}
              className="h-full"
            />
          </li>
        </ul>
        <p className="mt-6 max-w-3xl text-sm text-slate-600">{page.headline.footnote}</p>
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
          columns={strategyColumns}
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
