// What /buyers/western-greenwich shows, formatted on the server: the route hands the current fact
// book to westernGreenwichPageView and renders its result (docs/decisions/004).
import { contactRequestHref } from "~/lib/contact-link";
import { formatPercent } from "~/lib/format";
import { factValue, measureLabels, type FactBook } from "~content/facts";
import {
  considerationsHeading,
  lifestyleCards,
  lifestyleHeading,
  marketTrends,
  marketTrendsHeading,
  propertyStyles,
  propertyStylesHeading,
  westernActions,
  westernGreenwichContent,
  westernIntro,
  westernNeighbourhoodsHeading,
} from "~content/guides/western-greenwich";
import { withImportanceLabel } from "./consideration-label";
import { guideMeta } from "./guide-meta";

/** /buyers/western-greenwich: the guide's words with the current facts, its figures formatted. */
export function westernGreenwichPageView(book: FactBook) {
  const {
    westernNeighbourhoods,
    westernNeighbourhoodNotes,
    investmentOutlook,
    buyingConsiderations,
    considerationNotes,
  } = westernGreenwichContent(book);
  return {
    meta: guideMeta(westernIntro),
    intro: westernIntro,
    actions: {
      ...westernActions,
      links: [
        { label: westernActions.tourLabel, to: contactRequestHref(westernActions.tourRequest) },
        { label: westernActions.listingsLabel, to: contactRequestHref(westernActions.listingsRequest) },
      ],
    },
    westernNeighbourhoodsHeading,
    westernNeighbourhoodNotes,
    westernNeighbourhoods: westernNeighbourhoods.map((n) => ({
      id: n.id,
      name: n.name,
      facts: [
        { label: measureLabels["median-sale-price"], value: n.medianPrice ? factValue(n.medianPrice, book) : "" },
        { label: "Lot size", value: n.lotSize },
        { label: "Inventory", value: n.inventory },
      ],
      description: n.description,
      highlights: n.highlights,
      demographics: n.demographics,
      marketStatus: n.marketStatus,
    })),
    lifestyleHeading,
    lifestyleCards,
    propertyStylesHeading,
    propertyStyles,
    marketTrendsHeading,
    marketTrends,
    considerationsHeading,
    buyingConsiderations: buyingConsiderations.map(withImportanceLabel),
    considerationNotes,
    investmentOutlook: {
      ...investmentOutlook,
      appreciation: formatPercent(investmentOutlook.appreciationPercent),
    },
  };
}

export type WesternGreenwichPageView = ReturnType<typeof westernGreenwichPageView>;
