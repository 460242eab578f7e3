import { Link } from "react-router";
import { CtaBand } from "~/components/ui/cta-band";
import { PageHero } from "~/components/ui/page-hero";
import { UrlTabs } from "~/components/ui/tabs";
import { ClosingCostsPanel } from "./closing-costs-panel";
import { ConveyanceExplainer } from "./conveyance-explainer";
import { ConveyanceTaxCalculator, conveyanceFormId } from "./conveyance-tax-calculator";
import { InsuranceTypesPanel } from "./insurance-cards";
import type { InsuranceEducationPageView } from "./insurance-guide.server";

/** The calculator's id prefix: its form is the one the tabs submit, so a typed price survives switching. */
const CALCULATOR_ID = "guide-conveyance";

/**
 * /insurance-education: three tabs kept in the address, then the call to action. The tabs submit the
 * calculator's form, so a typed price survives switching tabs and back (decision 101).
 */
export function InsuranceEducationPage({ page }: { page: InsuranceEducationPageView }) {
  const { hero, tabs, conveyance, sellerGuideLink, cta } = page;
  return (
    <>
      <PageHero eyebrow={hero.eyebrow} title={hero.title} intro={<p>{hero.intro}</p>} />
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 sm:py-16">
        <UrlTabs
          label="Guide topics"
          param={tabs.param}
          idPrefix="guide"
          defaultTab={tabs.defaultTab}
          selected={page.tab}
          tabs={tabs.items}
          formId={conveyanceFormId(CALCULATOR_ID)}
          panels={{
            conveyance: (
              <div className="space-y-10">
                <ConveyanceExplainer explainer={page.explainer} />
                <ConveyanceTaxCalculator
                  idPrefix={CALCULATOR_ID}
                  initialPrice={conveyance.price}
                  initialType={conveyance.type}
                  copy={page.calculator}
                />
                <p className="text-slate-700">
                  {sellerGuideLink.before}{" "}
                  <Link to={sellerGuideLink.to} className="font-semibold text-blue-900 underline">
                    {sellerGuideLink.link}
                  </Link>{" "}
                  {sellerGuideLink.after}
                </p>
              </div>
            ),
            insurance: <InsuranceTypesPanel insurance={page.insurance} />,
            costs: <ClosingCostsPanel costs={page.costs} />,
          }}
        />
      </div>
      <CtaBand id="insurance-cta-heading" title={cta.title} text={<p>{cta.text}</p>} links={cta.links} />
    </>
  );
}
