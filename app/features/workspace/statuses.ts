import type { LeadStatus, OutboxKind, SubscriberStatus } from "~db/schema";

// The values the studio's pages offer and their server code checks: shared by both, so kept out of
// the .server modules (which never reach the browser bundle).

export const LEAD_STATUSES = ["new", "replied", "closed"] as const satisfies readonly LeadStatus[];
/** The private note's limit (a few paragraphs). */
export const NOTE_MAX_LENGTH = 5000;

export const SUBSCRIBER_STATUSES = [
  "pending",
  "confirmed",
  "unsubscribed",
  "bounced",
] as const satisfies readonly SubscriberStatus[];

/**
 * What the studio calls an outbox row that is not delivered yet: "waiting" (never tried),
 * "retrying" (failed at least once, another try is scheduled) or "failed" (dead: no more tries).
 */
export const DELIVERY_STATES = ["waiting", "retrying", "failed"] as const;
export type DeliveryState = (typeof DELIVERY_STATES)[number];

export const DELIVERY_KIND_LABELS: Record<OutboxKind, string> = {
  newsletter_webhook: "Sign-up to the newsletter service",
  lead_email: "Lead notification e-mail",
  studio_link_email: "Studio sign-in link e-mail",
  confirmation_email: "Subscription confirmation e-mail",
  report_email: "Weekly report e-mail",
  digest_email: "Monthly digest or quarterly report e-mail",
};
