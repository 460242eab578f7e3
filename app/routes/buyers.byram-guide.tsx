import type { Route } from "./+types/buyers.byram-guide";
import { BarChart } from "~/components/charts/bar-chart";
import { Badge } from "~/components/ui/badge";
import { ButtonLink } from "~/components/ui/button-link";
import { Card } from "~/components/ui/card";
import { CtaBand } from "~/components/ui/cta-band";
import { PageHero } from "~/components/ui/page-hero";
import { PageSection } from "~/components/ui/page-section";
import { StatCard } from "~/components/ui/stat-card";
import { ConsiderationGrid, PropertyTypeCard } from "~/features/guides/guide-cards";
import { NeighbourhoodCard } from "~/features/guides/neighbourhood-card";
import { projectAppreciation } from "~/features/guides/projection";
import { TrendBadge } from "~/features/guides/trend-badge";
import { impactTone } from "~/lib/colour-rules";
import { contactRequestHref } from "~/lib/contact-link";
import { formatPercent, formatUsdCompact } from "~/lib/format";
import { pageMeta } from "~/lib/seo";
import {
  byramActions,
  byramIntro,
  byramNeighbourhoods,
  byramNeighbourhoodsHeading,
  byramProjection,
  byramPropertyTypes,
  byramPropertyTypesHeading,
  byramStatistics,
  byramStatisticsHeading,
  investmentFactors,
  investmentFactorsHeading,
  outlookHeading,
  outlookPeriods,
} from "~content/guides/byram-guide";

/** Navy for the largest share, then lighter blues: all at least 3:1 against white. */
const SHARE_COLOURS = ["#1e3a8a", "#1d4ed8", "#2563eb"];

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, { title: byramIntro.title, description: byramIntro.metaDescription });
}

export default function ByramGuide() {
  const projected = projectAppreciation(
    byramProjection.medianToday,
    byramProjection.lowPercent,
    byramProjection.highPercent,
  );
  const tourHref = contactRequestHref(byramActions.tourRequest);
  const reportHref = contactRequestHref(byramActions.reportRequest);
  return (
    <>
      <PageHero
        eyebrow={byramIntro.eyebrow}
        title={byramIntro.title}
        intro={byramIntro.intro}
        actions={
          <>
            <ButtonLink to={tourHref} variant="light">
              {byramActions.tourLabel}
            </ButtonLink>
            <ButtonLink to={reportHref} variant="outline-light">
              {byramActions.reportLabel}
            </ButtonLink>
          </>
        }
      />

      <PageSection id="byram-statistics" title={byramStatisticsHeading.title} intro={byramStatisticsHeading.intro}>
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {byramStatistics.map((stat) => (
            <li key={stat.label}>
              <StatCard
                className="h-full"
                label={stat.label}
                value={stat.value}
                detail={
                  <span className="flex flex-col items-start gap-2">
                    <span className="text-slate-600">{stat.comparison}</span>
                    <TrendBadge trend={stat.trend} label={stat.change} />
                  </span>
                }
              />
            </li>
          ))}
        </ul>
      </PageSection>

      <PageSection
        id="byram-neighbourhoods"
        title={byramNeighbourhoodsHeading.title}
        intro={byramNeighbourhoodsHeading.intro}
        background="muted"
      >
        <ul className="grid gap-6 lg:grid-cols-3">
          {byramNeighbourhoods.map((n) => (
            <NeighbourhoodCard
              key={n.id}
              name={n.name}
              facts={n.range ? [{ label: "Price range", value: n.range, wide: true }] : []}
              description={n.description}
              highlights={n.highlights}
            >
              {n.typicalBuyers ? (
                <p className="mt-4 text-sm text-slate-700">
                  <span className="font-semibold">Typical buyers: </span>
                  {n.typicalBuyers}
                </p>
              ) : null}
            </NeighbourhoodCard>
          ))}
        </ul>
      </PageSection>

      <PageSection
        id="investment-factors"
        title={investmentFactorsHeading.title}
        intro={investmentFactorsHeading.intro}
      >
        <ConsiderationGrid
          items={investmentFactors}
          labelOf={(item) => (item.impact ? { text: `${item.impact} impact`, tone: impactTone(item.impact) } : null)}
        />
      </PageSection>

      <PageSection
        id="property-types"
        title={byramPropertyTypesHeading.title}
        intro={byramPropertyTypesHeading.intro}
        background="muted"
      >
        <div className="max-w-2xl">
          <BarChart
            title={byramPropertyTypesHeading.chartTitle}
            valueHeader={byramPropertyTypesHeading.chartValueHeader}
            formatValue={(value) => formatPercent(value, 0)}
            data={byramPropertyTypes.map((t, index) => ({
              label: t.type,
              value: t.marketSharePercent ?? 0,
              color: SHARE_COLOURS[index % SHARE_COLOURS.length] ?? "#1e3a8a",
            }))}
          />
        </div>
        <ul className="mt-8 grid gap-6 lg:grid-cols-3">
          {byramPropertyTypes.map((t) => (
            <PropertyTypeCard
              key={t.type}
              type={t}
              aside={
                t.marketSharePercent !== undefined ? (
                  <Badge>{formatPercent(t.marketSharePercent, 0)} of market</Badge>
                ) : null
              }
            />
          ))}
        </ul>
      </PageSection>

      <PageSection id="outlook" title={outlookHeading.title}>
        <ol className="grid gap-6 lg:grid-cols-3">
          {outlookPeriods.map((o) => (
            <Card as="li" key={o.period}>
              <p className="text-sm font-semibold tracking-wide text-blue-800 uppercase">{o.period}</p>
              <h3 className="mt-1 text-lg font-semibold text-slate-900">{o.title}</h3>
              <p className="mt-2 text-slate-600">{o.description}</p>
            </Card>
          ))}
        </ol>
        <div className="mt-8 rounded-2xl bg-blue-950 p-6 text-white shadow-lg shadow-blue-950/20 sm:p-8">
          <h3 className="text-xl font-semibold text-amber-300">{byramProjection.title}</h3>
          <p className="mt-3 text-3xl font-bold tracking-tight tabular-nums">
            {formatUsdCompact(byramProjection.medianToday)} → {formatUsdCompact(projected.low)}–
            {formatUsdCompact(projected.high)}
          </p>
          <p className="mt-2 text-blue-100">
            {byramProjection.lowPercent}–{formatPercent(byramProjection.highPercent, 0)} appreciation over{" "}
            {byramProjection.years} years would take today’s {formatUsdCompact(byramProjection.medianToday)} median to{" "}
            {formatUsdCompact(projected.low)}–{formatUsdCompact(projected.high)} by {byramProjection.targetYear}.
          </p>
          <p className="mt-3 text-sm text-blue-100">{byramProjection.note}</p>
        </div>
      </PageSection>

      <CtaBand
        title={byramActions.title}
        text={byramActions.text}
        actions={
          <>
            <ButtonLink to={tourHref} variant="light">
              {byramActions.tourLabel}
            </ButtonLink>
            <ButtonLink to={reportHref} variant="outline-light">
              {byramActions.reportLabel}
            </ButtonLink>
          </>
        }
      />
    </>
  );
}
