import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
} from "drizzle-orm/pg-core";

/** A contact request from the footer's "Get Started" form (contact form state). */
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

/** A newsletter sign-up. One row per e-mail address, compared case-insensitively. */
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
    /**
     * "pending" until the confirmation link is opened (double opt-in when SMTP_URL is
     * set), then "confirmed"; "unsubscribed" or "bounced" are never sent to again unless the
     * address confirms afresh.
     */
    status: text("status").$type<SubscriberStatus>().notNull().default("pending"),
    /** SHA-256 of the single-use confirmation token; null once used. */
    confirmTokenHash: text("confirm_token_hash").unique(),
    confirmationSentAt: timestamp("confirmation_sent_at", { withTimezone: true }),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    unsubscribedAt: timestamp("unsubscribed_at", { withTimezone: true }),
    /** A random token in every report's List-Unsubscribe URL (no cookie, no sign-in needed). */
    unsubscribeToken: text("unsubscribe_token").unique(),
    /**
     * The subscriber's market (decision 147): ZIP codes and sale types (none chosen: the whole
     * town, every type), a sale price band ("all" or a band id) and how often they are written to.
     */
    villages: jsonb("villages").$type<string[]>().notNull().default([]),
    homeTypes: jsonb("home_types").$type<string[]>().notNull().default([]),
    priceBand: text("price_band").notNull().default("all"),
    cadence: text("cadence").notNull().default("weekly"),
  },
  (table) => [
    check("subscribers_email_key_is_lower", sql`${table.emailKey} = lower(${table.email})`),
    check("subscribers_status", sql`${table.status} in ('pending', 'confirmed', 'unsubscribed', 'bounced')`),
    check("subscribers_cadence", sql`${table.cadence} in ('weekly', 'monthly', 'quarterly')`),
    index("subscribers_status_idx").on(table.status),
  ],
);

/**
 * A preferences link of one e-mail (decision 148): a random token whose SHA-256 alone is kept, as
 * for confirmation links, good until `expiresAt`. Each e-mail gets its own; expired rows are pruned
 * when new ones are made.
 */
export const preferenceLinks = pgTable(
  "preference_links",
  {
    tokenHash: text("token_hash").primaryKey(),
    subscriberId: integer("subscriber_id")
      .notNull()
      .references(() => subscribers.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (table) => [index("preference_links_expires_at_idx").on(table.expiresAt)],
);

export type OutboxKind =
  | "newsletter_webhook"
  | "lead_email"
  | "studio_link_email"
  | "confirmation_email"
  | "report_email"
  // The monthly digest and the quarterly report by e-mail (decision 150).
  | "digest_email";
/**
 * "sending": a worker is trying the row now; set and committed before the try (decision 096).
 * "cancelled": a week's report e-mail stopped by its unpublication (decision 091); never claimed.
 */
export type OutboxStatus = "pending" | "delivered" | "dead" | "sending" | "cancelled";

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
  (table) => [
    index("outbox_due_idx").on(table.status, table.nextAttemptAt),
    // What every round of the worker reads (app/server/outbox.server.ts), whatever the table keeps
    // (30 days of finished deliveries, tens of thousands of rows with a large list): the rows it may
    // claim, in the order it claims them; the rows delivered in the last minute and those held now,
    // which a rate-limited kind counts (decision 155).
    index("outbox_live_idx")
      .on(table.kind, table.id)
      .where(sql`${table.status} in ('pending', 'sending')`),
    index("outbox_delivered_at_idx").on(table.deliveredAt),
    index("outbox_claimed_idx")
      .on(table.claimedUntil)
      .where(sql`${table.status} in ('pending', 'sending')`),
  ],
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

// ---------------------------------------------------------------------------------------------
// The broker's workspace, /studio: people, passkeys, sessions, one-time links, audit.
// ---------------------------------------------------------------------------------------------

export type StudioRole = "owner" | "editor";

/** A person who may sign in to /studio. No passwords: passkeys, enrolled through a one-time link. */
export const studioUsers = pgTable(
  "studio_users",
  {
    id: serial("id").primaryKey(),
    email: text("email").notNull(),
    /** lower(email). */
    emailKey: text("email_key").notNull().unique(),
    name: text("name").notNull().default(""),
    role: text("role").$type<StudioRole>().notNull(),
    /** A removed person keeps their audit history; they can no longer sign in. */
    disabledAt: timestamp("disabled_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check("studio_users_role", sql`${table.role} in ('owner', 'editor')`),
    check("studio_users_email_key_is_lower", sql`${table.emailKey} = lower(${table.email})`),
  ],
);

/** A WebAuthn credential (passkey) of a studio user, as the WebAuthn library returns it. */
export const studioPasskeys = pgTable(
  "studio_passkeys",
  {
    /** The credential id, base64url. */
    id: text("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => studioUsers.id, { onDelete: "cascade" }),
    /** The COSE public key, base64url. */
    publicKey: text("public_key").notNull(),
    counter: integer("counter").notNull().default(0),
    /** AuthenticatorTransport values, e.g. ["internal", "hybrid"]. */
    transports: jsonb("transports").$type<string[]>().notNull().default([]),
    deviceType: text("device_type").notNull().default("singleDevice"),
    backedUp: integer("backed_up").notNull().default(0),
    /** What the person calls it ("iPhone"), shown in the studio. */
    label: text("label").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }),
  },
  (table) => [index("studio_passkeys_user_idx").on(table.userId)],
);

/**
 * A signed-in session, stored server-side so that it can be revoked. The cookie holds a random
 * token; only its SHA-256 is stored here (a copy of the database gives no session).
 */
export const studioSessions = pgTable(
  "studio_sessions",
  {
    id: serial("id").primaryKey(),
    tokenHash: text("token_hash").notNull().unique(),
    userId: integer("user_id")
      .notNull()
      .references(() => studioUsers.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
    /** Absolute expiry, set at sign-in. */
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    userAgent: text("user_agent").notNull().default(""),
  },
  (table) => [index("studio_sessions_user_idx").on(table.userId)],
);

export type StudioLinkPurpose = "enrol" | "sign-in";

/** A single-use e-mailed or printed link to enrol a passkey or recover access (24 hours). */
export const studioLinks = pgTable(
  "studio_links",
  {
    id: serial("id").primaryKey(),
    tokenHash: text("token_hash").notNull().unique(),
    userId: integer("user_id")
      .notNull()
      .references(() => studioUsers.id, { onDelete: "cascade" }),
    purpose: text("purpose").$type<StudioLinkPurpose>().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (table) => [index("studio_links_user_idx").on(table.userId)],
);

/**
 * WebAuthn challenges between the "options" request and the answer, keyed by a random id kept in a
 * short-lived cookie (several instances: the answer may reach another instance than the options).
 */
export const studioChallenges = pgTable("studio_challenges", {
  id: text("id").primaryKey(),
  challenge: text("challenge").notNull(),
  /** Set for an enrolment (the person the passkey is for); null for a sign-in. */
  userId: integer("user_id").references(() => studioUsers.id, { onDelete: "cascade" }),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
});

/** Who did what, when: sign-ins and failures, invitations, exports, deletions, status changes, publications. */
export const auditLog = pgTable(
  "audit_log",
  {
    id: serial("id").primaryKey(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    /** Null when nobody was signed in (a failed sign-in, a command-line action). */
    userId: integer("user_id").references(() => studioUsers.id, { onDelete: "set null" }),
    /** The actor as text, kept if the user row goes: an e-mail address, "command line", "visitor". */
    actor: text("actor").notNull(),
    /** A dotted verb: "sign-in.succeeded", "sign-in.failed", "person.invited", "lead.status", "week.published". */
    action: text("action").notNull(),
    /** What it was done to: "lead 12", "week 5 v2", an e-mail address. */
    subject: text("subject").notNull().default(""),
    details: jsonb("details").$type<Record<string, unknown>>().notNull().default({}),
  },
  (table) => [index("audit_log_at_idx").on(table.at)],
);

// Leads inbox: a lead's status and the broker's private note live beside the lead.
export type LeadStatus = "new" | "replied" | "closed";
export const leadNotes = pgTable(
  "lead_notes",
  {
    leadId: integer("lead_id")
      .primaryKey()
      .references(() => leads.id, { onDelete: "cascade" }),
    status: text("status").$type<LeadStatus>().notNull().default("new"),
    note: text("note").notNull().default(""),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check("lead_notes_status", sql`${table.status} in ('new', 'replied', 'closed')`)],
);

// ---------------------------------------------------------------------------------------------
// Published weeks. A week's every edit is a new version; nothing is ever overwritten.
// ---------------------------------------------------------------------------------------------

/** One row per week number: which version is live (null: unpublished or never published). */
export const weeks = pgTable("weeks", {
  week: integer("week").primaryKey(),
  publishedVersionId: integer("published_version_id"),
  /** "seed" (data/weekly/, loaded at start-up when the week is not in the database) or "studio". */
  origin: text("origin").notNull().default("studio"),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One version of a week: its notes (title, dates, narrative, insights ... as the report.md front
 * matter and body hold them) and its contract rows, as JSON checked by the same Zod schemas as
 * the files. Drafts are versions never published.
 */
export const weekVersions = pgTable(
  "week_versions",
  {
    id: serial("id").primaryKey(),
    week: integer("week").notNull(),
    /** 1, 2, 3 ... per week. */
    version: integer("version").notNull(),
    /** WeeklyReportData without contracts (app/domain/contract-types.ts). */
    notes: jsonb("notes").$type<Record<string, unknown>>().notNull(),
    /** The week's contract rows (Contract[]). */
    contracts: jsonb("contracts").$type<Record<string, unknown>[]>().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    createdBy: integer("created_by").references(() => studioUsers.id, { onDelete: "set null" }),
    publishedAt: timestamp("published_at", { withTimezone: true }),
  },
  (table) => [index("week_versions_week_idx").on(table.week, table.version)],
);

/** What an MLS export is read as: a week's contracts, or the listings export (decision 134). */
export type MlsExportKind = "contracts" | "listings";

/**
 * An MLS export checked in the studio and waiting for its second step ("Create the draft", or
 * applying a listings export): the file travels once, and the second step names it by this id
 * and its kind (decision 090). Purged a day after it was checked.
 */
export const weekUploads = pgTable(
  "week_uploads",
  {
    /** A random UUID: the form carries it, so it must not be guessable. */
    id: text("id").primaryKey(),
    /** A contracts export is never read as a listings export, nor the other way round. */
    kind: text("kind").$type<MlsExportKind>().notNull().default("contracts"),
    createdBy: integer("created_by")
      .notNull()
      .references(() => studioUsers.id, { onDelete: "cascade" }),
    fileName: text("file_name").notNull(),
    /** The export's text as UTF-8, base64: a NUL character the check refuses cannot be stored as text. */
    content: text("content").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("week_uploads_created_at_idx").on(table.createdAt),
    check("week_uploads_kind", sql`${table.kind} in ('contracts', 'listings')`),
  ],
);

/**
 * A column mapping the broker made on screen for an MLS export whose headers the upload did not
 * recognise (decision 106): applied to every later upload of the same kind with the same headers.
 * One export can be read both ways, so a mapping belongs to its kind (decision 134).
 */
export const mlsColumnMaps = pgTable(
  "mls_column_maps",
  {
    id: serial("id").primaryKey(),
    kind: text("kind").$type<MlsExportKind>().notNull().default("contracts"),
    /** The export's headers, normalized and sorted (headersKey in app/domain/mls-export.ts). */
    headersKey: text("headers_key").notNull(),
    /** The export's headers as the file spelled them, to show the broker which export it is for. */
    headers: jsonb("headers").$type<string[]>().notNull(),
    /** The kind's column to the export's header (or "(none)"), as chosen on screen. */
    columns: jsonb("columns").$type<Record<string, string>>().notNull(),
    createdBy: integer("created_by").references(() => studioUsers.id, { onDelete: "set null" }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // One mapping per kind and headers. A unique pair beside a serial key, not a composite primary
    // key, which drizzle-kit cannot read back from the database it checks (migrations.test.ts).
    unique("mls_column_maps_headers_key_kind_unique").on(table.headersKey, table.kind),
    check("mls_column_maps_kind", sql`${table.kind} in ('contracts', 'listings')`),
  ],
);

/**
 * A counter every instance reads to know whether what it rendered is still current: bumped in the
 * transaction of every publication, edit and unpublication (one row, key "weeks").
 */
export const contentVersions = pgTable("content_versions", {
  key: text("key").primaryKey(),
  version: integer("version").notNull(),
});

// ---------------------------------------------------------------------------------------------
// The report by e-mail: double opt-in and unsubscribes on the subscriber row.
// ---------------------------------------------------------------------------------------------

export type SubscriberStatus = "pending" | "confirmed" | "unsubscribed" | "bounced";

/** A week's report e-mail started (`npm run newsletter:send`, or a publication): one row per week. */
export const newsletterIssues = pgTable("newsletter_issues", {
  week: integer("week").primaryKey(),
  /** The week version the e-mail was built from. */
  versionId: integer("version_id"),
  startedAt: timestamp("started_at", { withTimezone: true }).notNull().defaultNow(),
  startedBy: text("started_by").notNull(),
  recipients: integer("recipients").notNull().default(0),
});

// ---------------------------------------------------------------------------------------------
// The broker's identity, edited in the studio's Settings (decision 110). Until a
// row exists, content/site.ts is the identity; every change bumps the content_versions row "site".
// ---------------------------------------------------------------------------------------------

/** A photo or logo uploaded in Settings: its bytes (base64, as week_uploads keeps text), named by their SHA-256. */
export const siteImages = pgTable("site_images", {
  /** SHA-256 of the bytes, hex: the image's address carries it, so its answer is cached for a year. */
  hash: text("hash").primaryKey(),
  contentType: text("content_type").notNull(),
  /** The image's bytes, base64. */
  content: text("content").notNull(),
  byteLength: integer("byte_length").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** The broker's identity as saved in Settings: one row (id 1), the fields as JSON checked by siteIdentitySchema. */
export const siteIdentity = pgTable(
  "site_identity",
  {
    id: integer("id").primaryKey().default(1),
    identity: jsonb("identity").$type<Record<string, unknown>>().notNull(),
    imageHash: text("image_hash").references(() => siteImages.hash, { onDelete: "set null" }),
    updatedBy: integer("updated_by").references(() => studioUsers.id, { onDelete: "set null" }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check("site_identity_one_row", sql`${table.id} = 1`)],
);

// ---------------------------------------------------------------------------------------------
// Market facts and testimonials edited in the studio (items 2 and 3, decision 111).
// ---------------------------------------------------------------------------------------------

/** A market fact of content/facts.ts as the studio last edited it: pages read it over the default. */
export const factOverrides = pgTable("fact_overrides", {
  /** The fact's name in content/facts.ts. */
  name: text("name").primaryKey(),
  value: doublePrecision("value").notNull(),
  upTo: doublePrecision("up_to"),
  measures: text("measures").notNull(),
  period: text("period").notNull(),
  /** The period's last day. */
  asOf: date("as_of", { mode: "string" }).notNull(),
  source: text("source").notNull(),
  updatedBy: integer("updated_by").references(() => studioUsers.id, { onDelete: "set null" }),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** What a fact was until an edit replaced it: the default's fields at the first edit, then each override's. */
export const factHistory = pgTable(
  "fact_history",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    value: doublePrecision("value").notNull(),
    upTo: doublePrecision("up_to"),
    measures: text("measures").notNull(),
    period: text("period").notNull(),
    asOf: date("as_of", { mode: "string" }).notNull(),
    source: text("source").notNull(),
    replacedBy: integer("replaced_by").references(() => studioUsers.id, { onDelete: "set null" }),
    replacedAt: timestamp("replaced_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("fact_history_name_idx").on(table.name, table.replacedAt)],
);

/** A client's words on the home page's carousel, in `position` order; hidden ones stay for later. */
export const testimonials = pgTable(
  "testimonials",
  {
    id: serial("id").primaryKey(),
    position: integer("position").notNull(),
    quote: text("quote").notNull(),
    name: text("name").notNull(),
    role: text("role").notNull(),
    visible: boolean("visible").notNull().default(true),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("testimonials_position_idx").on(table.position)],
);

/**
 * One row (key "testimonials") once the studio first edited the testimonials: from then on the
 * table is the list, even empty; before, the home page shows content/home.ts's.
 */
export const testimonialsEdited = pgTable("testimonials_edited", {
  key: text("key").primaryKey(),
  at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
});
// ---------------------------------------------------------------------------------------------
// The history of contracts (decisions 112 and 116): every published week's contract
// rows, written by the week store in the transaction that publishes, corrects or unpublishes the
// week, and the rows of the history weeks imported from exports (earlier than the newest week).
// ---------------------------------------------------------------------------------------------

/**
 * An export's weeks earlier than the newest numbered week (decision 116): history, not
 * weekly reports. One row per import, so the studio can list it and remove it whole.
 */
export const historyImports = pgTable("history_imports", {
  id: serial("id").primaryKey(),
  fileName: text("file_name").notNull(),
  createdBy: integer("created_by").references(() => studioUsers.id, { onDelete: "set null" }),
  /** Who imported it, as the audit log names them (an address, or "command line"). */
  actor: text("actor").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** One Monday-to-Sunday week of history (decision 116): no number, no words, never e-mailed. */
export const historyWeeks = pgTable(
  "history_weeks",
  {
    id: serial("id").primaryKey(),
    importId: integer("import_id")
      .notNull()
      .references(() => historyImports.id, { onDelete: "cascade" }),
    startDate: date("start_date", { mode: "string" }).notNull(),
    endDate: date("end_date", { mode: "string" }).notNull(),
  },
  (table) => [
    // Two history weeks never share a day: a calendar week is stored once, and replaced whole.
    unique("history_weeks_start_date_unique").on(table.startDate),
    check("history_weeks_dates", sql`${table.endDate} = ${table.startDate} + 6`),
    index("history_weeks_import_idx").on(table.importId),
  ],
);

/**
 * One contract of the history: a row of a published week's live version (`week`, `versionId`) or
 * of a history week (`historyWeekId`, decision 116), never both; `position` is its place among its
 * week's rows. A week's rows are replaced whole.
 */
export const contracts = pgTable(
  "contracts",
  {
    id: serial("id").primaryKey(),
    week: integer("week").references(() => weeks.week, { onDelete: "cascade" }),
    /** The week version the rows were copied from (the live one); null for a history week's rows. */
    versionId: integer("version_id"),
    historyWeekId: integer("history_week_id").references(() => historyWeeks.id, { onDelete: "cascade" }),
    /** The row's place in its week's contracts, from 0. */
    position: integer("position").notNull(),
    address: text("address").notNull(),
    type: text("type").notNull(),
    zone: text("zone").notNull(),
    zip: text("zip").notNull(),
    acres: doublePrecision("acres"),
    sqft: doublePrecision("sqft"),
    /** Dollars; a monthly rent when `type` is "rental". */
    price: doublePrecision("price").notNull(),
    dom: integer("dom").notNull(),
    contractDate: date("contract_date", { mode: "string" }).notNull(),
  },
  (table) => [
    unique("contracts_week_position_unique").on(table.week, table.position),
    unique("contracts_history_week_position_unique").on(table.historyWeekId, table.position),
    check(
      "contracts_one_week",
      sql`(${table.week} IS NULL) <> (${table.historyWeekId} IS NULL) AND (${table.week} IS NULL) = (${table.versionId} IS NULL)`,
    ),
    index("contracts_contract_date_idx").on(table.contractDate),
    index("contracts_type_date_idx").on(table.type, table.contractDate),
    index("contracts_zone_idx").on(table.zone),
    index("contracts_zip_date_idx").on(table.zip, table.contractDate),
    index("contracts_price_idx").on(table.price),
  ],
);

// ---------------------------------------------------------------------------------------------
// The yearly review's words (decision 140): the broker's prose and outlook for a year, written in
// the studio. Every figure of the review is computed from the history; only the words are stored.
// ---------------------------------------------------------------------------------------------

/** One row per year the broker wrote words for; a year without a row shows its figures alone. */
export const yearlyWords = pgTable(
  "yearly_words",
  {
    year: integer("year").primaryKey(),
    /** The year in the broker's words: paragraphs, each inline Markdown. */
    summary: jsonb("summary").$type<string[]>().notNull(),
    /** What the broker expects of the year after: paragraphs, each inline Markdown. */
    outlook: jsonb("outlook").$type<string[]>().notNull(),
    updatedBy: integer("updated_by").references(() => studioUsers.id, { onDelete: "set null" }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check("yearly_words_year", sql`${table.year} between 2000 and 2100`)],
);

// ---------------------------------------------------------------------------------------------
// The MLS listings (decisions 119 and 134): every upload of the listings export, the rows it read,
// and what they make: one listing per MLS number with its facts and its events.
// ---------------------------------------------------------------------------------------------

/** The statuses a listing's events take (LISTING_STATUSES in app/domain/listing-history.ts). */
const LISTING_STATUS_CHECK =
  "('coming-soon', 'active', 'under-contract', 'closed', 'withdrawn', 'expired', 'canceled', 'temporarily-off-market')";

/** One applied listings export: who, when, the day it is as of and the days it covers, and what it changed. */
export const listingUploads = pgTable(
  "listing_uploads",
  {
    id: serial("id").primaryKey(),
    fileName: text("file_name").notNull(),
    /** SHA-256 of the export's text: the same export is applied once. */
    contentHash: text("content_hash").notNull(),
    createdBy: integer("created_by").references(() => studioUsers.id, { onDelete: "set null" }),
    /** Who applied it, as the audit log names them (an address, "command line" or "LISTINGS_FILE"). */
    actor: text("actor").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** The day the export shows the listings as they were. */
    asOf: date("as_of", { mode: "string" }).notNull(),
    /** The first day it covers (it covers through `asOf`): a week no upload covers is a gap. */
    coversFrom: date("covers_from", { mode: "string" }).notNull(),
    /** Rows kept; bad rows left out by choice. */
    rowCount: integer("row_count").notNull(),
    refusedCount: integer("refused_count").notNull().default(0),
    /** Listings seen for the first time, listings it changed, listings it showed as they were. */
    addedCount: integer("added_count").notNull(),
    changedCount: integer("changed_count").notNull(),
    unchangedCount: integer("unchanged_count").notNull(),
  },
  (table) => [
    unique("listing_uploads_content_hash_unique").on(table.contentHash),
    check("listing_uploads_dates", sql`${table.coversFrom} <= ${table.asOf}`),
  ],
);

/**
 * One row of an upload as it was read (the listing's facts, statuses, dates and prices, JSON):
 * the histories are folded from these rows, upload after upload, so removing an upload rebuilds
 * them exactly (decision 134).
 */
export const listingRows = pgTable(
  "listing_rows",
  {
    id: serial("id").primaryKey(),
    uploadId: integer("upload_id")
      .notNull()
      .references(() => listingUploads.id, { onDelete: "cascade" }),
    /** The row's line in the export. */
    line: integer("line").notNull(),
    mls: text("mls").notNull(),
    /** ListingRow (app/features/listings-import/listing-row.ts), checked when it was read. */
    row: jsonb("row").$type<Record<string, unknown>>().notNull(),
  },
  (table) => [
    unique("listing_rows_upload_mls_unique").on(table.uploadId, table.mls),
    index("listing_rows_mls_idx").on(table.mls),
  ],
);

/**
 * A listing by MLS number: its facts as the newest row gave them, and its current state from its
 * events (what the listings dashboard reads). Rebuilt with its events whenever a row of it is
 * added or removed.
 */
export const listings = pgTable(
  "listings",
  {
    mls: text("mls").primaryKey(),
    /** The status now (LISTING_STATUSES) and the day it began. */
    status: text("status").notNull(),
    statusDate: date("status_date", { mode: "string" }).notNull(),
    /** The status as the export wrote it ("Contingent", "Under Contract - Continue to Show"). */
    mlsStatus: text("mls_status").notNull(),
    /** PropertyType; "rental" for a lease (its prices are monthly rents). */
    type: text("type").notNull(),
    address: text("address").notNull(),
    zip: text("zip").notNull(),
    district: text("district"),
    zoning: text("zoning"),
    beds: doublePrecision("beds"),
    baths: doublePrecision("baths"),
    /** Above-grade living area, the lower level's and the attic's, in square feet. */
    sqft: doublePrecision("sqft"),
    lowerLevelSqft: doublePrecision("lower_level_sqft"),
    atticSqft: doublePrecision("attic_sqft"),
    lotAcres: doublePrecision("lot_acres"),
    hoaMonthly: doublePrecision("hoa_monthly"),
    taxesAnnual: doublePrecision("taxes_annual"),
    listDate: date("list_date", { mode: "string" }).notNull(),
    /** The first asking price and the asking price now (dollars; a monthly rent for a lease). */
    originalPrice: doublePrecision("original_price").notNull(),
    listPrice: doublePrecision("list_price").notNull(),
    /** The day it went under contract (the accepted offer) and the day it went pending, as exported. */
    contractDate: date("contract_date", { mode: "string" }),
    pendingDate: date("pending_date", { mode: "string" }),
    closeDate: date("close_date", { mode: "string" }),
    closePrice: doublePrecision("close_price"),
    offMarketDate: date("off_market_date", { mode: "string" }),
    /** Days on market and cumulative days on market, as the MLS counted them. */
    dom: integer("dom"),
    cdom: integer("cdom"),
    /** Price cuts: how many and by how much in all (the export's, else counted from the events). */
    reductions: integer("reductions").notNull(),
    totalReduction: doublePrecision("total_reduction").notNull(),
    lastOpenHouse: date("last_open_house", { mode: "string" }),
    firm: text("firm"),
    agent: text("agent"),
    /** The upload whose row gave these facts. */
    uploadId: integer("upload_id").references(() => listingUploads.id, { onDelete: "set null" }),
  },
  (table) => [
    check("listings_status", sql`${table.status} in ${sql.raw(LISTING_STATUS_CHECK)}`),
    index("listings_status_idx").on(table.status),
    index("listings_list_date_idx").on(table.listDate),
  ],
);

/** A listing's event: from `date` on, it is in `status` at asking price `price` (ListingEvent). */
export const listingEvents = pgTable(
  "listing_events",
  {
    id: serial("id").primaryKey(),
    mls: text("mls")
      .notNull()
      .references(() => listings.mls, { onDelete: "cascade" }),
    /** Its place among the listing's events, from 0, oldest first. */
    position: integer("position").notNull(),
    date: date("date", { mode: "string" }).notNull(),
    status: text("status").notNull(),
    price: doublePrecision("price").notNull(),
    /** The upload whose row recorded it. */
    uploadId: integer("upload_id")
      .notNull()
      .references(() => listingUploads.id, { onDelete: "cascade" }),
  },
  (table) => [
    unique("listing_events_mls_position_unique").on(table.mls, table.position),
    check("listing_events_status", sql`${table.status} in ${sql.raw(LISTING_STATUS_CHECK)}`),
    index("listing_events_date_idx").on(table.date),
  ],
);
