import { z } from "zod";
import { placeholderIdentityFields, type IdentityForCheck } from "~/lib/site-identity";

/** A sender: its display name (may be empty) and address. */
export type Mailbox = { name: string; address: string };

const addressSchema = z.email();

/**
 * `broker@example.com` or `Broker Name <broker@example.com>` (the name may be quoted), or
 * undefined when it is neither. Only one mailbox: a sender is one person.
 */
export function parseMailbox(value: string): Mailbox | undefined {
  const trimmed = value.trim();
  const named = /^(?:"((?:[^"\\\r\n]|\\.)*)"|([^<>"\r\n]*?))\s*<([^<>\s]+)>$/.exec(trimmed);
  const name = named ? (named[1] ?? named[2] ?? "").replace(/\\(.)/g, "$1").trim() : "";
  const address = named ? named[3]! : trimmed;
  return addressSchema.safeParse(address).success ? { name, address } : undefined;
}

const booleanish = z
  .enum(["1", "0", "true", "false", "yes", "no", ""])
  .transform((value) => value === "1" || value === "true" || value === "yes");

/** Every environment variable the server reads (README.md, "Configuration"), checked at start-up. */
export const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  /** Unset: every interface, or only this machine in production without SITE_URL (decision 094). */
  HOST: z.string().min(1).optional(),
  /** Unset: http://localhost:$PORT, refused in production unless the server serves this machine only (decision 094). */
  SITE_URL: z
    .url({ protocol: /^https?$/, error: "SITE_URL must be an absolute http(s) URL, e.g. https://www.example.com" })
    .transform((url) => url.replace(/\/+$/, ""))
    .optional(),
  TRUST_PROXY: booleanish.default(false),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  DATA_DIR: z.string().min(1).default("./.data"),
  /** Unset: the embedded PGlite database in $DATA_DIR/db. */
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/, error: "DATABASE_URL must be a postgres:// URL" }).optional(),
  /** Unset: newsletter sign-ups are stored only. */
  NEWSLETTER_WEBHOOK_URL: z
    .url({ protocol: /^https?$/, error: "NEWSLETTER_WEBHOOK_URL must be an http(s) URL" })
    .optional(),
  /** Unset (either of the two): contact leads are stored only. */
  SMTP_URL: z.url({ protocol: /^smtps?$/, error: "SMTP_URL must be an smtp:// or smtps:// URL" }).optional(),
  LEAD_NOTIFY_TO: z.email({ error: "LEAD_NOTIFY_TO must be an e-mail address" }).optional(),
  /**
   * Sender of every e-mail (lead notifications, confirmations, the weekly report): a bare address
   * or the usual `Broker Name <broker@example.com>`; defaults to LEAD_NOTIFY_TO.
   */
  MAIL_FROM: z
    .string()
    .transform((value, ctx) => {
      const parsed = parseMailbox(value);
      if (!parsed) {
        ctx.addIssue({
          code: "custom",
          message: "MAIL_FROM must be an e-mail address, or a name and address: Broker Name <broker@example.com>",
        });
        return z.NEVER;
      }
      return parsed;
    })
    .optional(),
  /** Report e-mails sent per minute, across all instances. */
  NEWSLETTER_RATE_PER_MINUTE: z.coerce
    .number({ error: "NEWSLETTER_RATE_PER_MINUTE must be a whole number" })
    .int({ error: "NEWSLETTER_RATE_PER_MINUTE must be a whole number" })
    .min(1, { error: "NEWSLETTER_RATE_PER_MINUTE must be 1 or more" })
    .default(60),
  /**
   * "weeks" (benchmarks and the byte-for-byte test only): the render cache as it was before decision
   * 115, the weekly pages and the edited built pages only; "on" also keeps the pages read per query.
   */
  RENDER_CACHE: z.enum(["on", "weeks"], { error: 'RENDER_CACHE must be "on" or "weeks"' }).default("on"),
  /** Form posts allowed per client and minute; 0 lifts the limit (benchmarks only). */
  FORM_RATE_LIMIT: z.coerce
    .number({ error: "FORM_RATE_LIMIT must be a whole number" })
    .int({ error: "FORM_RATE_LIMIT must be a whole number" })
    .min(0, { error: "FORM_RATE_LIMIT must be 0 or more" })
    .default(10),
  /** A listings export imported at start-up (decision 135); the same file again changes nothing. */
  LISTINGS_FILE: z.string().min(1).optional(),
  /**
   * How long an outbox worker holds the rows it claimed; a crashed instance's rows are taken over
   * by another once this has passed (docs/decisions/011).
   */
  OUTBOX_LEASE_SECONDS: z.coerce
    .number({ error: "OUTBOX_LEASE_SECONDS must be a whole number" })
    .int({ error: "OUTBOX_LEASE_SECONDS must be a whole number" })
    .min(5, { error: "OUTBOX_LEASE_SECONDS must be 5 or more (a delivery may take 10 s)" })
    .default(60),
  /** Longest wait on SIGTERM for requests in flight and the outbox round before the process exits anyway. */
  SHUTDOWN_TIMEOUT_SECONDS: z.coerce
    .number({ error: "SHUTDOWN_TIMEOUT_SECONDS must be a whole number" })
    .int({ error: "SHUTDOWN_TIMEOUT_SECONDS must be a whole number" })
    .min(1, { error: "SHUTDOWN_TIMEOUT_SECONDS must be 1 or more" })
    .default(25),
});

const LOOPBACK_HOSTS = /^(?:localhost|127(?:\.\d{1,3}){3}|::1|\[::1\])$/i;

/**
 * SITE_URL names the site in the sitemap, the feed, canonical and share tags. Unset, it is
 * http://localhost:$PORT (decision 094). In production that is true only for a server that
 * serves this machine alone: `npm start` on a fresh clone binds 127.0.0.1 and says so; a server
 * reachable from elsewhere (HOST set to another interface, behind a proxy, on a shared database)
 * refuses to start without it.
 */
export const configSchema = envSchema.transform((env, ctx) => {
  const siteUrl = env.SITE_URL ?? `http://localhost:${env.PORT}`;
  if (env.SITE_URL !== undefined || env.NODE_ENV !== "production") {
    return { ...env, HOST: env.HOST ?? "0.0.0.0", SITE_URL: siteUrl };
  }
  const reachable = [
    env.HOST !== undefined && !LOOPBACK_HOSTS.test(env.HOST) ? `HOST=${env.HOST}` : "",
    env.TRUST_PROXY ? "TRUST_PROXY" : "",
    env.DATABASE_URL ? "DATABASE_URL" : "",
  ].filter(Boolean);
  if (reachable.length > 0) {
    ctx.addIssue({
      code: "custom",
      path: ["SITE_URL"],
      message: `SITE_URL is required in production for a server others reach (${reachable.join(", ")}): set it to the public origin, e.g. https://www.example.com; without it the sitemap, the feed and every page's canonical and share tags would name ${siteUrl}`,
    });
    return z.NEVER;
  }
  return { ...env, HOST: env.HOST ?? "127.0.0.1", SITE_URL: siteUrl };
});

export type Env = z.infer<typeof configSchema>;

/** An empty variable (`NEWSLETTER_WEBHOOK_URL=` in a unit file or .env) means unset, as operators write it. */
function withoutEmpty(source: Record<string, string | undefined>): Record<string, string | undefined> {
  return Object.fromEntries(Object.entries(source).filter(([, value]) => value !== undefined && value.trim() !== ""));
}

/** Parses the environment, or throws one readable message naming every bad variable. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = configSchema.safeParse(withoutEmpty(source));
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
  throw new Error(`Invalid environment:\n${problems.join("\n")}`);
}

let cached: Env | undefined;

/** The environment of this process, parsed once. */
export function env(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}

export { placeholderIdentityFields } from "~/lib/site-identity";

/**
 * The placeholder warning for an identity: named after content/site.ts while nothing was saved in
 * Settings (decision 110), after Settings once something was. Null when no placeholder remains.
 */
export function identityWarning(
  identity: IdentityForCheck,
  { stored = false }: { stored?: boolean } = {},
): string | null {
  const placeholders = placeholderIdentityFields(identity);
  if (placeholders.length === 0) return null;
  const where = stored ? "The identity saved in the studio's Settings" : "content/site.ts";
  return `${where} still holds placeholder identity (${placeholders.join(", ")}): replace it with the broker's real details in the studio's Settings (/studio/settings) before going live`;
}

/**
 * One line per thing an operator must fix before going live, printed by `npm start` in
 * production: SITE_URL unset (the server serves this machine only, and links name localhost),
 * and, when given, placeholder identity (the stored identity is judged once the database is open:
 * server/request-pipeline.ts).
 */
export function startupWarnings(
  source: Record<string, string | undefined>,
  config: Env,
  identity?: IdentityForCheck,
  options: { stored?: boolean } = {},
): string[] {
  if (config.NODE_ENV !== "production") return [];
  const warnings: string[] = [];
  if (withoutEmpty(source).SITE_URL === undefined) {
    warnings.push(
      `SITE_URL is unset: serving ${config.SITE_URL} to this machine only (bound to ${config.HOST}), and links in the sitemap, the feed and share cards name it; to go live set SITE_URL to the public origin, e.g. https://www.example.com`,
    );
  }
  const placeholder = identity ? identityWarning(identity, options) : null;
  if (placeholder) warnings.push(placeholder);
  return warnings;
}
