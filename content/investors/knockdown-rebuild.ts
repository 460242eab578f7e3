// /investors/knockdown-rebuild: buying an older Greenwich house for its lot and building new.
// Cost ranges are the publisher's planning figures; the tax example is computed on the page.
import { factContent } from "../facts";

export type Signal = { title: string; description: string };
export type ZoneRow = {
  zone: string;
  minimumLot: string;
  character: string;
  label: "Residential Zone" | "Luxury/Estate Zone";
};
export type CostLine = { item: string; range: string; note: string };
export type TaxStage = { stage: string; description: string; marketValue: number };

/** knockdownRebuildContent: the text that quotes facts, from the book current when the page is rendered (docs/decisions/111). */
export const knockdownRebuildContent = factContent(({ factValue, shownFacts }) => {
  const knockdownRebuildPage = {
    meta: {
      title: "Knockdown and Rebuild in Greenwich: An Investor's Guide",
      description:
        "When a Greenwich tear-down is worth buying for the lot: the signals, zoning by zone, the approvals and timeline, planning cost ranges and how the property tax changes from purchase to finished house.",
    },
    hero: {
      eyebrow: "For investors",
      title: "Knockdown and Rebuild in Greenwich",
      intro:
        "On many Greenwich streets the land is worth more than the house on it. Buying an older home to replace it can create the most value in town, or the most expensive lesson. Here is how to tell which before you bid.",
      contactAction: "Request a site review",
      contactRequest: "Knockdown site review: is this lot worth rebuilding?",
      reportAction: "See recent contracts by zone",
    },
    signals: {
      id: "signals",
      title: "Signs a House Is Worth More as a Lot",
      intro: "No single rule decides it; these signals together usually do.",
      items: [
        {
          title: "The price is close to land value",
          description:
            "Compare the asking price with recent contracts for vacant or tear-down lots in the same zone. When the house adds little, you are buying land.",
        },
        {
          title: "The house uses little of what the zone allows",
          description:
            "A small ranch on a lot that permits twice the floor area leaves room to build. Floor-area and coverage limits depend on the zone and the lot size.",
        },
        {
          title: "Renovation would cost nearly as much as new",
          description:
            "Low ceilings, an old foundation, outdated systems and a layout buyers no longer want can make a full renovation as costly as building, with a worse result.",
        },
        {
          title: "Newer houses nearby set the resale price",
          description:
            "A street where new houses already sell gives you evidence of the finished value. Be the first on a street and you carry that risk yourself.",
        },
      ] satisfies readonly Signal[],
    },
    zoning: {
      id: "zoning",
      title: "Zoning at a Glance",
      intro:
        "The zone sets the minimum lot, the setbacks, the height and the floor area you may build. The weekly report labels RA zones 'Luxury/Estate Zone' and the others 'Residential Zone'.",
      caption: "Greenwich residential zones and their minimum lot sizes",
      columns: { zone: "Zone", minimumLot: "Minimum lot", character: "Typical setting", label: "Report label" },
      rows: [
        {
          zone: "R-6",
          minimumLot: "7,500 sq ft",
          character: "Two-family homes allowed; Byram, Chickahominy",
          label: "Residential Zone",
        },
        {
          zone: "R-7",
          minimumLot: "7,500 sq ft",
          character: "Single-family village streets",
          label: "Residential Zone",
        },
        {
          zone: "R-12",
          minimumLot: "12,000 sq ft",
          character: "Old Greenwich, Riverside, Cos Cob",
          label: "Residential Zone",
        },
        {
          zone: "R-20",
          minimumLot: "20,000 sq ft",
          character: "Riverside and mid-country streets",
          label: "Residential Zone",
        },
        {
          zone: "RA-1",
          minimumLot: "1 acre",
          character: "Mid-country and near the Merritt",
          label: "Luxury/Estate Zone",
        },
        { zone: "RA-2", minimumLot: "2 acres", character: "North of the Merritt Parkway", label: "Luxury/Estate Zone" },
        { zone: "RA-4", minimumLot: "4 acres", character: "Backcountry estates", label: "Luxury/Estate Zone" },
      ] satisfies readonly ZoneRow[],
      note: "Minimum green area, floor-area ratios, coverage, setbacks, coastal flood zones, wetlands and historic review change what a particular lot allows. Confirm with the Planning and Zoning office and an architect before you commit.",
    },
    timeline: {
      id: "timeline",
      title: "From Purchase to Finished House",
      intro: "A typical project takes two to three years. Plan the carrying costs for all of it.",
      steps: [
        {
          title: "Due diligence",
          meta: "Before you sign",
          description: "Survey, zoning analysis, flood zone and wetlands check, and a realistic budget with a builder.",
          details: ["Order the survey early", "Ask whether the house has historic significance"],
        },
        {
          title: "Design and approvals",
          meta: "3-9 months",
          description:
            "Architectural plans, zoning and building permits, and any wetlands, coastal or historic review.",
        },
        {
          title: "Demolition",
          meta: "1-2 months",
          description:
            "Utility disconnections, hazardous-material checks and the demolition permit, then the site is cleared.",
        },
        {
          title: "Construction",
          meta: "12-18 months",
          description: "Foundation to finishes. Weather, custom work and supply lead times set the pace.",
        },
        {
          title: "Completion and sale",
          meta: "1-3 months",
          description:
            "Certificate of occupancy, the Assessor's new value, then listing. Price it from this week's contracts, not last year's.",
        },
      ],
    },
    costs: {
      id: "costs",
      title: "Planning Cost Ranges",
      intro:
        "The publisher's planning ranges for a custom house in Greenwich. Use them to test a deal, then replace them with bids.",
      caption: "Knockdown and rebuild planning costs",
      columns: { item: "Cost", range: "Planning range", note: "Notes" },
      rows: [
        {
          item: "Demolition and site clearing",
          range: "$40,000-$120,000",
          note: "More with hazardous materials or a pool",
        },
        {
          item: "Design and engineering",
          range: "8-15% of construction",
          note: "Architect, structural, civil and landscape",
        },
        {
          item: "Construction",
          range: `${factValue("newConstructionCostPerSqFt")} per sq ft`,
          note: "Finish level sets where you land",
        },
        {
          item: "Site work and landscaping",
          range: "$150,000-$500,000+",
          note: "Driveways, drainage, walls, plantings",
        },
        { item: "Contingency", range: "10-15% of construction", note: "Keep it; every project uses some" },
      ] satisfies readonly CostLine[],
      facts: shownFacts("/investors/knockdown-rebuild", ["newConstructionCostPerSqFt"]),
    },
    tax: {
      id: "tax",
      title: "How the Property Tax Changes",
      intro:
        "An example: a dated house bought for $2,400,000, a lot worth $2,000,000 once the house is gone, and a finished house worth $6,500,000. The tax at each stage, at the latest mill rate:",
      caption: (fiscalYear: string) => `Annual property tax through a knockdown project (${fiscalYear})`,
      columns: {
        stage: "Stage",
        marketValue: "Market value",
        assessedValue: "Assessed value (70%)",
        annualTax: "Annual tax",
      },
      stages: [
        { stage: "Purchase", description: "House and lot as bought", marketValue: 2_400_000 },
        { stage: "During construction", description: "Land only, after demolition", marketValue: 2_000_000 },
        { stage: "Finished house", description: "After the Assessor's new value", marketValue: 6_500_000 },
      ] satisfies readonly TaxStage[],
      note: "The Assessor values the property as of October 1 each year; a house finished after that date can be billed for the rest of the year on a supplemental list. Actual values are the Assessor's, not the price you paid.",
      calculatorLink: "Try your own figures in the tax calculator",
    },
    related: {
      id: "related",
      title: "Related Guides",
      links: [
        { label: "Knock down or renovate? (for owners)", to: "/sellers/renovate-vs-knockdown" },
        { label: "Mill rates and the tax calculator", to: "/investors/mill-rates" },
        { label: "Investment trends", to: "/investors/investment-trends" },
        { label: "Insurance & Tax Guide", to: "/insurance-education" },
      ],
    },
    cta: {
      title: "Have a Lot in Mind?",
      text: "Send the address. We will pull the zone, recent land and new-construction contracts nearby, and a first view of the numbers.",
      contactAction: "Request a site review",
      reportAction: "Read the weekly report",
    },
  } as const;

  return { knockdownRebuildPage };
});
