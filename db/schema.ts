import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";

/** A contact request from the footer's "Get Started" form (spec section 3, contact form state). */
export const leads = pgTable(
  "leads",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    phone: text("phone").notNull().default(""),
    userType: text("user_type").notNull(),
    /** What the visitor asked for (the `request` of a contact link), "" when none. */
    message: text("message").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("leads_created_at_idx").on(table.createdAt)],
);

/** A newsletter sign-up (spec section 3). One row per e-mail address, compared case-insensitively. */
export const subscribers = pgTable(
  "subscribers",
  {
    id: serial("id").primaryKey(),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    email: text("email").notNull(),
    /** lower(email): sign-ups are unique by e-mail address compared case-insensitively. */
    emailKey: text("email_key").notNull().unique(),
    userType: text("user_type").notNull().default(""),
    brokerage: text("brokerage").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check("subscribers_email_key_is_lower", sql`${table.emailKey} = lower(${table.email})`)],
);

export type OutboxKind = "newsletter_webhook" | "lead_email";
export type OutboxStatus = "pending" | "delivered" | "dead";

/**
 * Deliveries still owed to the outside world, written in the same transaction as their record
 * (docs/decisions/011). The worker delivers each row at least once with its idempotency key.
 */
export const outbox = pgTable(
  "outbox",
  {
    id: serial("id").primaryKey(),
    kind: text("kind").$type<OutboxKind>().notNull(),
    payload: jsonb("payload").$type<Record<string, unknown>>().notNull(),
    idempotencyKey: text("idempotency_key").notNull().unique(),
    status: text("status").$type<OutboxStatus>().notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    lastError: text("last_error"),
    /** Set while a worker holds the row (its lease); a crashed worker's rows are due again once it has passed. */
    claimedUntil: timestamp("claimed_until", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    deliveredAt: timestamp("delivered_at", { withTimezone: true }),
  },
  (table) => [index("outbox_due_idx").on(table.status, table.nextAttemptAt)],
);

/**
 * Form posts per client and window when several instances share one PostgreSQL (DATABASE_URL):
 * the rate limit of app/server/form-guards.server.ts counts here so that it holds across
 * instances. The embedded database keeps its counters in memory instead (one process).
 */
export const rateLimits = pgTable("rate_limits", {
  key: text("key").primaryKey(),
  hits: integer("hits").notNull(),
  resetAt: timestamp("reset_at", { withTimezone: true }).notNull(),
});
