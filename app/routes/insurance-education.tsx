import { data, Link } from "react-router";
import type { Route } from "./+types/insurance-education";
import { ButtonLink } from "~/components/ui/button-link";
import { CtaBand } from "~/components/ui/cta-band";
import { PageHero } from "~/components/ui/page-hero";
import { tabFrom, UrlTabs } from "~/components/ui/tabs";
import { readConveyanceQuery } from "~/features/calculators/calculator-query";
import { ClosingCostsPanel } from "~/features/calculators/closing-costs-panel";
import { ConveyanceExplainer } from "~/features/calculators/conveyance-explainer";
import { ConveyanceTaxCalculator } from "~/features/calculators/conveyance-tax-calculator";
import { InsuranceTypesPanel } from "~/features/calculators/insurance-cards";
import { contactRequestHref } from "~/lib/contact-link";
import { pageMeta } from "~/lib/seo";
import {
  DEFAULT_GUIDE_TAB,
  GUIDE_TAB_PARAM,
  GUIDE_TABS,
  guideTabLabels,
  insuranceEducationCta as cta,
  insuranceEducationHero as hero,
  insuranceEducationMeta,
} from "~content/calculators/insurance-education";
import { sellerGuideLink } from "~content/calculators/conveyance-tax-guide";

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, insuranceEducationMeta);
}

export function loader({ request }: Route.LoaderArgs) {
  const search = new URL(request.url).searchParams;
  const tab = tabFrom(search.get(GUIDE_TAB_PARAM), GUIDE_TABS, DEFAULT_GUIDE_TAB);
  const conveyance = readConveyanceQuery(search);
  // A price that is not a number is bad input: the page explains it, with a 400.
  return data({ tab, conveyance }, { status: conveyance.priceInvalid ? 400 : 200 });
}

/** Spec 2 "Insurance & Tax Guide": three tabs kept in the address, then the call to action. */
export default function InsuranceEducation({ loaderData }: Route.ComponentProps) {
  const { tab, conveyance } = loaderData;
  return (
    <>
      <PageHero eyebrow={hero.eyebrow} title={hero.title} intro={<p>{hero.intro}</p>} />
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 sm:py-16">
        <UrlTabs
          label="Guide topics"
          param={GUIDE_TAB_PARAM}
          idPrefix="guide"
          defaultTab={DEFAULT_GUIDE_TAB}
          selected={tab}
          tabs={GUIDE_TABS.map((id) => ({ id, label: guideTabLabels[id] }))}
          panels={{
            conveyance: (
              <div className="space-y-10">
                <ConveyanceExplainer />
                <ConveyanceTaxCalculator
                  idPrefix="guide-conveyance"
                  priceInput="numeric"
                  initialPrice={conveyance.price}
                  initialType={conveyance.type}
                />
                <p className="text-slate-700">
                  {sellerGuideLink.before}{" "}
                  <Link to="/sellers/conveyance-tax" className="font-semibold text-blue-900 underline">
                    {sellerGuideLink.link}
                  </Link>{" "}
                  {sellerGuideLink.after}
                </p>
              </div>
            ),
            insurance: <InsuranceTypesPanel />,
            costs: <ClosingCostsPanel />,
          }}
        />
      </div>
      <CtaBand
        id="insurance-cta-heading"
        title={cta.title}
        text={<p>{cta.text}</p>}
        actions={
          <>
            <ButtonLink to={contactRequestHref(cta.consultationRequest)} variant="light">
              {cta.consultation}
            </ButtonLink>
            <ButtonLink to="/market-report" variant="outline-light">
              {cta.marketReport}
            </ButtonLink>
          </>
        }
      />
    </>
  );
}
