// The Insurance & Tax Guide's parts that need no JavaScript (the conveyance tax explainer, the
// insurance cards, the closing-cost panel), rendered to HTML in the loader: the browser receives
// the markup but none of the code that draws it (decision 008). The seller's conveyance tax guide
// uses the same explainer.
import { renderToStaticMarkup } from "react-dom/server";
import { ClosingCostsPanel } from "./closing-costs-panel";
import { ConveyanceExplainer } from "./conveyance-explainer";
import type { ConveyanceExplainerView } from "./conveyance-guide.server";
import { InsuranceTypesPanel } from "./insurance-cards";
import type { ClosingCostsView, InsuranceTypesView } from "./insurance-guide.server";

export function conveyanceExplainerHtml(explainer: ConveyanceExplainerView): string {
  return renderToStaticMarkup(<ConveyanceExplainer explainer={explainer} />);
}

export function insurancePanelHtml(insurance: InsuranceTypesView): string {
  return renderToStaticMarkup(<InsuranceTypesPanel insurance={insurance} />);
}

export function closingCostsPanelHtml(costs: ClosingCostsView): string {
  return renderToStaticMarkup(<ClosingCostsPanel costs={costs} />);
}
