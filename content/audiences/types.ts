// Shapes shared by the four audience pages' content modules (spec "Audience pages").

/** Icons the audience pages use, by name; app/features/audiences/audience-icons.server.ts picks their drawings. */
export type AudienceIconName =
  | "report"
  | "chart"
  | "presentation"
  | "newsletter"
  | "trophy"
  | "target"
  | "clock"
  | "graduation"
  | "handshake"
  | "users"
  | "price-tag"
  | "calendar"
  | "map-pin"
  | "zap"
  | "search"
  | "home"
  | "trending-up"
  | "calculator"
  | "bell"
  | "briefcase";

export type PageMetaText = { title: string; description: string };

export type AudienceHero = { eyebrow: string; title: string; intro: string };

/** A titled section: its anchor id, heading and optional introduction. */
export type SectionText = { id: string; title: string; intro?: string };

/** A feature or benefit card. */
export type AudienceCard = { title: string; description: string; icon: AudienceIconName };

/** One step of a four-step strategy or process. */
export type StrategyStep = { title: string; timeline: string; description: string; details: readonly string[] };

/** A headline figure: value as the publisher states it, and what it measures. */
export type Metric = { label: string; value: string; detail?: string };

export type GuideLink = { label: string; to: string; description: string };

/** The closing call to action: the contact form with a request filled in, and the weekly report. */
export type AudienceCta = {
  title: string;
  text: string;
  contactLabel: string;
  /** What the contact form shows as the visitor's request. */
  contactRequest: string;
  reportLabel: string;
};
