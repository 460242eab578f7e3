import { data } from "react-router";
import type { Route } from "./+types/sellers.pricing-guide";
import { ButtonLink } from "~/components/ui/button-link";
import { CtaBand } from "~/components/ui/cta-band";
import { FactNoteList } from "~/components/ui/fact-note-list";
import { PageHero } from "~/components/ui/page-hero";
import { PageSection } from "~/components/ui/page-section";
import { withImpactLabel } from "~/features/guides/consideration-label";
import { ConsiderationGrid } from "~/features/guides/consideration-grid";
import { InfoCardGrid } from "~/components/ui/info-card-grid";
import { NeighbourhoodCard } from "~/features/guides/neighbourhood-card";
import { pricingFromQuery } from "~/features/guides/pricing-estimate";
import { PricingForm } from "~/features/guides/pricing-form";
import { pricingFormView } from "~/features/guides/pricing-form-view";
import { TrendBadge } from "~/features/guides/trend-badge";
import { contactRequestHref } from "~/lib/contact-link";
import { formatSignedPercent, formatUsd } from "~/lib/format";
import { factBook } from "~/features/facts/fact-store.server";
import { pageMeta } from "~/lib/seo";
import { factValue, measureLabels } from "~content/facts";
import {
  neighbourhoodPricesHeading,
  pricingCta,
  pricingForm,
  pricingGuideIntro,
  pricingGuideContent,
  pricingTips,
  pricingTipsHeading,
  valueFactors,
  valueFactorsHeading,
} from "~content/guides/pricing-guide";
import { appContextOf } from "~/server/app-context.server";

const PATH = "/sellers/pricing-guide";
const FORM_SECTION_ID = "quick-estimate";

/**
 * The quick pricing form is a GET form: the estimate is rendered from the query string (400 when it
 * is invalid). The prose and the formatted figures travel as loader data (docs/decisions/004).
 */
export async function loader({ url, context }: Route.LoaderArgs) {
  const book = await factBook(appContextOf(context));
  const { pricingNeighbourhoods, pricingNeighbourhoodNotes, townAveragePriceSqFt } = pricingGuideContent(book);
  const outcome = pricingFromQuery(url.searchParams, pricingNeighbourhoods);
  const page = {
    intro: pricingGuideIntro,
    neighbourhoodPricesHeading,
    townAveragePriceSqFt: formatUsd(townAveragePriceSqFt),
    pricingNeighbourhoodNotes,
    pricingNeighbourhoods: pricingNeighbourhoods.map((n) => ({
      id: n.id,
      name: n.name,
      trend: n.trend,
      yearOverYear: `${formatSignedPercent(n.yearOverYear)} year over year`,
      facts: [
        { label: measureLabels["price-per-sq-ft"], value: factValue(n.pricePerSqFt, book) },
        { label: measureLabels["median-sale-price"], value: factValue(n.medianPrice, book) },
        { label: "Typical range", value: n.range, wide: true },
      ],
      description: n.description,
    })),
    form: { title: pricingForm.title, intro: pricingForm.intro, view: pricingFormView(outcome, pricingNeighbourhoods) },
    valueFactorsHeading,
    valueFactors: valueFactors.map(withImpactLabel),
    pricingTipsHeading,
    pricingTips,
    cta: { ...pricingCta, consultationHref: contactRequestHref(pricingCta.consultationRequest) },
  };
  return data(page, { status: outcome.status === "invalid" ? 400 : 200 });
}

export function meta(args: Route.MetaArgs) {
  const { intro } = args.loaderData;
  return pageMeta(args, { title: intro.title, description: intro.metaDescription });
}

export default function PricingGuide({ loaderData: page }: Route.ComponentProps) {
  return (
    <>
      <PageHero
        eyebrow={page.intro.eyebrow}
        title={page.intro.title}
        intro={page.intro.intro}
        actions={
          <ButtonLink to={`#${FORM_SECTION_ID}`} variant="light">
            {page.form.title}
          </ButtonLink>
        }
      />

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
              badge={<TrendBadge trend={n.trend} label={n.yearOverYear} />}
              facts={n.facts}
              description={n.description}
            />
          ))}
        </ul>
        <FactNoteList notes={page.pricingNeighbourhoodNotes} />
      </PageSection>

      <PageSection id={FORM_SECTION_ID} title={page.form.title} intro={page.form.intro} background="muted">
        <PricingForm view={page.form.view} action={`${PATH}#${FORM_SECTION_ID}`} />
      </PageSection>

      <PageSection id="value-factors" title={page.valueFactorsHeading.title} intro={page.valueFactorsHeading.intro}>
        <ConsiderationGrid items={page.valueFactors} />
      </PageSection>

      <PageSection id="pricing-tips" title={page.pricingTipsHeading.title} background="muted">
        <InfoCardGrid cards={page.pricingTips} />
      </PageSection>

      <CtaBand
        title={page.cta.title}
        text={page.cta.text}
        actions={
          <>
            <ButtonLink to={page.cta.consultationHref} variant="light">
              {page.cta.consultationLabel}
            </ButtonLink>
            <ButtonLink to="/market-report" variant="outline-light">
              {page.cta.reportLabel}
            </ButtonLink>
          </>
        }
      />
    </>
  );
}
