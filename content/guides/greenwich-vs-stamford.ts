// Greenwich vs Stamford: the metrics table, pros and cons of each town,
// three paired neighbourhoods and who should choose which. Greenwich's median is the history's
// (decision 141), handed in by the page; its price per sq ft and Stamford's figures (the publisher's
// approximations) are named facts (content/facts.ts).
import { factContent, type HistoryQuote } from "../facts";
import type { GuideIntro, InfoCard } from "./types";

export type TownMetric = { metric: string; greenwich: string; stamford: string };

export type TownProsCons = {
  town: string;
  prosTitle: string;
  consTitle: string;
  pros: readonly string[];
  cons: readonly string[];
};

export type NeighbourhoodPair = { theme: string; greenwich: InfoCard; stamford: InfoCard };

/**
 * The guide as a function of the facts current when the page is rendered (decision 111): the
 * page's loader reads it with the site's fact book.
 */
export const greenwichVsStamford = factContent(({ factSpan, factValue, facts, shownFacts }) => {
  const comparisonIntro: GuideIntro = {
    title: "Greenwich vs Stamford: Which Town Fits You?",
    metaDescription:
      "Greenwich and Stamford compared for home buyers: prices, taxes, commute, schools and lifestyle, three neighborhood pairs and which town suits whom.",
    eyebrow: "Buyer guide",
    intro:
      "They share a border, a train line and a stretch of the Sound, yet they are very different places to live. Greenwich is a town of villages and estates; Stamford is a city with a downtown, a business district and a wide range of housing. Here is how they compare.",
  };

  const metricsHeading = {
    title: "The numbers side by side",
    caption: "Greenwich and Stamford compared, metric by metric",
    columns: { metric: "Metric", greenwich: "Greenwich", stamford: "Stamford" },
  };

  const townMetricFacts = shownFacts("/buyers/greenwich-vs-stamford", [
    "stamfordMedianSalePrice",
    "townPricePerSqFt",
    "stamfordPricePerSqFt",
  ]);
  /**
   * Every Greenwich neighborhood's trains to Grand Central: the town's span is computed from all of
   * them, so no neighborhood's figure lies outside it (decision 130).
   */
  const greenwichTrainFacts = shownFacts("/buyers/greenwich-vs-stamford", [
    "byramTrainExpress",
    "byramTrainLocal",
    "centralGreenwichTrainExpress",
    "centralGreenwichTrainLocal",
    "cosCobTrainExpress",
    "cosCobTrainLocal",
    "riversideTrainExpress",
    "riversideTrainLocal",
    "oldGreenwichTrainExpress",
    "oldGreenwichTrainLocal",
  ]);
  const stamfordTrainFacts = shownFacts("/buyers/greenwich-vs-stamford", [
    "stamfordTrainExpress",
    "stamfordTrainLocal",
  ]);
  /** What every figure of the table is, for when and from where (decisions 098 and 130). */
  const townMetricNotes = [...townMetricFacts.notes, ...greenwichTrainFacts.notes, ...stamfordTrainFacts.notes];

  const townMetrics = (townMedian: HistoryQuote): readonly TownMetric[] => [
    {
      metric: townMedian.label,
      greenwich: townMedian.value,
      stamford: `About ${factValue("stamfordMedianSalePrice")}`,
    },
    {
      metric: `Average price per sq ft (${facts.townPricePerSqFt.period})`,
      greenwich: factValue("townPricePerSqFt"),
      stamford: `About ${factValue("stamfordPricePerSqFt")}`,
    },
    { metric: "Population", greenwich: "About 63,000", stamford: "About 136,000" },
    {
      metric: "Property tax",
      greenwich: "One of Connecticut's lowest mill rates",
      stamford: "More than twice Greenwich's mill rate",
    },
    {
      metric: "Train to Grand Central, fastest express to slowest local",
      greenwich: `${factSpan(greenwichTrainFacts.names)} from the town's four stations and Port Chester (Byram)`,
      stamford: `${factSpan(stamfordTrainFacts.names)}; the most express trains`,
    },
    {
      metric: "Public schools",
      greenwich: "One district, consistently top rated",
      stamford: "Large district with strong magnet schools",
    },
    {
      metric: "Housing",
      greenwich: "Mostly single-family homes and estates",
      stamford: "Condos, townhomes, houses and new rentals",
    },
  ];

  const prosConsHeading = { title: "Pros and cons" };

  const townProsCons = (townMedian: HistoryQuote): readonly TownProsCons[] => [
    {
      town: "Greenwich",
      prosTitle: "Living in Greenwich: the advantages",
      consTitle: "Living in Greenwich: the drawbacks",
      pros: [
        "Top-rated public schools and strong private options",
        "Low property-tax rate",
        "Beaches, parks and village centers",
        "Homes hold their value over the long run",
      ],
      cons: [
        `High entry price: ${townMedian.label.toLowerCase()} ${townMedian.value}`,
        "Limited condos and starter homes",
        "Quieter nightlife and dining than a city",
      ],
    },
    {
      town: "Stamford",
      prosTitle: "Living in Stamford: the advantages",
      consTitle: "Living in Stamford: the drawbacks",
      pros: [
        "Far more choice under $1M",
        "A real downtown with restaurants, offices and entertainment",
        "Fast express trains and a major employment center",
        "New construction and rentals in Harbor Point and downtown",
      ],
      cons: [
        "Higher mill rate on a lower price",
        "School quality varies more by neighborhood",
        "Busier, denser and more traffic",
      ],
    },
  ];

  const pairsHeading = {
    title: "Three neighborhood pairs",
    intro: "If you like one, look at its counterpart across the border.",
  };

  const neighbourhoodPairs: readonly NeighbourhoodPair[] = [
    {
      theme: "On the water",
      greenwich: {
        title: "Old Greenwich",
        description: "A walkable village, Greenwich Point's beaches and its own station, at a premium.",
      },
      stamford: {
        title: "Shippan",
        description:
          "A peninsula of waterfront and water-view houses minutes from downtown, at a lower price per foot.",
      },
    },
    {
      theme: "Land and privacy",
      greenwich: {
        title: "Backcountry",
        description: "Four-acre zoning, stone walls and estates north of the Merritt.",
      },
      stamford: {
        title: "North Stamford",
        description: "Wooded one- to two-acre lots, reservoirs and quiet roads, with Stamford's lower prices.",
      },
    },
    {
      theme: "Village near the train",
      greenwich: {
        title: "Cos Cob",
        description: "A harbor village with its own station and a short drive to central Greenwich.",
      },
      stamford: {
        title: "Springdale",
        description: "Shops on Hope Street and the Springdale station on the New Canaan branch line.",
      },
    },
  ];

  const whoShouldChooseHeading = { title: "Who should choose which" };

  const whoShouldChoose: readonly InfoCard[] = [
    {
      title: "Choose Greenwich if...",
      description: "Schools, space and long-term value come first and the budget allows it.",
      points: [
        "You want one consistently strong public school district",
        "You plan to stay ten years or more",
        "You value beaches, parks and a village feel",
        "A low tax rate matters on a higher-priced home",
      ],
    },
    {
      title: "Choose Stamford if...",
      description: "Value, choice and city amenities come first.",
      points: [
        "Your budget is under $1.5M and you want a house, or you want a condo",
        "You work in Stamford or want the fastest express trains",
        "You want restaurants and nightlife within walking distance",
        "You want new construction or a rental before you buy",
      ],
    },
  ];

  const comparisonCta = {
    title: "Still deciding?",
    text: "We work both sides of the border. Tell us what matters and we will show you the streets in each town that fit.",
    consultationLabel: "Talk it through with us",
    consultationRequest: "Greenwich or Stamford: help me compare",
    secondaryLabel: "Best neighborhoods for families",
    secondaryTo: "/buyers/family-neighborhoods",
  };

  return {
    comparisonIntro,
    metricsHeading,
    townMetricFacts,
    townMetricNotes,
    townMetrics,
    prosConsHeading,
    townProsCons,
    pairsHeading,
    neighbourhoodPairs,
    whoShouldChooseHeading,
    whoShouldChoose,
    comparisonCta,
  };
});
