import type { Route } from "./+types/investors.zip-code-hotspots";
import { CtaBand } from "~/components/ui/cta-band";
import { InfoCardGrid } from "~/components/ui/info-card-grid";
import { PageHero } from "~/components/ui/page-hero";
import { PageSection } from "~/components/ui/page-section";
import { PeriodIntro, StatCardList, TypeSalesTable, ZipSalesTable } from "~/features/investors/investor-figures";
import { zipHotspotsPageView } from "~/features/investors/investor-page-view";
import { zipHotspotsView } from "~/features/investors/investor-pages.server";
import { sampleWeekNumbers } from "~/features/reports/sample-weeks.server";
import { publishedWeeks, weeksDatabase } from "~/server/week-store.server";
import { pageMeta } from "~/lib/seo";

// The words and the formatted figures travel as loader data, not as JavaScript (decision 004).
export async function loader({ context }: Route.LoaderArgs) {
  const db = weeksDatabase(context);
  // publishedWeeks loads the seed weeks into an empty database: ask which are samples after it.
  const weeks = await publishedWeeks(db);
  const sampleWeeks = await sampleWeekNumbers(db);
  return zipHotspotsPageView(zipHotspotsView(weeks), sampleWeeks.size > 0);
}

export function meta(args: Route.MetaArgs) {
  return args.loaderData ? pageMeta(args, args.loaderData.meta) : [];
}

/** Issue 8: sales by ZIP code and type, computed from the weekly contracts. */
export default function ZipCodeHotspots({ loaderData: view }: Route.ComponentProps) {
  const { copy } = view;
  return (
    <>
      <PageHero
        eyebrow={copy.eyebrow}
        title={copy.title}
        intro={<PeriodIntro intro={copy.intro} period={copy.period} />}
      />
      <PageSection id="highlights" title={copy.highlightsTitle}>
        <StatCardList stats={view.highlights} className="grid gap-4 sm:grid-cols-3" />
      </PageSection>
      <PageSection id="by-zip" title={copy.tableTitle} intro={copy.tableIntro} background="muted">
        <ZipSalesTable caption={copy.tableTitle} rows={view.zips} />
      </PageSection>
      <PageSection id="by-type" title={copy.typeTitle} intro={copy.typeIntro}>
        <TypeSalesTable caption={copy.typeTitle} rows={view.types} />
      </PageSection>
      <PageSection id="reading" title={copy.readingTitle} background="muted">
        <InfoCardGrid cards={view.reading} columns={3} spacing="tight" />
        <p className="mt-6 max-w-3xl text-slate-600">{copy.caveat}</p>
      </PageSection>
      <CtaBand title={copy.ctaTitle} text={<p>{copy.ctaText}</p>} links={view.ctaLinks} />
    </>
  );
}
