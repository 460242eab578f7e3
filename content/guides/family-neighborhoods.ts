// Best Neighborhoods for Families: four ranked neighbourhoods, three
// schools, four amenity groups and activities by age group. Scores and ratings are the
// publisher's editorial judgement; programmes change, so families should confirm with the schools.
import { factContent } from "../facts";
import type { GuideIntro, InfoCard, Neighbourhood, School } from "./types";

export const familyIntro: GuideIntro = {
  title: "The Best Greenwich Neighborhoods for Families",
  metaDescription:
    "Four Greenwich neighborhoods ranked for families, three schools, parks and amenities, and what children of every age do in town.",
  eyebrow: "Buyer guide",
  intro:
    "Every Greenwich neighborhood shares one public school district, yet daily family life differs a lot from one to the next: the walk to school, the beach, the commute and the price. These four come up most often when families ask us where to start.",
};

export const rankedHeading = {
  title: "Four neighborhoods, ranked for families",
  intro: "Family score out of 10 weighs schools, safety, parks, commute and value.",
  /** A whole village's median, from the history (decision 159), with its 52 weeks where it has them. */
  villageMedianLabel: (period: string | null) => `Median contract price${period === null ? "" : `, ${period}`}`,
};

export const rankedNeighbourhoods: readonly Neighbourhood[] = [
  {
    id: "old-greenwich",
    name: "Old Greenwich",
    familyScore: 9.6,
    schoolRating: "10/10",
    crimeRate: "Very low",
    commute: { express: "oldGreenwichTrainExpress", local: "oldGreenwichTrainLocal" },
    recreation: "Greenwich Point, Binney Park",
    description:
      "Children walk or bike to school, the village and the beach. Sound Beach Avenue is the center of family life.",
    highlights: [
      "Old Greenwich School within walking distance for many",
      "Greenwich Point beaches and summer programs",
      "Village shops, library and ice cream",
    ],
  },
  {
    id: "riverside",
    name: "Riverside",
    familyScore: 9.4,
    schoolRating: "10/10",
    crimeRate: "Very low",
    commute: { express: "riversideTrainExpress", local: "riversideTrainLocal" },
    recreation: "Riverside Yacht Club, Binney Park",
    description: "Quiet streets and larger lots close to the water, Riverside School and the station.",
    highlights: ["Riverside School", "Sailing and waterfront clubs", "Walk to the Riverside station"],
  },
  {
    id: "cos-cob",
    name: "Cos Cob",
    familyScore: 9.0,
    schoolRating: "9/10",
    crimeRate: "Low",
    commute: { express: "cosCobTrainExpress", local: "cosCobTrainLocal" },
    recreation: "Cos Cob Park, Montgomery Pinetum",
    description: "More house for the money, a close-knit village and quick access to everything in town.",
    highlights: ["Cos Cob School", "Waterfront park on the harbor", "Central to I-95, the Merritt and downtown"],
  },
  {
    id: "byram",
    name: "Byram",
    familyScore: 8.5,
    medianPrice: "byramMedianSalePrice",
    schoolRating: "8/10",
    crimeRate: "Low",
    commute: { express: "byramTrainExpress", local: "byramTrainLocal" },
    recreation: "Byram Park, beach and pool",
    description: "The most accessible way into Greenwich schools, with a park, beach and pool of its own.",
    highlights: [
      "New Lebanon School, Byram's elementary school",
      "Byram Park, beach and pool",
      "Greenwich's lowest median price",
    ],
  },
];

/** familyNeighbourhoodsContent: the text that quotes facts, from the book current when the page is rendered (docs/decisions/111). */
export const familyNeighbourhoodsContent = factContent(({ shownFacts }) => {
  /**
   * What Byram's median and the trains are, for when and from where (decisions 098 and 130). The
   * other three are whole villages: their medians are the history's (decision 159).
   */
  const rankedNeighbourhoodNotes = shownFacts("/buyers/family-neighborhoods", [
    "byramMedianSalePrice",
    "oldGreenwichTrainExpress",
    "oldGreenwichTrainLocal",
    "riversideTrainExpress",
    "riversideTrainLocal",
    "cosCobTrainExpress",
    "cosCobTrainLocal",
    "byramTrainExpress",
    "byramTrainLocal",
  ]).notes;

  return { rankedNeighbourhoodNotes };
});

export const schoolsHeading = {
  title: "Three schools families ask about",
  intro:
    "Greenwich Public Schools assign elementary schools by address; confirm yours with the district before you buy.",
};

export const schools: readonly School[] = [
  {
    name: "Greenwich High School",
    level: "Grades 9-12, public",
    rating: "10/10",
    enrollment: "About 2,700 students",
    highlights: [
      "One of Connecticut's largest and strongest public high schools",
      "A house system that makes a large school feel small",
    ],
    specialPrograms: [
      "International Baccalaureate Diploma",
      "Wide range of Advanced Placement courses",
      "Theater, music and dozens of varsity sports",
    ],
  },
  {
    name: "Old Greenwich School",
    level: "Kindergarten to grade 5, public",
    rating: "10/10",
    enrollment: "About 400 students",
    highlights: ["A village school many children walk to", "Strong parent involvement"],
    specialPrograms: ["Enrichment for advanced learners", "Music and art for every grade"],
  },
  {
    name: "Riverside School",
    level: "Kindergarten to grade 5, public",
    rating: "10/10",
    enrollment: "About 450 students",
    highlights: ["Consistently high reading and mathematics results", "Close to Binney Park and the water"],
    specialPrograms: ["Enrichment for advanced learners", "Science and outdoor learning"],
  },
];

export const amenitiesHeading = { title: "Four groups of family amenities" };

export const amenityGroups: readonly InfoCard[] = [
  {
    title: "Parks and beaches",
    description: "Residents' beach passes open the town's beaches all summer.",
    points: ["Greenwich Point (Tod's Point)", "Byram Beach and pool", "Binney Park and Bruce Park"],
  },
  {
    title: "Libraries and culture",
    description: "Story times, homework help and museums close to home.",
    points: ["Greenwich Library and its Cos Cob and Byram Shubert branches", "Bruce Museum", "Greenwich Arts Council"],
  },
  {
    title: "Sport and recreation",
    description: "Leagues and lessons for every season.",
    points: ["Dorothy Hamill Skating Rink", "YMCA of Greenwich", "Town recreation leagues and summer camps"],
  },
  {
    title: "Health care",
    description: "A full hospital and pediatric practices in town.",
    points: [
      "Greenwich Hospital (Yale New Haven Health)",
      "Pediatric and urgent care across town",
      "New York hospitals within an hour",
    ],
  },
];

export const activitiesHeading = { title: "Activities by age group" };

export const activitiesByAge: readonly InfoCard[] = [
  {
    title: "Little ones (0-5)",
    description: "Gentle starts close to home.",
    points: [
      "Library story times",
      "Playgrounds at Binney Park and Greenwich Point",
      "Nature walks at the Audubon Center",
    ],
  },
  {
    title: "School age (6-12)",
    description: "Teams, camps and the water.",
    points: ["Town sports leagues", "Summer camps at the beaches and the Y", "Learn-to-sail and swimming lessons"],
  },
  {
    title: "Teenagers (13-18)",
    description: "Independence, jobs and friends.",
    points: [
      "Arch Street Teen Center",
      "Summer jobs as beach lifeguards and camp counsellors",
      "Community sailing at Greenwich Point",
    ],
  },
];

export const familyCta = {
  title: "Find the right street for your family",
  text: "Tell us your children's ages, your commute and your budget, and we will show you the school zones and streets that fit.",
  consultationLabel: "Plan a family home search",
  consultationRequest: "Family home search",
  secondaryLabel: "Compare Greenwich and Stamford",
  secondaryTo: "/buyers/greenwich-vs-stamford",
};
