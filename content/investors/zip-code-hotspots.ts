// Words of /investors/zip-code-hotspots. Every figure on the page is computed from data/weekly.

export const zipHotspotsMeta = {
  title: "Greenwich ZIP Code Hotspots",
  description:
    "Where Greenwich homes are going to contract: contracts, average price, price per square foot and days on market by ZIP code.",
};

export const zipHotspotsCopy = {
  eyebrow: "For investors",
  title: "Greenwich ZIP Code Hotspots",
  intro:
    "Greenwich is five ZIP codes with five different markets. Here is where contracts are being signed, what buyers pay per square foot and how long homes wait, computed from our weekly contract reports.",
  // The count is of the sales the tables below show: leases are on the rental market page.
  period: (weeks: number, range: string, sales: number, sample: boolean) =>
    `Based on ${sales} sale contracts in ${weeks} weekly reports, ${range}; leases are on the rental market page.${sample ? " Sample data: these weeks are the site's sample contracts." : ""}`,
  highlightsTitle: "Where the market is moving",
  highlightLabels: {
    mostActive: "Most contracts",
    fastest: "Fastest to contract",
    priciestPerSqft: "Highest price per sq ft",
  },
  tableTitle: "Sales by ZIP code",
  tableIntro: "Every sale in the reports, by ZIP code. Rentals are on the rental market page.",
  typeTitle: "Sales by property type",
  typeIntro: "The same sales by property type. Land has no living area, so it has no price per square foot.",
  readingTitle: "How to read the ZIP codes",
  reading: [
    {
      title: "06830: Greenwich",
      text: "Downtown, Byram and the mid-country estates: the widest price range in town, from in-town condominiums and Byram multi-families to RA-1 and RA-2 estates.",
    },
    {
      title: "06831: North Greenwich",
      text: "The backcountry, Glenville and Pemberwick: large RA-4 lots and land for new construction, with smaller homes near the western border.",
    },
    {
      title: "06807: Cos Cob",
      text: "Village homes near the train and the harbor, a common entry point for buyers and a steady rental market.",
    },
    {
      title: "06870: Old Greenwich",
      text: "A walkable village by the Sound and the station, where well-priced homes rarely wait long.",
    },
    {
      title: "06878: Riverside",
      text: "Family streets near the water and the station, with some of the town's quickest contracts.",
    },
  ],
  caveat:
    "A few weeks of contracts is a small sample: one estate moves an average. Use these figures to choose where to look, then ask us for the comparable sales of a specific property.",
  ctaTitle: "Want the numbers for one street?",
  ctaText: "We pull every comparable sale and rent for the property you are weighing.",
  ctaContact: "Ask for a ZIP code analysis",
  ctaReport: "Read the weekly report",
  ctaSubscribe: "Subscribe",
} as const;
