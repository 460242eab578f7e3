import { data, Link } from "react-router";
import type { Route } from "./+types/insurance-education";
import { ButtonLink } from "~/components/ui/button-link";
import { CtaBand } from "~/components/ui/cta-band";
import { PageHero } from "~/components/ui/page-hero";
import { tabFrom, UrlTabs } from "~/components/ui/tabs";
import { readConveyanceQuery } from "~/features/calculators/calculator-query";
import { conveyanceExplainerView } from "~/features/calculators/conveyance-guide.server";
import { ClosingCostsPanel } from "~/features/calculators/closing-costs-panel";
import { ConveyanceExplainer } from "~/features/calculators/conveyance-explainer";
import { ConveyanceTaxCalculator, conveyanceFormId } from "~/features/calculators/conveyance-tax-calculator";
import { InsuranceTypesPanel } from "~/features/calculators/insurance-cards";
import { closingCostsView, insuranceTypesView } from "~/features/calculators/insurance-guide.server";
import { contactRequestHref } from "~/lib/contact-link";
import { HYDRATE } from "~/lib/route-handle";
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

// The calculator computes as the visitor types (decision 014).
export const handle = HYDRATE;

/** The calculator's id prefix: its form is the one the tabs submit, so a typed price survives switching. */
const CALCULATOR_ID = "guide-conveyance";

// The prose and every static figure travel as loader data, not as JavaScript (decision 004).
export function loader({ url }: Route.LoaderArgs) {
  const search = url.searchParams;
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
      explainer: conveyanceExplainerView(),
      insurance: insuranceTypesView(),
      costs: closingCostsView(),
    },
    { status: conveyance.priceInvalid ? 400 : 200 },
  );
}

export function meta(args: Route.MetaArgs) {
  return args.loaderData ? pageMeta(args, args.loaderData.meta) : [];
}

/**
 * Spec 2 "Insurance & Tax Guide": three tabs kept in the address, then the call to action. The tabs
 * submit the calculator's form, so a typed price survives switching tabs and back (issue 23).
 */
export default function InsuranceEducation({ loaderData }: Route.ComponentProps) {
  const { tab, conveyance, hero, cta, tabs, sellerGuideLink, calculator, explainer, insurance, costs } = loaderData;
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
          formId={conveyanceFormId(CALCULATOR_ID)}
          panels={{
            conveyance: (
              <div className="space-y-10">
                <ConveyanceExplainer explainer={explainer} />
                <ConveyanceTaxCalculator
                  idPrefix={CALCULATOR_ID}
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
            insurance: <InsuranceTypesPanel insurance={insurance} />,
            costs: <ClosingCostsPanel costs={costs} />,
          }}
        />
      </div>
      <CtaBand
        id="insurance-cta-heading"
        title={cta.title}
        text={<p>{cta.text}</p>}
        actions={
          <>
            <ButtonLink className="print:hidden" to={contactRequestHref(cta.consultationRequest)} variant="light">
              {cta.consultation}
            </ButtonLink>
            <ButtonLink className="print:hidden" to="/market-report" variant="outline-light">
              {cta.marketReport}
            </ButtonLink>
          </>
        }
      />
    </>
  );
}
