import { z } from "zod";
import type { Route } from "./+types/yearly-market-summary";
import { PageLoadingScreen } from "~/components/layout/page-loading-screen";
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
import {
  contractVelocity,
  DEFAULT_VELOCITY_FILTER,
  headlineFigures,
  luxuryFigures,
  priceBandShares,
  rentalFigures,
  VELOCITY_FILTER_PARAM,
  VELOCITY_FILTERS,
} from "~/features/yearly/yearly-review";
import { ZoneDaysOnMarket } from "~/features/yearly/zone-days-on-market";
import { contactRequestHref } from "~/lib/contact-link";
import { pageMeta } from "~/lib/seo";
import { yearlyPage } from "~content/yearly/yearly-page";

export function loader({ request }: Route.LoaderArgs) {
  // An unknown filter value falls back to all types, as an unknown week does on the weekly report.
  // Declared inside the loader, so Zod stays out of the browser bundle.
  const searchSchema = z.object({ filter: z.enum(VELOCITY_FILTERS).catch(DEFAULT_VELOCITY_FILTER) });
  const { filter } = searchSchema.parse({
    filter: new URL(request.url).searchParams.get(VELOCITY_FILTER_PARAM) ?? undefined,
  });
  const review = currentYearlyReview();
  const headline = headlineFigures(review);
  return {
    review,
    headline,
    velocity: contractVelocity(review, filter),
    priceBands: priceBandShares(review),
    luxury: luxuryFigures(review),
    rental: rentalFigures(review),
  };
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, yearlyPage.meta(args.loaderData?.review.year ?? new Date().getFullYear()));
}

/** Spec "Yearly summary": the year's review behind the one-second loading screen (spec 4 and 9). */
export default function YearlyMarketSummary({ loaderData }: Route.ComponentProps) {
  const { review, headline, velocity, priceBands, luxury, rental } = loaderData;
  const previousYear = review.contracts.previousYear;
  return (
    <>
      <PageLoadingScreen title={review.title} />
      <PageHero
        eyebrow={yearlyPage.eyebrow}
        title={review.title}
        intro={<p>{review.intro}</p>}
        actions={
          <>
            <ButtonLink to="/market-report" variant="light">
              {yearlyPage.heroActions.weekly}
            </ButtonLink>
            <ButtonLink to="/subscribe" variant="outline-light">
              {yearlyPage.heroActions.subscribe}
            </ButtonLink>
          </>
        }
      />
      <PageSection id={yearlyPage.headline.id} title={yearlyPage.headline.title(review.year)}>
        <HeadlineStats figures={headline} year={review.year} previousYear={previousYear} />
      </PageSection>
      <PageSection
        id={yearlyPage.velocity.id}
        title={yearlyPage.velocity.title}
        intro={yearlyPage.velocity.intro}
        background="muted"
      >
        <ContractVelocity velocity={velocity} />
      </PageSection>
      <PageSection
        id={yearlyPage.priceBands.id}
        title={yearlyPage.priceBands.title}
        intro={yearlyPage.priceBands.intro}
      >
        <PriceBandChart bands={priceBands} year={review.year} luxuryBandId={review.luxury.priceBandId} />
      </PageSection>
      <PageSection
        id={yearlyPage.zones.id}
        title={yearlyPage.zones.title}
        intro={yearlyPage.zones.intro}
        background="muted"
      >
        <ZoneDaysOnMarket zones={review.zones} townAverage={headline.averageDaysOnMarket} />
      </PageSection>
      <PageSection id={yearlyPage.segments.id} title={yearlyPage.segments.title}>
        <SegmentPanels luxury={luxury} rental={rental} previousYear={previousYear} />
      </PageSection>
      <PageSection id={yearlyPage.summary.id} title={yearlyPage.summary.title} background="muted">
        <div className="max-w-3xl space-y-4 text-lg text-slate-700">
          {review.summary.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      </PageSection>
      <PageSection id={yearlyPage.actions.id} title={yearlyPage.actions.title} intro={yearlyPage.actions.intro}>
        <ActionItems items={review.actionItems} />
      </PageSection>
      <PageSection
        id={yearlyPage.outlook.id}
        title={yearlyPage.outlook.title(review.outlook.year)}
        intro={yearlyPage.outlook.intro}
        background="muted"
      >
        <OutlookList predictions={review.outlook.predictions} />
      </PageSection>
      <PageSection id={yearlyPage.more.id} title={yearlyPage.more.title}>
        <KeepReading methodology={review.methodology} />
      </PageSection>
      <CtaBand
        title={yearlyPage.cta.title}
        text={<p>{yearlyPage.cta.text}</p>}
        actions={
          <>
            <ButtonLink to={contactRequestHref(yearlyPage.cta.request(review.year))} variant="light">
              {yearlyPage.cta.contact}
            </ButtonLink>
            <ButtonLink to="/subscribe" variant="outline-light">
              {yearlyPage.cta.subscribe}
            </ButtonLink>
          </>
        }
      />
    </>
  );
}
