import { data } from "react-router";
import { formServicesFrom, RATE_LIMITED_MESSAGE, type FormServices } from "~/server/form-services.server";
import { formValues } from "~/server/form-values.server";
import { HONEYPOT_FIELD } from "~/components/ui/honeypot-field";
import type { SignupActionData } from "./newsletter-form";
import { recordSignup } from "./subscription.server";
import type { SignupValues } from "./signup-fields";
import { parseSignup } from "./signup-schema";

const FIELDS = ["firstName", "lastName", "email", "userType", "brokerage"] as const;

/**
 * The /subscribe action: 400 with the spec 5 messages (nothing stored), or the sign-up stored first;
 * `confirm` when a confirmation e-mail is on its way (double opt-in).
 */
export async function signupAction(request: Request, context: { forms?: FormServices; rateLimited?: boolean }) {
  if (context.rateLimited)
    return data<SignupActionData>({ status: "limited", message: RATE_LIMITED_MESSAGE }, { status: 429 });
  const values = await formValues(request);
  if (!values) return data<SignupActionData>({ status: "invalid", errors: {}, values: {} }, { status: 400 });
  if (values[HONEYPOT_FIELD]) return data<SignupActionData>({ status: "subscribed" });
  const parsed = parseSignup(values);
  if (!parsed.ok) {
    const echoed: SignupValues = {};
    for (const field of FIELDS) echoed[field] = (values[field] ?? "").slice(0, 300);
    return data<SignupActionData>({ status: "invalid", errors: parsed.errors, values: echoed }, { status: 400 });
  }
  const outcome = await recordSignup(formServicesFrom(context), parsed.data);
  return data<SignupActionData>({ status: "subscribed", confirm: outcome.state === "confirm" });
}
