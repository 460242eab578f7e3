import type { Route } from "./+types/investors.rental-market";
import { Badge } from "~/components/ui/badge";
import { ButtonLink } from "~/components/ui/button-link";
import { Card } from "~/components/ui/card";
import { CtaBand } from "~/components/ui/cta-band";
import { DataTable } from "~/components/ui/data-table";
import { PageHero } from "~/components/ui/page-hero";
import { PageSection } from "~/components/ui/page-section";
import { StatCard } from "~/components/ui/stat-card";
import { rentalMarketView } from "~/features/reports/investor-pages.server";
import { sampleWeekNumbers } from "~/features/reports/sample-weeks.server";
import { publishedWeeks, weeksDatabase } from "~/features/weeks/week-store.server";
import { formatMonthlyRent } from "~/features/reports/report-figures";
import { contactRequestHref } from "~/lib/contact-link";
import { formatDecimal, formatInteger, formatPercent, formatShortDate, formatUsd } from "~/lib/format";
import { pageMeta } from "~/lib/seo";
import { rentalMarketCopy, rentalMarketMeta } from "~content/investors/rental-market";

const rentPerSqft = (value: number | null) => (value === null ? "-" : `$${formatDecimal(value, 2)}`);

// The words and the figures, formatted here, travel as loader data, not as JavaScript (decision 004).
export async function loader({ context }: Route.LoaderArgs) {
  const db = weeksDatabase(context);
  // publishedWeeks loads the seed weeks into an empty database: ask which are samples after it.
  const weeks = await publishedWeeks(db);
  const sampleWeeks = await sampleWeekNumbers(db);
  const view = rentalMarketView(weeks);
  const { period, ...copy } = rentalMarketCopy;
  return {
    meta: rentalMarketMeta,
    copy: { ...copy, period: period(view.count, view.range, sampleWeeks.size > 0) },
    count: view.count,
    avgRent: formatUsd(view.avgRent),
    rentPerSqft: rentPerSqft(view.rentPerSqft),
    avgDom: `${view.avgDom} days`,
    byZip: view.byZip.map((zip) => ({
      key: zip.key,
      area: zip.area,
      count: zip.count,
      avgRent: formatMonthlyRent(zip.avgPrice),
      rentPerSqft: rentPerSqft(zip.rentPerSqft),
      avgDom: zip.avgDom,
      domTone: zip.domTone,
    })),
    yields: view.yields.map((item) => ({ label: `${item.zip} ${item.area}`, percent: formatPercent(item.percent) })),
    rentals: view.rentals.map((rental) => ({
      key: `${rental.address}-${rental.contractDate}`,
      address: rental.address,
      zip: rental.zip,
      contractDate: formatShortDate(rental.contractDate),
      sqft: rental.sqft ? formatInteger(rental.sqft) : "-",
      rent: formatMonthlyRent(rental.price),
      dom: rental.dom,
      domTone: rental.domTone,
    })),
  };
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
        intro={
          <>
            <p>{copy.intro}</p>
            <p className="mt-3 text-base text-blue-200">{copy.period}</p>
          </>
        }
      />
      <PageSection id="rental-figures" title={copy.byZipTitle} intro={copy.byZipIntro}>
        <ul className="grid grid-cols-2 gap-4 lg:grid-cols-4">
          <li>
            <StatCard label={copy.statLabels.count} value={view.count} className="h-full" />
          </li>
          <li>
            <StatCard label={copy.statLabels.avgRent} value={view.avgRent} className="h-full" />
          </li>
          <li>
            <StatCard label={copy.statLabels.rentPerSqft} value={view.rentPerSqft} className="h-full" />
          </li>
          <li>
            <StatCard label={copy.statLabels.avgDom} value={view.avgDom} className="h-full" />
          </li>
        </ul>
        <div className="mt-8">
          <DataTable
            caption={copy.byZipTitle}
            captionHidden
            rows={view.byZip}
            rowKey={(zip) => zip.key}
            columns={[
              { header: "ZIP code", cell: (zip) => zip.key },
              { header: "Area", cell: (zip) => zip.area },
              { header: "Rentals", cell: (zip) => zip.count, numeric: true },
              { header: "Average rent", cell: (zip) => zip.avgRent, numeric: true },
              { header: "Rent per sq ft", cell: (zip) => zip.rentPerSqft, numeric: true },
              {
                header: "Average DOM",
                cell: (zip) => <Badge tone={zip.domTone}>{zip.avgDom} days</Badge>,
                numeric: true,
              },
            ]}
          />
        </div>
      </PageSection>
      <PageSection id="gross-yield" title={copy.yieldTitle} intro={copy.yieldIntro} background="muted">
        {view.yields.length === 0 ? (
          <p className="text-slate-600">{copy.yieldNone}</p>
        ) : (
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {view.yields.map((item) => (
              <li key={item.label}>
                <StatCard label={item.label} value={item.percent} className="h-full" />
              </li>
            ))}
          </ul>
        )}
      </PageSection>
      <PageSection id="rentals" title={copy.rentalsTitle}>
        {view.rentals.length === 0 ? (
          <p className="text-slate-600">{copy.noRentals}</p>
        ) : (
          <DataTable
            caption={copy.rentalsTitle}
            captionHidden
            rows={view.rentals}
            rowKey={(rental) => rental.key}
            columns={[
              { header: "Address", cell: (rental) => rental.address },
              { header: "ZIP code", cell: (rental) => rental.zip },
              { header: "Contract date", cell: (rental) => rental.contractDate },
              { header: "Sq ft", cell: (rental) => rental.sqft, numeric: true },
              { header: "Monthly rent", cell: (rental) => rental.rent, numeric: true },
              {
                header: "DOM",
                cell: (rental) => <Badge tone={rental.domTone}>{rental.dom} days</Badge>,
                numeric: true,
              },
            ]}
          />
        )}
      </PageSection>
      <PageSection id="investor-notes" title={copy.pointsTitle} background="muted">
        <ul className="grid gap-4 md:grid-cols-3">
          {copy.points.map((point) => (
            <Card as="li" key={point.title}>
              <h3 className="text-lg font-semibold text-slate-900">{point.title}</h3>
              <p className="mt-2 text-slate-600">{point.text}</p>
            </Card>
          ))}
        </ul>
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
