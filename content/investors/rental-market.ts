// Words of /investors/rental-market. Every figure on the page is computed from data/weekly.
import { countOf } from "~/lib/plural";

export const rentalMarketMeta = {
  title: "Greenwich Rental Market",
  description:
    "Greenwich rental contracts by ZIP code: monthly rents, rent per square foot, days on market and a first look at gross yields.",
};

export const rentalMarketCopy = {
  eyebrow: "For investors",
  title: "Greenwich Rental Market",
  intro:
    "What tenants are signing for in Greenwich, by ZIP code, and how those rents compare with what the same square foot sells for. Computed from the rental contracts in our weekly reports.",
  period: (rentals: number, range: string, sample: boolean) =>
    `Based on ${countOf(rentals, { one: "rental contract", other: "rental contracts" })}, ${range}.${sample ? " Sample data: these weeks are the site's sample contracts." : ""}`,
  statLabels: {
    count: "Rental contracts",
    avgRent: "Average monthly rent",
    rentPerSqft: "Average rent per sq ft (monthly)",
    avgDom: "Average days on market",
  },
  byZipTitle: "Rents by ZIP code",
  byZipIntro: "Average monthly rent, rent per square foot and days on market of the rentals in each ZIP code.",
  yieldTitle: "Gross yield, a first screen",
  yieldIntro:
    "A year of rent per square foot divided by the sale price per square foot in the same ZIP code. It is before taxes, insurance, upkeep and vacancy, so a net yield is lower.",
  yieldNone: "No ZIP code has both rentals and sales in the reports yet.",
  rentalsTitle: "Every rental contract",
  noRentals: "No rental contracts in the reports yet.",
  pointsTitle: "What investors should know",
  points: [
    {
      title: "Rents follow the train",
      text: "Homes within walking distance of the Riverside, Old Greenwich and Cos Cob stations rent fastest.",
    },
    {
      title: "Property tax is part of the yield",
      text: "Greenwich's mill rate is among the lowest in Connecticut, which helps net yields; see the mill rates page for the arithmetic.",
    },
    {
      title: "Small homes, steady demand",
      text: "Condominiums and small village homes attract tenants who want Greenwich schools and commutes without an estate's upkeep.",
    },
  ],
  ctaTitle: "Weighing a rental property?",
  ctaText: "We will compare the rent and the price of the homes you are considering.",
  ctaContact: "Ask for a rental analysis",
  ctaReport: "Read the weekly report",
  ctaSubscribe: "Subscribe",
} as const;
