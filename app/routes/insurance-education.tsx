import { data, Link } from "react-router";
import type { Route } from "./+types/insurance-education";
import { ButtonLink } from "~/components/ui/button-link";
import { CtaBand } from "~/components/ui/cta-band";
import { PageHero } from "~/components/ui/page-hero";
import { tabFrom, UrlTabs } from "~/components/ui/tabs";
import { readConveyanceQuery } from "~/features/calculators/calculator-query";
import { conveyanceExplainerView } from "~/features/calculators/conveyance-guide.server";
import {
  closingCostsPanelHtml,
  conveyanceExplainerHtml,
  insurancePanelHtml,
} from "~/features/calculators/guide-markup.server";
import { ConveyanceTaxCalculator } from "~/features/calculators/conveyance-tax-calculator";
import { closingCostsView, insuranceTypesView } from "~/features/calculators/insurance-guide.server";
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
import { conveyanceCalculatorCopy, sellerGuideLink } from "~content/calculators/conveyance-tax-guide";

// The prose and every static figure travel as loader data, not as JavaScript (decision 004); the
// parts that need no JavaScript as HTML drawn in the loader (decision 008).
export function loader({ request }: Route.LoaderArgs) {
  const search = new URL(request.url).searchParams;
  const tab = tabFrom(search.get(GUIDE_TAB_PARAM), GUIDE_TABS, DEFAULT_GUIDE_TAB);
  const conveyance = readConveyanceQuery(search);
  // A price that is not a number is bad input: the page explains it, with a 400.
  return data(
    {
      tab,
      conveyance,
      meta: insuranceEducationMeta,
      hero,
      cta,
      tabs: {
        param: GUIDE_TAB_PARAM,
        defaultTab: DEFAULT_GUIDE_TAB,
        items: GUIDE_TABS.map((id) => ({ id, label: guideTabLabels[id] })),
      },
      sellerGuideLink,
      calculator: conveyanceCalculatorCopy,
      explainerHtml: conveyanceExplainerHtml(conveyanceExplainerView()),
      insuranceHtml: insurancePanelHtml(insuranceTypesView()),
      costsHtml: closingCostsPanelHtml(closingCostsView()),
    },
    { status: conveyance.priceInvalid ? 400 : 200 },
  );
}

export function meta(args: Route.MetaArgs) {
  return args.loaderData ? pageMeta(args, args.loaderData.meta) : [];
}

/** Spec 2 "Insurance & Tax Guide": three tabs kept in the address, then the call to action. */
export default function InsuranceEducation({ loaderData }: Route.ComponentProps) {
  const { tab, conveyance, hero, cta, tabs, sellerGuideLink, calculator, explainerHtml, insuranceHtml, costsHtml } =
    loaderData;
  return (
    <>
      <PageHero eyebrow={hero.eyebrow} title={hero.title} intro={<p>{hero.intro}</p>} />
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 sm:py-16">
        <UrlTabs
          label="Guide topics"
          param={tabs.param}
          idPrefix="guide"
          defaultTab={tabs.defaultTab}
          selected={tab}
          tabs={tabs.items}
          panels={{
            conveyance: (
              <div className="space-y-10">
                <div dangerouslySetInnerHTML={{ __html: explainerHtml }} />
                <ConveyanceTaxCalculator
                  idPrefix="guide-conveyance"
                  priceInput="numeric"
                  initialPrice={conveyance.price}
                  initialType={conveyance.type}
                  copy={calculator}
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
            insurance: <div dangerouslySetInnerHTML={{ __html: insuranceHtml }} />,
            costs: <div dangerouslySetInnerHTML={{ __html: costsHtml }} />,
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
