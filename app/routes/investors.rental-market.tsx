import type { Route } from "./+types/investors.rental-market";
import { CtaBand } from "~/components/ui/cta-band";
import { InfoCardGrid } from "~/components/ui/info-card-grid";
import { PageHero } from "~/components/ui/page-hero";
import { PageSection } from "~/components/ui/page-section";
import { PeriodIntro, RentalsTable, RentsByZipTable, StatCardList } from "~/features/investors/investor-figures";
import { rentalMarketPageView } from "~/features/investors/investor-page-view";
import { rentalMarketView } from "~/features/investors/investor-pages.server";
import { sampleWeekNumbers } from "~/features/reports/sample-weeks.server";
import { publishedWeeks, weeksDatabase } from "~/server/week-store.server";
import { pageMeta } from "~/lib/seo";

// The words and the formatted figures travel as loader data, not as JavaScript (decision 004).
export async function loader({ context }: Route.LoaderArgs) {
  const db = weeksDatabase(context);
  // publishedWeeks loads the seed weeks into an empty database: ask which are samples after it.
  const weeks = await publishedWeeks(db);
  const sampleWeeks = await sampleWeekNumbers(db);
  return rentalMarketPageView(rentalMarketView(weeks), sampleWeeks.size > 0);
}

export function meta(args: Route.MetaArgs) {
  return args.loaderData ? pageMeta(args, args.loaderData.meta) : [];
}

/** Issue 8: rental contracts by ZIP code, computed from the weekly contracts. */
export default function RentalMarket({ loaderData: view }: Route.ComponentProps) {
  const { copy } = view;
  return (
    <>
      <PageHero
        eyebrow={copy.eyebrow}
        title={copy.title}
        intro={<PeriodIntro intro={copy.intro} period={copy.period} />}
      />
      <PageSection id="rental-figures" title={copy.byZipTitle} intro={copy.byZipIntro}>
        <StatCardList stats={view.stats} className="grid grid-cols-2 gap-4 lg:grid-cols-4" />
        <div className="mt-8">
          <RentsByZipTable caption={copy.byZipTitle} rows={view.byZip} />
        </div>
      </PageSection>
      <PageSection id="gross-yield" title={copy.yieldTitle} intro={copy.yieldIntro} background="muted">
        {view.yields.length === 0 ? (
          <p className="text-slate-600">{copy.yieldNone}</p>
        ) : (
          <StatCardList stats={view.yields} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4" />
        )}
      </PageSection>
      <PageSection id="rentals" title={copy.rentalsTitle}>
        {view.rentals.length === 0 ? (
          <p className="text-slate-600">{copy.noRentals}</p>
        ) : (
          <RentalsTable caption={copy.rentalsTitle} rows={view.rentals} />
        )}
      </PageSection>
      <PageSection id="investor-notes" title={copy.pointsTitle} background="muted">
        <InfoCardGrid cards={view.points} columns="3-at-md" spacing="tight" />
      </PageSection>
      <CtaBand title={copy.ctaTitle} text={<p>{copy.ctaText}</p>} links={view.ctaLinks} />
    </>
  );
}
