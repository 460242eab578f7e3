import { describe, expect, it } from "vitest";
import { defaultFactBook, factValue, measureLabels } from "~content/facts";
import { westernGreenwichContent } from "~content/guides/western-greenwich";
import { westernGreenwichPageView } from "./western-greenwich-view";

describe("Western Greenwich page view", () => {
  const view = westernGreenwichPageView(defaultFactBook);
  const content = westernGreenwichContent(defaultFactBook);

  it("shows each neighborhood's median from the fact book under the measure's label", () => {
    for (const [index, neighbourhood] of content.westernNeighbourhoods.entries()) {
      const [median] = view.westernNeighbourhoods[index]!.facts;
      expect(median!.label).toBe(measureLabels["median-sale-price"]);
      expect(median!.value).toBe(
        neighbourhood.medianPrice ? factValue(neighbourhood.medianPrice, defaultFactBook) : "",
      );
    }
  });

  it("formats the outlook's appreciation as a percentage and sends both buttons with their requests", () => {
    expect(view.investmentOutlook.appreciation).toMatch(/^\d+(\.\d)?%$/);
    for (const link of view.actions.links) expect(link.to).toMatch(/^\/contact\?request=/);
    expect(view.actions.links).toHaveLength(2);
  });
});
