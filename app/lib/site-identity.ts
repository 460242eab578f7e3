// The broker's identity as the site prints it (decision 110): what Settings in the
// studio edits, checked by one Zod schema, with content/site.ts as the defaults until the broker
// saves. Pure: the store is app/server/site-identity.server.ts, the form app/features/settings.
import { z } from "zod";
import { site } from "~content/site";

/** The fields Settings edits, as the broker typed them (the phone's E.164 form is derived). */
export type IdentityFields = {
  name: string;
  title: string;
  brokerage: string;
  licence: string;
  phone: string;
  email: string;
  office: string;
  siteName: string;
  tagline: string;
};

/** The identity every page, PDF, feed and e-mail prints: the shape of content/site.ts's, plus the image. */
export type PublicIdentity = {
  name: string;
  shortName: string;
  tagline: string;
  town: string;
  broker: {
    name: string;
    title: string;
    brokerage: string;
    phone: string;
    phoneE164: string;
    email: string;
    licence: string;
    office: string;
  };
  /** The broker's photo or logo, at an address carrying its content hash; null when none was uploaded. */
  image: { src: string; alt: string } | null;
};

/**
 * A phone number's E.164 form (tel: links, JSON-LD), or null when it is not one: a North American
 * number of ten digits (an optional leading 1), or an international one written with "+".
 */
export function phoneE164(phone: string): string | null {
  const trimmed = phone.trim();
  if (!/^\+?[\d\s().-]+$/.test(trimmed)) return null;
  const digits = trimmed.replace(/\D/g, "");
  if (trimmed.startsWith("+")) {
    if (digits.startsWith("1")) return digits.length === 11 && /^1[2-9]\d{2}[2-9]/.test(digits) ? `+${digits}` : null;
    return digits.length >= 8 && digits.length <= 15 ? `+${digits}` : null;
  }
  const national = digits.length === 11 && digits.startsWith("1") ? digits.slice(1) : digits;
  // NANP: neither the area code nor the exchange starts with 0 or 1.
  return /^[2-9]\d{2}[2-9]\d{6}$/.test(national) ? `+1${national}` : null;
}

const text = (label: string, max: number) =>
  z
    .string({ error: `Enter the ${label}.` })
    .trim()
    .min(1, { error: `Enter the ${label}.` })
    .max(max, { error: `The ${label} is at most ${max} characters.` })
    .refine((value) => !/\p{Cc}/u.test(value), { error: `The ${label} cannot hold control characters.` });

/** Settings' fields: what the form posts and what the database row holds (checked again on reading). */
export const identityFieldsSchema = z.object({
  name: text("broker's name", 80),
  title: text("title", 80),
  brokerage: text("brokerage", 100),
  licence: text("license line", 160),
  phone: text("phone number", 30).refine((value) => phoneE164(value) !== null, {
    error: "Enter a phone number with its area code, e.g. (203) 555-0100, or an international one starting with +.",
  }),
  email: z
    .string({ error: "Enter the e-mail address." })
    .trim()
    .min(1, { error: "Enter the e-mail address." })
    .max(254, { error: "The e-mail address is at most 254 characters." })
    .pipe(z.email({ error: "Enter an e-mail address such as name@example.com." })),
  office: text("office address", 160),
  siteName: text("site's name", 60),
  tagline: text("site's description", 200),
}) satisfies z.ZodType<IdentityFields>;

/** The identity content/site.ts ships: the site's until the broker saves Settings. */
export const DEFAULT_IDENTITY_FIELDS: IdentityFields = {
  name: site.broker.name,
  title: site.broker.title,
  brokerage: site.broker.brokerage,
  licence: site.broker.licence,
  phone: site.broker.phone,
  email: site.broker.email,
  office: site.broker.office,
  siteName: site.name,
  tagline: site.tagline,
};

/** The short name in the header's badge: content/site.ts's for its own name, else the name's initials. */
export function shortNameOf(siteName: string): string {
  if (siteName === site.name) return site.shortName;
  const initials = siteName
    .split(/\s+/)
    .filter((word) => /^\p{Lu}/u.test(word))
    .map((word) => word[0])
    .join("")
    .slice(0, 4);
  return initials || siteName.slice(0, 3).toUpperCase();
}

/** The identity as printed, from Settings' fields and the uploaded image's address. */
export function publicIdentity(fields: IdentityFields, imageSrc: string | null = null): PublicIdentity {
  return {
    name: fields.siteName,
    shortName: shortNameOf(fields.siteName),
    tagline: fields.tagline,
    town: site.town,
    broker: {
      name: fields.name,
      title: fields.title,
      brokerage: fields.brokerage,
      phone: fields.phone,
      phoneE164: phoneE164(fields.phone) ?? site.broker.phoneE164,
      email: fields.email,
      licence: fields.licence,
      office: fields.office,
    },
    image: imageSrc ? { src: imageSrc, alt: `${fields.name}, ${fields.brokerage}` } : null,
  };
}

/** The identity content/site.ts ships, as printed. */
export const DEFAULT_IDENTITY: PublicIdentity = publicIdentity(DEFAULT_IDENTITY_FIELDS);

/** What placeholderIdentityFields reads: the broker's details. */
export type IdentityForCheck = {
  broker: { brokerage: string; phoneE164: string; email: string; licence: string };
};

/** A field whose value no real broker has, and whether it is the very value content/site.ts ships. */
export type IdentityPlaceholder = { field: string; shipped: boolean };

/**
 * The identity fields that hold a value no real broker has: an e-mail at a domain reserved for
 * examples (RFC 2606: example.com, .net, .org), a number in the 555-0100 to 555-0199 range reserved
 * for fiction, a brokerage named "Example ...", or a value that says "placeholder". Such a value is
 * the shipped placeholder only when it is content/site.ts's own; another one (the broker typed
 * (203) 555-0100) is an example value, and the studio says so in those words.
 */
export function identityPlaceholders(identity: IdentityForCheck): IdentityPlaceholder[] {
  const { broker } = identity;
  const shipped = site.broker;
  const found: IdentityPlaceholder[] = [];
  if (/@(?:[^@]+\.)?example\.(?:com|net|org)$/i.test(broker.email)) {
    found.push({ field: "broker.email", shipped: broker.email.trim().toLowerCase() === shipped.email.toLowerCase() });
  }
  if (/^\+1\d{3}55501\d{2}$/.test(broker.phoneE164)) {
    found.push({ field: "broker.phone", shipped: broker.phoneE164 === shipped.phoneE164 });
  }
  if (/^example\b/i.test(broker.brokerage)) {
    found.push({ field: "broker.brokerage", shipped: broker.brokerage.trim() === shipped.brokerage });
  }
  if (/placeholder/i.test(broker.licence)) {
    found.push({ field: "broker.licence", shipped: broker.licence.trim() === shipped.licence });
  }
  return found;
}

/** Every field holding a value no real broker has, shipped or typed (the start-up warning names them). */
export function placeholderIdentityFields(identity: IdentityForCheck): string[] {
  return identityPlaceholders(identity).map((placeholder) => placeholder.field);
}

/** Why an example value is not a real one, for each field. */
const EXAMPLE_REASONS: Record<string, string> = {
  "broker.email": "an address at a domain kept for examples, which receives no mail",
  "broker.phone": "a number in the 555-0100 to 555-0199 range kept for fiction, which no one can call",
  "broker.brokerage": "a name beginning with \u201cExample\u201d",
  "broker.licence": "a line that says \u201cplaceholder\u201d",
};

/**
 * What the studio says of them: the shipped placeholders by their labels, and each example value
 * with why no visitor can use it.
 */
export function placeholderWords(placeholders: readonly IdentityPlaceholder[]): {
  shipped: string[];
  examples: string[];
} {
  const label = (field: string) => PLACEHOLDER_FIELD_LABELS[field] ?? field;
  return {
    shipped: placeholders.filter((placeholder) => placeholder.shipped).map(({ field }) => label(field)),
    examples: placeholders
      .filter((placeholder) => !placeholder.shipped)
      .map(({ field }) => `${label(field)}: ${EXAMPLE_REASONS[field] ?? "an example value"}`),
  };
}

/** Settings' words for each placeholder field the warning names. */
export const PLACEHOLDER_FIELD_LABELS: Record<string, string> = {
  "broker.email": "e-mail address",
  "broker.phone": "phone number",
  "broker.brokerage": "brokerage",
  "broker.licence": "license line",
};
