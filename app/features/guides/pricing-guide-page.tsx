import { CtaBand } from "~/components/ui/cta-band";
import { FactNoteList } from "~/components/ui/fact-note-list";
import { InfoCardGrid } from "~/components/ui/info-card-grid";
import { PageHero } from "~/components/ui/page-hero";
import { PageSection } from "~/components/ui/page-section";
import { ConsiderationGrid } from "./consideration-grid";
import { NeighbourhoodCard } from "./neighbourhood-card";
import { PricingForm } from "./pricing-form";
import type { PricingGuidePageView } from "./pricing-guide-view";
import { TrendBadge } from "./trend-badge";

/** /sellers/pricing-guide: neighborhood prices, the quick pricing form, value factors and tips. */
export function PricingGuidePage({ page }: { page: PricingGuidePageView }) {
  return (
    <>
      <PageHero eyebrow={page.intro.eyebrow} title={page.intro.title} intro={page.intro.intro} links={page.heroLinks} />

      <PageSection
        id="neighborhood-prices"
        title={page.neighbourhoodPricesHeading.title}
        intro={
          <>
            {page.neighbourhoodPricesHeading.intro}{" "}
            <strong className="font-semibold text-slate-900">
              {page.neighbourhoodPricesHeading.townAverageLabel}: {page.townAveragePriceSqFt}/sq ft.
            </strong>
          </>
        }
      >
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {page.pricingNeighbourhoods.map((n) => (
            <NeighbourhoodCard
              key={n.id}
              name={n.name}
              badge={<TrendBadge trend={n.trend} label={n.change} />}
              facts={n.facts}
              description={n.description}
              notes={n.notes}
            />
          ))}
        </ul>
        <FactNoteList notes={page.pricingNeighbourhoodNotes} />
      </PageSection>

      <PageSection id={page.form.id} title={page.form.title} intro={page.form.intro} background="muted">
        <PricingForm view={page.form.view} action={page.form.action} />
      </PageSection>

      <PageSection id="value-factors" title={page.valueFactorsHeading.title} intro={page.valueFactorsHeading.intro}>
        <ConsiderationGrid items={page.valueFactors} />
      </PageSection>

      <PageSection id="pricing-tips" title={page.pricingTipsHeading.title} background="muted">
        <InfoCardGrid cards={page.pricingTips} />
      </PageSection>

      <CtaBand title={page.cta.title} text={page.cta.text} links={page.cta.links} />
    </>
  );
}
