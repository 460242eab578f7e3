import { data } from "react-router";
import { contactRequestFrom } from "~/lib/contact-link";
import { formServicesFrom, RATE_LIMITED_MESSAGE, type FormServices } from "~/server/form-services.server";
import { formValues } from "~/server/form-values.server";
import type { ContactActionData } from "./contact-form";
import { CONTACT_LIMITS, type ContactValues } from "./contact-fields";
import { parseContact } from "./contact-schema";
import { HONEYPOT_FIELD } from "~/components/ui/honeypot-field";
import { recordLead } from "./record-lead.server";

const FIELDS = ["name", "email", "phone", "userType", "message"] as const;

/**
 * The /contact action: 400 with the field messages (nothing stored), or the lead stored (and its
 * e-mail queued) before "sent" is answered. A message left empty falls back to the request named
 * in the Referer's query string (a form posted from a page reached by a contact link).
 */
export async function contactAction(request: Request, context: { forms?: FormServices; rateLimited?: boolean }) {
  if (context.rateLimited)
    return data<ContactActionData>({ status: "limited", message: RATE_LIMITED_MESSAGE }, { status: 429 });
  const values = await formValues(request);
  if (!values) {
    return data<ContactActionData>({ status: "invalid", errors: {}, values: {} }, { status: 400 });
  }
  if (values[HONEYPOT_FIELD]) return data<ContactActionData>({ status: "sent" });
  if (!values.message) values.message = requestFromReferer(request);
  const parsed = parseContact(values);
  if (!parsed.ok) {
    const echoed: ContactValues = {};
    for (const field of FIELDS) echoed[field] = (values[field] ?? "").slice(0, CONTACT_LIMITS.message);
    return data<ContactActionData>({ status: "invalid", errors: parsed.errors, values: echoed }, { status: 400 });
  }
  await recordLead(formServicesFrom(context), parsed.data);
  return data<ContactActionData>({ status: "sent" });
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
