import { data, redirect } from "react-router";
import { contactRequestFrom } from "~/lib/contact-link";
import { canonicalPath } from "~/lib/seo";
import { firstCharacters } from "~/lib/characters";
import {
  formServicesFrom,
  RATE_LIMITED_MESSAGE,
  TOO_LARGE_MESSAGE,
  type FormContext,
} from "~/server/form-services.server";
import { formValues } from "~/server/form-values.server";
import { CONTACT_RETURN_FIELD, CONTACT_SENT_ANCHOR, type ContactActionData } from "./contact-form";
import { CONTACT_LIMITS, type ContactValues } from "./contact-fields";
import { parseContact } from "./contact-schema";
import { HONEYPOT_FIELD } from "~/components/ui/honeypot-field";
import { recordLead } from "./record-lead.server";

const FIELDS = ["name", "email", "phone", "userType", "message"] as const;
const LIMITS: Record<(typeof FIELDS)[number], number> = { ...CONTACT_LIMITS, userType: 20 };

/** What the visitor typed, each field cut to its limit in characters: the form shows it again. */
function typedWords(values: Record<string, string>): ContactValues {
  const kept: ContactValues = {};
  for (const field of FIELDS) kept[field] = firstCharacters(values[field] ?? "", LIMITS[field]);
  return kept;
}

/**
 * The /contact action: 400 with the field messages (nothing stored), or the lead stored (and its
 * e-mail queued) before "sent" is answered. A post over the rate limit (429) or the size limit
 * (413) stores nothing and answers the visitor's words with a message, so the form keeps them. A
 * message left empty falls back to the request named in the Referer's query string (a form posted
 * from a page reached by a contact link). A footer form posted without JavaScript names the page
 * it was on: the visitor goes back there, to the thank-you at the footer's anchor.
 */
export async function contactAction(request: Request, context: FormContext) {
  const values = await formValues(request);
  if (context.rateLimited || context.bodyTooLarge) {
    const [status, message] = context.rateLimited ? [429, RATE_LIMITED_MESSAGE] : [413, TOO_LARGE_MESSAGE];
    return data<ContactActionData>(
      { status: "refused", message, values: typedWords(values ?? {}), returnTo: returnPath(values, request) },
      { status },
    );
  }
  if (!values) {
    return data<ContactActionData>({ status: "invalid", errors: {}, values: {} }, { status: 400 });
  }
  const returnTo = returnPath(values, request);
  if (values[HONEYPOT_FIELD]) return sent(returnTo);
  if (!values.message) values.message = requestFromReferer(request);
  const parsed = parseContact(values);
  if (!parsed.ok) {
    return data<ContactActionData>(
      { status: "invalid", errors: parsed.errors, values: typedWords(values), returnTo },
      { status: 400 },
    );
  }
  await recordLead(formServicesFrom(context), parsed.data);
  return sent(returnTo);
}

function sent(returnTo: string | undefined) {
  // 303: the browser GETs the page it was on; the anchor shows the thank-you there (CSS :target).
  if (returnTo) throw redirect(`${returnTo}#${CONTACT_SENT_ANCHOR}`, 303);
  return data<ContactActionData>({ status: "sent" });
}

/** The page of this site the footer's form was on, as a path; undefined for anything else. */
function returnPath(values: Record<string, string> | undefined, request: Request): string | undefined {
  const named = values?.[CONTACT_RETURN_FIELD];
  if (!named || !named.startsWith("/") || named.startsWith("//") || named.includes("\\")) return undefined;
  try {
    const site = new URL(request.url);
    const target = new URL(named, site);
    if (target.origin !== site.origin || target.pathname === "/contact") return undefined;
    // The page's own address: a form prerendered at "/privacy/" sends the visitor back to "/privacy".
    const path = `${canonicalPath(target.pathname)}${target.search}`;
    return /^[\x21-\x7e]+$/.test(path) ? path : undefined;
  } catch {
    return undefined;
  }
}

function requestFromReferer(request: Request): string {
  const referer = request.headers.get("referer");
  if (!referer) return "";
  try {
    const from = new URL(referer);
    return from.host === new URL(request.url).host ? contactRequestFrom(from.search) : "";
  } catch {
    return "";
  }
}
