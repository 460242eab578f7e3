import { CtaBand } from "~/components/ui/cta-band";
import { InfoCardGrid } from "~/components/ui/info-card-grid";
import { PageHero } from "~/components/ui/page-hero";
import { PageSection } from "~/components/ui/page-section";
import { PeriodIntro, StatCardList, TypeSalesTable, ZipSalesTable } from "./investor-figures";
import type { ZipHotspotsPageView } from "./investor-page-view";

/** /investors/zip-code-hotspots: the highlights, then sales by ZIP code and by type. */
export function ZipHotspotsPage({ page }: { page: ZipHotspotsPageView }) {
  const { copy } = page;
  return (
    <>
      <PageHero
        eyebrow={copy.eyebrow}
        title={copy.title}
        intro={<PeriodIntro intro={copy.intro} period={copy.period} />}
      />
      <PageSection id="highlights" title={copy.highlightsTitle}>
        <StatCardList stats={page.highlights} className="grid gap-4 sm:grid-cols-3" />
      </PageSection>
      <PageSection id="by-zip" title={copy.tableTitle} intro={copy.tableIntro} background="muted">
        <ZipSalesTable caption={copy.tableTitle} rows={page.zips} />
      </PageSection>
      <PageSection id="by-type" title={copy.typeTitle} intro={copy.typeIntro}>
        <TypeSalesTable caption={copy.typeTitle} rows={page.types} />
      </PageSection>
      <PageSection id="reading" title={copy.readingTitle} background="muted">
        <InfoCardGrid cards={page.reading} columns={3} spacing="tight" />
        <p className="mt-6 max-w-3xl text-slate-600">{copy.caveat}</p>
      </PageSection>
      <CtaBand title={copy.ctaTitle} text={<p>{copy.ctaText}</p>} links={page.ctaLinks} />
    </>
  );
}
