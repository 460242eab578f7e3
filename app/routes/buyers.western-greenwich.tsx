import type { Route } from "./+types/buyers.western-greenwich";
import { ButtonLink } from "~/components/ui/button-link";
import { CtaBand } from "~/components/ui/cta-band";
import { DataTable } from "~/components/ui/data-table";
import { PageHero } from "~/components/ui/page-hero";
import { PageSection } from "~/components/ui/page-section";
import { ConsiderationGrid, InfoCardGrid, PropertyTypeCard } from "~/features/guides/guide-cards";
import { NeighbourhoodCard } from "~/features/guides/neighbourhood-card";
import { importanceTone } from "~/lib/colour-rules";
import { contactRequestHref } from "~/lib/contact-link";
import { formatPercent, formatUsdCompact } from "~/lib/format";
import { pageMeta } from "~/lib/seo";
import {
  buyingConsiderations,
  considerationsHeading,
  investmentOutlook,
  lifestyleCards,
  lifestyleHeading,
  marketTrends,
  marketTrendsHeading,
  propertyStyles,
  propertyStylesHeading,
  westernActions,
  westernIntro,
  westernNeighbourhoods,
  westernNeighbourhoodsHeading,
} from "~content/guides/western-greenwich";

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, { title: westernIntro.title, description: westernIntro.metaDescription });
}

export default function WesternGreenwich() {
  const tourHref = contactRequestHref(westernActions.tourRequest);
  const listingsHref = contactRequestHref(westernActions.listingsRequest);
  return (
    <>
      <PageHero
        eyebrow={westernIntro.eyebrow}
        title={westernIntro.title}
        intro={westernIntro.intro}
        actions={
          <>
            <ButtonLink to={tourHref} variant="light">
              {westernActions.tourLabel}
            </ButtonLink>
            <ButtonLink to={listingsHref} variant="outline-light">
              {westernActions.listingsLabel}
            </ButtonLink>
          </>
        }
      />

      <PageSection
        id="western-neighbourhoods"
        title={westernNeighbourhoodsHeading.title}
        intro={westernNeighbourhoodsHeading.intro}
      >
        <ul className="grid gap-6 md:grid-cols-2">
          {westernNeighbourhoods.map((n) => (
            <NeighbourhoodCard
              key={n.id}
              name={n.name}
              facts={[
                { label: "Average price", value: n.avgPrice !== undefined ? formatUsdCompact(n.avgPrice) : "" },
                { label: "Lot size", value: n.lotSize },
                { label: "Inventory", value: n.inventory },
              ]}
              description={n.description}
              highlights={n.highlights}
            >
              {n.demographics ? (
                <p className="mt-4 text-sm text-slate-700">
                  <span className="font-semibold">Typical residents: </span>
                  {n.demographics}
                </p>
              ) : null}
              {n.marketStatus ? (
                <p className="mt-3 rounded-lg bg-slate-100 px-3 py-2 text-sm font-medium text-slate-800">
                  <span className="font-semibold">Market status: </span>
                  {n.marketStatus}
                </p>
              ) : null}
            </NeighbourhoodCard>
          ))}
        </ul>
      </PageSection>

      <PageSection id="lifestyle" title={lifestyleHeading.title} background="muted">
        <InfoCardGrid cards={lifestyleCards} columns={4} />
      </PageSection>

      <PageSection id="property-styles" title={propertyStylesHeading.title}>
        <ul className="grid gap-6 md:grid-cols-2">
          {propertyStyles.map((style) => (
            <PropertyTypeCard key={style.type} type={style} prosTitle="Features" />
          ))}
        </ul>
      </PageSection>

      <PageSection id="market-trends" title={marketTrendsHeading.title} background="muted">
        <DataTable
          caption={marketTrendsHeading.caption}
          captionHidden
          columns={[
            { header: marketTrendsHeading.columns.trend, cell: (row) => row.trend },
            { header: marketTrendsHeading.columns.data, cell: (row) => row.data },
            { header: marketTrendsHeading.columns.implication, cell: (row) => row.implication },
          ]}
          rows={marketTrends}
          rowKey={(row) => row.trend}
        />
      </PageSection>

      <PageSection id="considerations" title={considerationsHeading.title} intro={considerationsHeading.intro}>
        <ConsiderationGrid
          items={buyingConsiderations}
          columns={3}
          labelOf={(item) =>
            item.importance ? { text: `${item.importance} importance`, tone: importanceTone(item.importance) } : null
          }
        />
      </PageSection>

      <PageSection id="investment-outlook" title={investmentOutlook.title} background="muted">
        <div className="grid gap-6 lg:grid-cols-3">
          <div className="rounded-2xl bg-blue-950 p-6 text-white shadow-lg shadow-blue-950/20">
            <p className="text-5xl font-bold tracking-tight text-amber-300 tabular-nums">
              {formatPercent(investmentOutlook.appreciationPercent)}
            </p>
            <p className="mt-2 text-lg font-semibold">{investmentOutlook.appreciationLabel}</p>
            <p className="mt-1 text-sm text-blue-100">{investmentOutlook.note}</p>
          </div>
          <div className="lg:col-span-2">
            <InfoCardGrid cards={investmentOutlook.points} columns={2} />
          </div>
        </div>
      </PageSection>

      <CtaBand
        title={westernActions.title}
        text={westernActions.text}
        actions={
          <>
            <ButtonLink to={tourHref} variant="light">
              {westernActions.tourLabel}
            </ButtonLink>
            <ButtonLink to={listingsHref} variant="outline-light">
              {westernActions.listingsLabel}
            </ButtonLink>
          </>
        }
      />
    </>
  );
}
