import { z } from "zod";
import type { Route } from "./+types/yearly-market-summary";
import { ButtonLink } from "~/components/ui/button-link";
import { CtaBand } from "~/components/ui/cta-band";
import { PageHero } from "~/components/ui/page-hero";
import { PageSection } from "~/components/ui/page-section";
import { ActionItems } from "~/features/yearly/action-items";
import { ContractVelocity } from "~/features/yearly/contract-velocity";
import { HeadlineStats } from "~/features/yearly/headline-stats";
import { KeepReading } from "~/features/yearly/keep-reading";
import { OutlookList } from "~/features/yearly/outlook-list";
import { PriceBandChart } from "~/features/yearly/price-band-chart";
import { SegmentPanels } from "~/features/yearly/segment-panels";
import { currentYearlyReview } from "~/features/yearly/yearly-data.server";
import { yearlyPageView } from "~/features/yearly/yearly-page-view.server";
import { DEFAULT_VELOCITY_FILTER, VELOCITY_FILTER_PARAM, VELOCITY_FILTERS } from "~/features/yearly/yearly-review";
import { reviewFromHistory } from "~/features/yearly/yearly-from-history";
import { ZoneDaysOnMarket } from "~/features/yearly/zone-days-on-market";
import { yearSupply } from "~/features/yearly/year-supply";
import { PeriodSupplySection } from "~/components/ui/period-supply-section";
import { marketHistory } from "~/server/history-source.server";
import { historyCoverage, publishedContracts, weeksDatabase } from "~/server/week-store.server";
import { pageMeta } from "~/lib/seo";

export async function loader({ request, context }: Route.LoaderArgs) {
  // An unknown filter value falls back to all types, as an unknown week does on the weekly report.
  // Declared inside the loader, so Zod stays out of the browser bundle.
  const searchSchema = z.object({ filter: z.enum(VELOCITY_FILTERS).catch(DEFAULT_VELOCITY_FILTER) });
  const url = new URL(request.url);
  const { filter } = searchSchema.parse({ filter: url.searchParams.get(VELOCITY_FILTER_PARAM) ?? undefined });
  // Issue 29 item 6: the year's figures from the history where its weeks are published or imported (decision 116).
  const db = weeksDatabase(context);
  const { review } = reviewFromHistory(currentYearlyReview(), await publishedContracts(db), await historyCoverage(db));
  // The year's homes for sale and sales from the history's listings (decision 138), beside the review.
  return {
    ...yearlyPageView(review, filter, url.pathname),
    supply: yearSupply(await marketHistory(context), review.year),
  };
}

export function meta(args: Route.MetaArgs) {
  return args.loaderData ? pageMeta(args, args.loaderData.meta) : [];
}

/**
 * Spec "Yearly summary": the year's review, shown at once (issue 23 drops the spec's one-second
 * loading screen). No `handle`: the page is HTML and CSS only, its filter plain links (decision 014).
 */
export default function YearlyMarketSummary({ loaderData: view }: Route.ComponentProps) {
  const { hero, sections, cta } = view;
  return (
    <>
      <PageHero
        eyebrow={hero.eyebrow}
        title={hero.title}
        intro={<p>{hero.intro}</p>}
        actions={
          <>
            <ButtonLink to="/market-report" variant="light" className="print:hidden">
              {hero.actions.weekly}
            </ButtonLink>
            <ButtonLink to="/subscribe" variant="outline-light" className="print:hidden">
              {hero.actions.subscribe}
            </ButtonLink>
          </>
        }
      />
      <PageSection id={sections.headline.id} title={sections.headline.title}>
        <HeadlineStats cards={view.headline} />
      </PageSection>
      <PageSection
        id={sections.velocity.id}
        title={sections.velocity.title}
        intro={sections.velocity.intro}
        background="muted"
      >
        <ContractVelocity velocity={view.velocity} />
      </PageSection>
      <PageSection id={sections.priceBands.id} title={sections.priceBands.title} intro={sections.priceBands.intro}>
        <PriceBandChart bands={view.priceBands} />
      </PageSection>
      <PageSection id={sections.zones.id} title={sections.zones.title} intro={sections.zones.intro} background="muted">
        <ZoneDaysOnMarket view={view.zones} />
      </PageSection>
      <PageSection id={sections.segments.id} title={sections.segments.title}>
        <SegmentPanels segments={view.segments} />
      </PageSection>
      <PageSection id={view.supply.id} title={view.supply.title} intro={<p>{view.supply.intro}</p>} background="muted">
        <PeriodSupplySection supply={view.supply} />
      </PageSection>
      <PageSection id={sections.summary.id} title={sections.summary.title} background="muted">
        <div className="max-w-3xl space-y-4 text-lg text-slate-700">
          {view.summary.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      </PageSection>
      <PageSection id={sections.actions.id} title={sections.actions.title} intro={sections.actions.intro}>
        <ActionItems items={view.actionItems} />
      </PageSection>
      <PageSection
        id={sections.outlook.id}
        title={sections.outlook.title}
        intro={sections.outlook.intro}
        background="muted"
      >
        <OutlookList predictions={view.outlook} />
      </PageSection>
      <PageSection id={sections.more.id} title={sections.more.title}>
        <KeepReading view={view.keepReading} />
      </PageSection>
      <CtaBand
        title={cta.title}
        text={<p>{cta.text}</p>}
        actions={
          <>
            <ButtonLink to={cta.contactHref} variant="light" className="print:hidden">
              {cta.contact}
            </ButtonLink>
            <ButtonLink to="/subscribe" variant="outline-light" className="print:hidden">
              {cta.subscribe}
            </ButtonLink>
          </>
        }
      />
    </>
  );
}
