// The Western Greenwich guide: four neighbourhoods with their median sale prices (named facts in
// content/facts.ts, decision 098), lifestyle, property styles, market trends, five buying
// considerations (the longer drive is a fact too, decision 130) and the outlook (the appreciation
// fact).
import { factContent } from "../facts";
import type { Consideration, GuideIntro, InfoCard, Neighbourhood, PropertyType } from "./types";

export const westernIntro: GuideIntro = {
  title: "Western Greenwich Estate Guide",
  metaDescription:
    "Backcountry, North Street, Round Hill and Conyers Farm: prices, lot sizes, inventory, lifestyle, property styles, market trends and what to weigh before buying an estate in western Greenwich.",
  eyebrow: "Buyer guide",
  intro:
    "North of the Merritt Parkway and west toward the New York line, Greenwich turns to stone walls, horse country and houses set on two to ten acres and more. This is where the town's estates are, and buying one well takes a different checklist from buying near the water.",
};

export const westernNeighbourhoodsHeading = {
  title: "Four estate neighborhoods",
  intro: "Median sale prices, lot sizes and what is for sale.",
};

export const lifestyleHeading = { title: "The western Greenwich lifestyle" };

export const lifestyleCards: readonly InfoCard[] = [
  {
    title: "Space and privacy",
    description: "Long driveways, stone walls and houses out of sight of their neighbors. Zoning keeps it that way.",
  },
  {
    title: "Equestrian country",
    description:
      "Private barns, bridle trails and the polo season at Conyers Farm. Several properties come with stables and paddocks.",
  },
  {
    title: "Clubs and schools",
    description:
      "Round Hill Club, the Stanwich Club and Fairview Country Club, and private schools such as Brunswick and Greenwich Country Day within a short drive.",
  },
  {
    title: "Nature on the doorstep",
    description:
      "The Greenwich Audubon Center, Babcock Preserve and the reservoirs give miles of trails close to home.",
  },
];

export const propertyStylesHeading = { title: "Four property styles" };

export const propertyStyles: readonly PropertyType[] = [
  {
    type: "Georgian and colonial estates",
    priceRange: "$3M-$8M",
    description:
      "Brick and clapboard houses with formal rooms, often from the 1920s to the 1990s, on landscaped grounds.",
    pros: ["Formal entertaining rooms", "Mature landscaping", "Guest and staff quarters"],
    cons: [],
    idealBuyer: "Families who entertain and want a classic Greenwich house.",
  },
  {
    type: "Modern and new construction",
    priceRange: "$4M-$12M",
    description: "Recent builds with open plans, large windows and current systems, some with geothermal heating.",
    pros: ["Open layouts and high ceilings", "Smart-home and efficient systems", "Little near-term upkeep"],
    cons: [],
    idealBuyer: "Buyers who want to move in without renovating.",
  },
  {
    type: "Equestrian properties",
    priceRange: "$3.5M-$15M",
    description: "Houses with barns, paddocks and riding rings, mostly in the Backcountry and Conyers Farm.",
    pros: ["Stables and paddocks", "Access to bridle trails", "Acreage"],
    cons: [],
    idealBuyer: "Riders and families with horses.",
  },
  {
    type: "Shingle-style and farmhouse",
    priceRange: "$2.5M-$6M",
    description: "New England shingle and farmhouse designs with porches and relaxed family layouts.",
    pros: ["Casual, family-friendly plans", "Porches and outdoor rooms", "Timeless style"],
    cons: [],
    idealBuyer: "Families wanting space without formality.",
  },
];

export type MarketTrend = { trend: string; data: string; implication: string };

export const marketTrendsHeading = {
  title: "Market trends",
  caption: "Western Greenwich market trends and what they mean for buyers",
  columns: { trend: "Trend", data: "What the market shows", implication: "What it means for you" },
};

export const marketTrends: readonly MarketTrend[] = [
  {
    trend: "Demand for space",
    data: "Estate sales on two acres or more have stayed above their pre-2020 level.",
    implication: "Well-kept estates sell; expect competition for the best of them.",
  },
  {
    trend: "Private sales",
    data: "A large share of the top sales in Round Hill and Conyers Farm happen before, or without, a public listing.",
    implication: "Work with a broker who hears about houses before they are listed.",
  },
  {
    trend: "Move-in ready premium",
    data: "Renovated and new houses sell faster and closer to asking than houses needing work.",
    implication: "Dated estates can be bought well, with a renovation budget to match.",
  },
  {
    trend: "Longer holds",
    data: "Owners keep estates for many years, so few come up in any season.",
    implication: "Be ready to act when the right property appears.",
  },
];

export const considerationsHeading = {
  title: "Five things to weigh before buying",
  intro: "What makes an estate a good buy, or an expensive one, beyond the house itself.",
};

/** westernGreenwichContent: the text that quotes facts, from the book current when the page is rendered (docs/decisions/111). */
export const westernGreenwichContent = factContent(({ facts, factValue, shownFacts }) => {
  const westernNeighbourhoods: readonly Neighbourhood[] = [
    {
      id: "backcountry",
      name: "Backcountry",
      medianPrice: "backcountryMedianSalePrice",
      lotSize: `${facts.backcountryMinimumLotAcres.value} acres and up`,
      inventory: "Moderate",
      description: "Wooded, rolling land on four-acre zoning, with reservoirs and the Audubon Center nearby.",
      highlights: [
        "Privacy and nature",
        "Greenwich Audubon and Babcock Preserve trails",
        "Room for pools, courts and gardens",
      ],
      demographics: "Families wanting space, executives working partly from home, nature lovers.",
      marketStatus: "Balanced: the widest choice of estates in western Greenwich.",
    },
    {
      id: "north-street",
      name: "North Street Corridor",
      medianPrice: "northStreetMedianSalePrice",
      lotSize: "1-4 acres",
      inventory: "Limited",
      description:
        "The tree-lined spine of mid-country, from the Merritt toward the Backcountry, close to schools and clubs.",
      highlights: [
        "Quick drive to town and the Merritt",
        "Near Greenwich Country Day and Brunswick",
        "Classic colonials and shingle-style houses",
      ],
      demographics: "Families with school-age children, often moving up within Greenwich.",
      marketStatus: "Competitive: well-kept houses draw multiple buyers.",
    },
    {
      id: "round-hill",
      name: "Round Hill",
      medianPrice: "roundHillMedianSalePrice",
      lotSize: "3-10 acres",
      inventory: "Very limited",
      description: "Hilltop land with long views, the Round Hill Club and some of the town's oldest estates.",
      highlights: [
        "Views toward the Sound and New York",
        "Round Hill Club",
        "Historic estates and equestrian properties",
      ],
      demographics: "Established families and executives; many long-time owners.",
      marketStatus: "Tight: few listings, many sold privately.",
    },
    {
      id: "conyers-farm",
      name: "Conyers Farm",
      medianPrice: "conyersFarmMedianSalePrice",
      lotSize: "10+ acres",
      inventory: "Extremely limited",
      description:
        "A gated community of roughly 1,500 acres, once a single estate, with bridle trails and the Greenwich Polo Club grounds.",
      highlights: [
        "Gated privacy and security",
        "Polo, bridle trails and open fields",
        "Large modern and classic estates",
      ],
      demographics: "Executives, equestrians and buyers wanting the most privacy the town offers.",
      marketStatus: "Off-market: most sales never reach the listing services.",
    },
  ];

  /** What the median prices are, for when and from where (decision 098). */
  const westernNeighbourhoodNotes = shownFacts("/buyers/western-greenwich", [
    "backcountryMedianSalePrice",
    "northStreetMedianSalePrice",
    "roundHillMedianSalePrice",
    "conyersFarmMedianSalePrice",
    "backcountryMinimumLotAcres",
  ]).notes;

  const investmentOutlook = {
    title: "Investment outlook",
    appreciationPercent: facts.westernGreenwichAppreciation.value,
    appreciationLabel: `Average annual appreciation, ${facts.westernGreenwichAppreciation.period}`,
    notes: shownFacts("/buyers/western-greenwich", ["westernGreenwichAppreciation"]).notes,
    points: [
      {
        title: "Limited future supply",
        description:
          "Large-lot zoning, conservation land and owners who hold for decades mean very few new estates can come to market.",
      },
      {
        title: "Premium position",
        description:
          "Western Greenwich estates sit at the top of the Connecticut market and attract buyers from New York and beyond.",
      },
    ] satisfies readonly InfoCard[],
    note: "Past appreciation does not guarantee future returns.",
  };

  const buyingConsiderations: readonly Consideration[] = [
    {
      consideration: "Maintenance budget",
      importance: "High",
      details:
        "Grounds, pool, courts, long driveways, barns and older systems: budget $50K-$200K+ a year depending on the size of the estate.",
    },
    {
      consideration: "Commute time",
      importance: "High",
      details: `Western Greenwich adds ${factValue("westernGreenwichDriveAdded")} to a drive to the station or I-95 compared with homes south of the Merritt.`,
    },
    {
      consideration: "Well, septic and utilities",
      importance: "High",
      details:
        "Most estates have private wells and septic systems; test the water and inspect the septic before you commit.",
    },
    {
      consideration: "Zoning and land use",
      importance: "Medium",
      details:
        "Check what the zone allows for additions, pool houses and barns, and any conservation easements or wetlands on the land.",
    },
    {
      consideration: "Resale market",
      importance: "Medium",
      details: "The pool of estate buyers is small; a distinctive house may take longer to sell when your time comes.",
    },
  ];

  /** What the commute consideration's figure is (decision 130). */
  const considerationNotes = shownFacts("/buyers/western-greenwich", ["westernGreenwichDriveAdded"]).notes;

  return {
    westernNeighbourhoods,
    westernNeighbourhoodNotes,
    investmentOutlook,
    buyingConsiderations,
    considerationNotes,
  };
});

export const westernActions = {
  title: "See western Greenwich privately",
  text: "We arrange private tours of estates for sale, and tell you about the houses that are not.",
  tourLabel: "Schedule Private Tour",
  tourRequest: "Schedule a private tour of western Greenwich estates",
  listingsLabel: "View Exclusive Listings",
  listingsRequest: "Send me exclusive western Greenwich listings",
};
