import type { Route } from "./+types/investors.zip-code-hotspots";
import { Badge } from "~/components/ui/badge";
import { ButtonLink } from "~/components/ui/button-link";
import { Card } from "~/components/ui/card";
import { CtaBand } from "~/components/ui/cta-band";
import { DataTable } from "~/components/ui/data-table";
import { PageHero } from "~/components/ui/page-hero";
import { PageSection } from "~/components/ui/page-section";
import { StatCard } from "~/components/ui/stat-card";
import { zipHotspotsView } from "~/features/reports/investor-pages.server";
import { sampleWeekNumbers } from "~/features/reports/sample-weeks.server";
import { publishedWeeks, weeksDatabase } from "~/features/weeks/week-store.server";
import { formatContractPrice } from "~/features/reports/report-figures";
import { contactRequestHref } from "~/lib/contact-link";
import { formatUsd } from "~/lib/format";
import { pageMeta } from "~/lib/seo";
import { zipHotspotsCopy, zipHotspotsMeta } from "~content/investors/zip-code-hotspots";

const perSqft = (value: number | null) => (value === null ? "-" : formatUsd(value));

// The words and the figures, formatted here, travel as loader data, not as JavaScript (decision 004).
export async function loader({ context }: Route.LoaderArgs) {
  const db = weeksDatabase(context);
  // publishedWeeks loads the seed weeks into an empty database: ask which are samples after it.
  const weeks = await publishedWeeks(db);
  const sampleWeeks = await sampleWeekNumbers(db);
  const view = zipHotspotsView(weeks);
  const { period, ...copy } = zipHotspotsCopy;
  const { mostActive, fastest, priciestPerSqft } = view.highlights;
  const highlights = [
    mostActive && {
      label: copy.highlightLabels.mostActive,
      zip: mostActive.key,
      detail: `${mostActive.area}: ${mostActive.count} sales`,
      tone: "neutral" as const,
    },
    fastest && {
      label: copy.highlightLabels.fastest,
      zip: fastest.key,
      detail: `${fastest.area}: ${fastest.avgDom} days on average`,
      tone: fastest.domTone,
    },
    priciestPerSqft && {
      label: copy.highlightLabels.priciestPerSqft,
      zip: priciestPerSqft.key,
      detail: `${priciestPerSqft.area}: ${perSqft(priciestPerSqft.avgPricePerSqft)} per sq ft`,
      tone: "neutral" as const,
    },
  ].filter((item) => item !== null);
  // A ZIP code's row and a property type's row carry the same figures.
  type Group = Pick<(typeof view.zips)[number], "count" | "avgPrice" | "avgPricePerSqft" | "avgDom" | "domTone">;
  const figures = ({ count, avgPrice, avgPricePerSqft, avgDom, domTone }: Group) => ({
    count,
    avgPrice: formatContractPrice(avgPrice),
    avgPricePerSqft: perSqft(avgPricePerSqft),
    avgDom,
    domTone,
  });
  return {
    meta: zipHotspotsMeta,
    copy: { ...copy, period: period(view.weekCount, view.range, view.contractCount, sampleWeeks.size > 0) },
    highlights,
    zips: view.zips.map((zip) => ({ key: zip.key, area: zip.area, ...figures(zip) })),
    types: view.types.map((type) => ({ key: type.key, label: type.label, ...figures(type) })),
  };
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
        intro={
          <>
            <p>{copy.intro}</p>
            <p className="mt-3 text-base text-blue-200">{copy.period}</p>
          </>
        }
      />
      <PageSection id="highlights" title={copy.highlightsTitle}>
        <ul className="grid gap-4 sm:grid-cols-3">
          {view.highlights.map((item) => (
            <li key={item.label}>
              <StatCard
                label={item.label}
                value={item.zip}
                detail={item.detail}
                detailTone={item.tone}
                className="h-full"
              />
            </li>
          ))}
        </ul>
      </PageSection>
      <PageSection id="by-zip" title={copy.tableTitle} intro={copy.tableIntro} background="muted">
        <DataTable
          caption={copy.tableTitle}
          captionHidden
          rows={view.zips}
          rowKey={(zip) => zip.key}
          columns={[
            { header: "ZIP code", cell: (zip) => zip.key },
            { header: "Area", cell: (zip) => zip.area },
            { header: "Sales", cell: (zip) => zip.count, numeric: true },
            { header: "Average price", cell: (zip) => zip.avgPrice, numeric: true },
            { header: "Average $/sq ft", cell: (zip) => zip.avgPricePerSqft, numeric: true },
            {
              header: "Average DOM",
              cell: (zip) => <Badge tone={zip.domTone}>{zip.avgDom} days</Badge>,
              numeric: true,
            },
          ]}
        />
      </PageSection>
      <PageSection id="by-type" title={copy.typeTitle} intro={copy.typeIntro}>
        <DataTable
          caption={copy.typeTitle}
          captionHidden
          rows={view.types}
          rowKey={(type) => type.key}
          columns={[
            { header: "Property type", cell: (type) => type.label },
            { header: "Sales", cell: (type) => type.count, numeric: true },
            { header: "Average price", cell: (type) => type.avgPrice, numeric: true },
            { header: "Average $/sq ft", cell: (type) => type.avgPricePerSqft, numeric: true },
            {
              header: "Average DOM",
              cell: (type) => <Badge tone={type.domTone}>{type.avgDom} days</Badge>,
              numeric: true,
            },
          ]}
        />
      </PageSection>
      <PageSection id="reading" title={copy.readingTitle} background="muted">
        <ul className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
          {copy.reading.map((item) => (
            <Card as="li" key={item.title}>
              <h3 className="text-lg font-semibold text-slate-900">{item.title}</h3>
              <p className="mt-2 text-slate-600">{item.text}</p>
            </Card>
          ))}
        </ul>
        <p className="mt-6 max-w-3xl text-slate-600">{copy.caveat}</p>
      </PageSection>
      <CtaBand
        title={copy.ctaTitle}
        text={<p>{copy.ctaText}</p>}
        actions={
          <>
            <ButtonLink to={contactRequestHref(copy.ctaContact)} variant="light">
              {copy.ctaContact}
            </ButtonLink>
            <ButtonLink to="/market-report" variant="outline-light">
              {copy.ctaReport}
            </ButtonLink>
            <ButtonLink to="/subscribe" variant="outline-light">
              {copy.ctaSubscribe}
            </ButtonLink>
          </>
        }
      />
    </>
  );
}
