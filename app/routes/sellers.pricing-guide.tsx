import { data } from "react-router";
import type { Route } from "./+types/sellers.pricing-guide";
import { ButtonLink } from "~/components/ui/button-link";
import { CtaBand } from "~/components/ui/cta-band";
import { PageHero } from "~/components/ui/page-hero";
import { PageSection } from "~/components/ui/page-section";
import { ConsiderationGrid, InfoCardGrid } from "~/features/guides/guide-cards";
import { NeighbourhoodCard } from "~/features/guides/neighbourhood-card";
import { pricingFromQuery } from "~/features/guides/pricing-estimate";
import { PricingForm } from "~/features/guides/pricing-form";
import { TrendBadge } from "~/features/guides/trend-badge";
import { impactTone } from "~/lib/colour-rules";
import { contactRequestHref } from "~/lib/contact-link";
import { formatSignedPercent, formatUsd, formatUsdCompact } from "~/lib/format";
import { pageMeta } from "~/lib/seo";
import {
  neighbourhoodPricesHeading,
  pricingCta,
  pricingForm,
  pricingGuideIntro,
  pricingNeighbourhoods,
  pricingTips,
  pricingTipsHeading,
  townAveragePriceSqFt,
  valueFactors,
  valueFactorsHeading,
} from "~content/guides/pricing-guide";

const PATH = "/sellers/pricing-guide";
const FORM_SECTION_ID = "quick-estimate";

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, { title: pricingGuideIntro.title, description: pricingGuideIntro.metaDescription });
}

/** The quick pricing form is a GET form: the estimate is rendered from the query string (400 when it is invalid). */
export function loader({ request }: Route.LoaderArgs) {
  const outcome = pricingFromQuery(new URL(request.url).searchParams);
  return data({ outcome }, { status: outcome.status === "invalid" ? 400 : 200 });
}

export default function PricingGuide({ loaderData }: Route.ComponentProps) {
  const { outcome } = loaderData;
  return (
    <>
      <PageHero
        eyebrow={pricingGuideIntro.eyebrow}
        title={pricingGuideIntro.title}
        intro={pricingGuideIntro.intro}
        actions={
          <ButtonLink to={`#${FORM_SECTION_ID}`} variant="light">
            {pricingForm.title}
          </ButtonLink>
        }
      />

      <PageSection
        id="neighbourhood-prices"
        title={neighbourhoodPricesHeading.title}
        intro={
          <>
            {neighbourhoodPricesHeading.intro}{" "}
            <strong className="font-semibold text-slate-900">
              {neighbourhoodPricesHeading.townAverageLabel}: {formatUsd(townAveragePriceSqFt)}/sq ft.
            </strong>
          </>
        }
      >
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {pricingNeighbourhoods.map((n) => (
            <NeighbourhoodCard
              key={n.id}
              name={n.name}
              badge={<TrendBadge trend={n.trend} label={`${formatSignedPercent(n.yearOverYear)} year over year`} />}
              facts={[
                { label: "Avg $/sq ft", value: formatUsd(n.avgPriceSqFt) },
                { label: "Median price", value: formatUsdCompact(n.medianPrice) },
                { label: "Typical range", value: n.range, wide: true },
              ]}
              description={n.description}
            />
          ))}
        </ul>
      </PageSection>

      <PageSection id={FORM_SECTION_ID} title={pricingForm.title} intro={pricingForm.intro} background="muted">
        <PricingForm outcome={outcome} action={`${PATH}#${FORM_SECTION_ID}`} />
      </PageSection>

      <PageSection id="value-factors" title={valueFactorsHeading.title} intro={valueFactorsHeading.intro}>
        <ConsiderationGrid
          items={valueFactors}
          labelOf={(item) => (item.impact ? { text: `${item.impact} impact`, tone: impactTone(item.impact) } : null)}
        />
      </PageSection>

      <PageSection id="pricing-tips" title={pricingTipsHeading.title} background="muted">
        <InfoCardGrid cards={pricingTips} />
      </PageSection>

      <CtaBand
        title={pricingCta.title}
        text={pricingCta.text}
        actions={
          <>
            <ButtonLink to={contactRequestHref(pricingCta.consultationRequest)} variant="light">
              {pricingCta.consultationLabel}
            </ButtonLink>
            <ButtonLink to="/market-report" variant="outline-light">
              {pricingCta.reportLabel}
            </ButtonLink>
          </>
        }
      />
    </>
  );
}
