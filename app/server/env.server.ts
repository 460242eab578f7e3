import { z } from "zod";

const booleanish = z
  .enum(["1", "0", "true", "false", "yes", "no", ""])
  .transform((value) => value === "1" || value === "true" || value === "yes");

/** Every environment variable the server reads (DESIGN.md "Environment"), checked at start-up. */
export const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  SITE_URL: z
    .url({ protocol: /^https?$/, error: "SITE_URL must be an absolute http(s) URL, e.g. https://www.example.com" })
    .default("http://localhost:3000")
    .transform((url) => url.replace(/\/+$/, "")),
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
  /** Sender of the lead notifications; defaults to LEAD_NOTIFY_TO. */
  MAIL_FROM: z.email({ error: "MAIL_FROM must be an e-mail address" }).optional(),
  /** Form posts allowed per client and minute; 0 lifts the limit (benchmarks only). */
  FORM_RATE_LIMIT: z.coerce
    .number({ error: "FORM_RATE_LIMIT must be a whole number" })
    .int({ error: "FORM_RATE_LIMIT must be a whole number" })
    .min(0, { error: "FORM_RATE_LIMIT must be 0 or more" })
    .default(10),
  /** Unset: the dashboard reads data/listings/sample.csv. */
  LISTINGS_FILE: z.string().min(1).optional(),
});

export type Env = z.infer<typeof envSchema>;

/** Parses the environment, or throws one readable message naming every bad variable. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = envSchema.safeParse(source);
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
