import { CtaBand } from "~/components/ui/cta-band";
import { InfoCardGrid } from "~/components/ui/info-card-grid";
import { PageHero } from "~/components/ui/page-hero";
import { PageSection } from "~/components/ui/page-section";
import { PeriodIntro, RentalsTable, RentsByZipTable, StatCardList } from "./investor-figures";
import type { RentalMarketPageView } from "./investor-page-view";

/** /investors/rental-market: rental contracts by ZIP code, gross yields and every rental. */
export function RentalMarketPage({ page }: { page: RentalMarketPageView }) {
  const { copy } = page;
  return (
    <>
      <PageHero
        eyebrow={copy.eyebrow}
        title={copy.title}
        intro={<PeriodIntro intro={copy.intro} period={copy.period} />}
      />
      <PageSection id="rental-figures" title={copy.byZipTitle} intro={copy.byZipIntro}>
        <StatCardList stats={page.stats} className="grid grid-cols-2 gap-4 lg:grid-cols-4" />
        <div className="mt-8">
          <RentsByZipTable caption={copy.byZipTitle} rows={page.byZip} />
        </div>
      </PageSection>
      <PageSection id="gross-yield" title={copy.yieldTitle} intro={copy.yieldIntro} background="muted">
        {page.yields.length === 0 ? (
          <p className="text-slate-600">{copy.yieldNone}</p>
        ) : (
          <StatCardList stats={page.yields} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4" />
        )}
      </PageSection>
      <PageSection id="rentals" title={copy.rentalsTitle}>
        {page.rentals.length === 0 ? (
          <p className="text-slate-600">{copy.noRentals}</p>
        ) : (
          <RentalsTable caption={copy.rentalsTitle} rows={page.rentals} />
        )}
      </PageSection>
      <PageSection id="investor-notes" title={copy.pointsTitle} background="muted">
        <InfoCardGrid cards={page.points} columns="3-at-md" spacing="tight" />
      </PageSection>
      <CtaBand title={copy.ctaTitle} text={<p>{copy.ctaText}</p>} links={page.ctaLinks} />
    </>
  );
}
