// The static content records of the guides. Every guide
// page keeps its figures and prose in one module beside this file, typed with these records, so the
// publisher updates a figure in one place and the pages only lay it out.
import type { FactName } from "../facts";

/** Trend up, stable or down (coloured by lib/colour-rules trendTone). */
export type Trend = "up" | "stable" | "down";

/** A neighbourhood as the guides describe it; each guide fills the fields it shows. */
export type Neighbourhood = {
  /** Stable key for links, form values and React keys. */
  id: string;
  name: string;
  description: string;
  avgPrice?: number;
  avgPriceSqFt?: number;
  /** A price range as the publisher states it, e.g. "$380-$520 per sq ft". */
  range?: string;
  /** The median sale price: a named fact (content/facts.ts). */
  medianPrice?: FactName;
  /** Year-over-year change in percent (7.8 means +7.8 %). */
  yearOverYear?: number;
  trend?: Trend;
  activity?: string;
  rating?: number;
  schoolRating?: string;
  crimeRate?: string;
  familyScore?: number;
  demographics?: string;
  /** The trains to Grand Central from the neighborhood's station: named facts (decision 130). */
  commute?: { express: FactName; local: FactName };
  recreation?: string;
  highlights?: readonly string[];
  lotSize?: string;
  inventory?: string;
  typicalBuyers?: string;
  marketStatus?: string;
};

/** School (name, rating, enrollment, highlights, specialPrograms). */
export type School = {
  name: string;
  level: string;
  rating: string;
  enrollment: string;
  highlights: readonly string[];
  specialPrograms: readonly string[];
};

/** Strategy (strategy, description, targetReturn, timeframe, riskLevel); the guides use the first two. */
export type Strategy = {
  strategy: string;
  description: string;
  targetReturn?: string;
  timeframe?: string;
  riskLevel?: string;
};

/** Mistake (mistake, consequence, solution). */
export type Mistake = { mistake: string; consequence: string; solution: string };

/** Property type (type, priceRange, inventory, description, pros, cons). */
export type PropertyType = {
  type: string;
  priceRange: string;
  /** Share of the market in percent where the guide gives one (Byram: 65 / 25 / 10). */
  marketSharePercent?: number;
  inventory?: string;
  description: string;
  pros: readonly string[];
  cons: readonly string[];
  /** Who the type suits (Western Greenwich "ideal buyer"). */
  idealBuyer?: string;
};

/** Consideration (consideration, importance, details, impact). */
export type Consideration = {
  consideration: string;
  /** "High", "Medium"...: Western Greenwich colours High red, any other yellow. */
  importance?: string;
  details: string;
  /** "High", "Medium"...: impact labels are coloured High green, any other yellow. */
  impact?: string;
};

/** A headline statistic compared with the town average (Byram guide). */
export type ComparedStatistic = {
  label: string;
  value: string;
  comparison: string;
  /** "up", "down" or "stable": the direction of the figure, coloured by trendTone. */
  trend: Trend;
};

/** A titled card with a short text and optional bullet points: the guides' generic card. */
export type InfoCard = { title: string; description: string; points?: readonly string[] };

/** A figure with a label and a source line, for the cost and return statistics. */
export type KeyFigure = { value: string; label: string; note: string };

/** A call-to-action button: a label and where it leads. */
export type GuideAction = { label: string; to: string };

/** Title, description of the page's meta and the hero text. */
export type GuideIntro = { title: string; metaDescription: string; eyebrow: string; intro: string };
