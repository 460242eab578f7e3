// Knock Down or Renovate: the factor comparison, three renovation and two
// rebuild scenarios, four town considerations, two success stories and the assessment form's
// assumptions. Costs are the publisher's planning figures for Greenwich in 2025, not quotes.
import { factContent } from "../facts";
import type { GuideIntro, InfoCard } from "./types";

export const renovateIntro: GuideIntro = {
  title: "Knock Down or Renovate? A Greenwich Owner's Guide",
  metaDescription:
    "Renovate or rebuild in Greenwich, CT: a side-by-side comparison, typical scenarios and costs, town rules that decide it, and an indicative comparison for your house.",
  eyebrow: "Seller guide",
  intro:
    "Many Greenwich houses sit on land worth more than the structure. Whether to renovate, rebuild or sell as it stands depends on the house's age and bones, the lot's zoning and flood zone, and how long you are willing to wait. Here is how we think it through with owners.",
};

export type ComparisonRow = { factor: string; renovate: string; rebuild: string };

export const comparisonHeading = {
  title: "Renovate or rebuild: the factors side by side",
  caption: "How renovating and knocking down compare, factor by factor",
  columns: { factor: "Factor", renovate: "Renovate", rebuild: "Knock down and rebuild" },
};

/** renovateVsKnockdownContent: the text that quotes facts, from the book current when the page is rendered (docs/decisions/111). */
export const renovateVsKnockdownContent = factContent(({ factValue, shownFacts }) => {
  const comparisonFacts = shownFacts("/sellers/renovate-vs-knockdown", ["newConstructionCostPerSqFt"]);

  const comparisonRows: readonly ComparisonRow[] = [
    {
      factor: "Typical cost per sq ft",
      renovate: "$150-$450, by scope",
      rebuild: `${factValue("newConstructionCostPerSqFt")} plus demolition`,
    },
    { factor: "Timeline", renovate: "4-18 months", rebuild: "18-30 months including approvals" },
    {
      factor: "Approvals",
      renovate: "Building permit; zoning only if you add volume",
      rebuild: "Demolition and building permits, zoning review, site plan",
    },
    {
      factor: "Floor-area limits",
      renovate: "An existing non-conforming house can keep its size",
      rebuild: "Must meet today's floor-area ratio, setbacks and height",
    },
    {
      factor: "Flood zone",
      renovate: "A substantial improvement (50 % of the structure's value) triggers FEMA rules",
      rebuild: "Built to FEMA elevation from the start",
    },
    {
      factor: "Character and street appeal",
      renovate: "Keeps an older house's detail and scale",
      rebuild: "A new layout, ceiling heights and systems",
    },
    {
      factor: "Resale position",
      renovate: "Renovated home: priced against other updated houses",
      rebuild: "New construction: the top of the neighborhood's range",
    },
  ];

  return { comparisonFacts, comparisonRows };
});

export const renovationScenariosHeading = {
  title: "Three renovation scenarios",
  intro:
    "When the house has good bones, a renovation usually returns more of its cost and keeps you in the house sooner.",
};

export const renovationScenarios: readonly InfoCard[] = [
  {
    title: "Kitchen, baths and finishes",
    description:
      "A 1990s colonial in Riverside with a sound structure and a dated interior. New kitchen, three baths, floors and paint.",
    points: ["About $175 per sq ft", "4-8 months", "Recovers most of its cost at resale in a strong neighborhood"],
  },
  {
    title: "Systems and layout",
    description:
      "A 1960s split-level in Cos Cob: new heating and cooling, electrical service, windows and an opened-up main floor.",
    points: ["About $325 per sq ft", "8-14 months", "Buyers pay for systems they do not have to replace"],
  },
  {
    title: "Addition within zoning",
    description:
      "A cape in Old Greenwich with floor area to spare under its zone: a second-floor addition and a new primary suite.",
    points: ["$400-$500 per added sq ft", "10-16 months", "Check the floor-area ratio before you draw anything"],
  },
];

export const rebuildScenariosHeading = {
  title: "Two rebuild scenarios",
  intro: "A rebuild makes sense when the land carries the value and the house holds it back.",
};

export const rebuildScenarios: readonly InfoCard[] = [
  {
    title: "Tear-down on a prime lot",
    description:
      "A 1950s ranch on a level acre in mid-country with failing systems, low ceilings and a layout no buyer wants. The lot is worth nearly the whole price.",
    points: ["$600-$750 per sq ft built", "20-28 months", "New construction sells at the top of the range"],
  },
  {
    title: "Waterfront house in a flood zone",
    description:
      "An older house near the water that would need raising to meet FEMA elevation once renovation passes half its value. Rebuilding elevated costs more but ends the flood-insurance problem.",
    points: ["$750-$900 per sq ft built", "24-30 months", "Elevation certificate and flood insurance quotes first"],
  },
];

export const townConsiderationsHeading = {
  title: "Greenwich rules that decide it",
  intro: "Four things we check before an owner spends a dollar on drawings.",
};

export const townConsiderations: readonly InfoCard[] = [
  {
    title: "Zoning and floor-area ratio",
    description:
      "Each zone, from R-6 near town to RA-4 in the Backcountry, limits floor area, coverage, setbacks and height. An older house built before today's rules may be bigger than a new one could be.",
  },
  {
    title: "Demolition permits and historic review",
    description:
      "Demolition needs a permit from the Building Department with public notice, and older structures can be referred for historic review, which can delay a tear-down.",
  },
  {
    title: "Flood zones and the 50 % rule",
    description:
      "In a FEMA special flood hazard area, work costing half the structure's market value or more is a substantial improvement: the house must then meet current elevation and flood-proofing rules.",
  },
  {
    title: "Wetlands, septic and ledge",
    description:
      "Inland wetlands review, septic capacity in the Backcountry and rock ledge add cost and time to new foundations. Survey and soil tests come before design.",
  },
];

export const successStoriesHeading = { title: "Two recent outcomes" };

export const successStories: readonly InfoCard[] = [
  {
    title: "Renovated and sold in Cos Cob",
    description:
      "The owners of a 1970s colonial renovated the kitchen, baths and systems over nine months instead of selling the house as is. It sold in under three weeks, close to the top of recent Cos Cob sales.",
  },
  {
    title: "Rebuilt in mid-country",
    description:
      "A family bought a dated 1950s ranch for its level two-acre lot, demolished it and built a new shingle-style house over two years. Their all-in cost came in below the asking prices of comparable new houses nearby.",
  },
];

/** The assessment form: its fields, messages and the planning assumptions it uses and shows. */
export const assessmentForm = {
  title: "Indicative assessment for your house",
  intro:
    "Enter the property's value, the house's size and the year it was built. We compare an indicative renovation with a rebuild of the same size, using the planning costs below.",
  valueLabel: "Property value",
  valueHint: "Today's value of house and land, e.g. 2,000,000 or 2M.",
  /** How a value may be written, for the message under a value that could not be read. */
  valueExamples: "2,000,000, $2,000,000 or 2M",
  sizeLabel: "Home size (sq ft)",
  sizeHint: "Finished living area, from 500 to 20,000 sq ft.",
  yearLabel: "Year built",
  yearHint: "For example 1958.",
  submitLabel: "Compare",
  resultHeading: "Indicative comparison",
  resultTable: {
    caption: "Indicative costs of each path",
    columns: {
      path: "Path",
      scope: "Scope",
      cost: "Indicative cost",
      share: "Share of value",
      allIn: "All-in with the property",
      months: "Months",
    },
    renovateLabel: "Renovate",
    rebuildLabel: "Knock down and rebuild",
    rebuildScope: "New house of the same size",
  },
  assumptionsHeading: "Assumptions",
  limits: { minValue: 100_000, maxValue: 100_000_000, minSquareFeet: 500, maxSquareFeet: 20_000, minYear: 1700 },
  errors: {
    value: "Enter the property value in dollars, from $100,000 to $100,000,000.",
    size: "Enter the home size as a whole number from 500 to 20,000 sq ft.",
    year: "Enter the year built as a four-digit year, no later than this year.",
  },
  /** Renovation scope by the house's age in years: the cost per sq ft and the usual duration. */
  renovationBands: [
    { maxAgeYears: 25, scope: "Refresh: kitchen, baths and finishes", costPerSqFt: 175, months: "4-8" },
    { maxAgeYears: 60, scope: "Major: systems, windows, kitchen, baths and layout", costPerSqFt: 325, months: "8-14" },
    {
      maxAgeYears: Number.POSITIVE_INFINITY,
      scope: "Gut: down to the studs, all new systems",
      costPerSqFt: 450,
      months: "12-18",
    },
  ],
  /** Architect, engineering and permit fees as a share of construction, in percent. */
  renovationSoftCostPercent: 10,
  rebuildConstructionPerSqFt: 650,
  rebuildSoftCostPercent: 15,
  /** Demolition, abatement and site work, one sum. */
  demolitionAndSite: 75_000,
  rebuildMonths: "18-30",
  /** Renovation at or above this share of the rebuild cost: a rebuild deserves pricing. */
  rebuildLeaningRatio: 0.6,
  /** Renovation at or below this share: renovating is the likely answer. */
  renovateLeaningRatio: 0.4,
  /** Homes built before 1978 may have lead paint (federal disclosure rule for pre-1978 housing). */
  leadPaintBeforeYear: 1978,
  leanings: {
    renovate: "Renovation is the likely answer: it costs well under half of a comparable rebuild.",
    close: "A close call: price both with a builder before you decide.",
    rebuild: "A rebuild deserves a serious look: renovating would cost most of what new construction does.",
  },
  leadPaintNote:
    "Built before 1978: plan for lead-paint testing and safe work practices, and asbestos checks on older materials.",
  disclaimer:
    "Indicative only: the planning costs are averages, and zoning, flood zone, wetlands and the house's actual condition decide the real numbers.",
} as const;

export const renovateCta = {
  title: "Not sure which way your house goes?",
  text: "We walk the property with you, pull the zoning and flood data and tell you what it would sell for as it stands, renovated or as a building lot.",
  consultationLabel: "Book a property assessment",
  consultationRequest: "Renovate or rebuild assessment",
  reportLabel: "See this week's market report",
};
