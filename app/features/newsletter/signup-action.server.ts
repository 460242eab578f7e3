import { data } from "react-router";
import { firstCharacters } from "~/lib/characters";
import {
  formServicesFrom,
  RATE_LIMITED_MESSAGE,
  TOO_LARGE_MESSAGE,
  type FormContext,
} from "~/server/form-services.server";
import { HONEYPOT_FIELD } from "~/components/ui/honeypot-field";
import type { SignupActionData } from "./newsletter-form";
import { recordSignup } from "./subscription.server";
import { SIGNUP_LIMITS, type SignupValues } from "./signup-fields";
import { parseSignup } from "./signup-schema";
import { parseMarketChoice, postedChoice, type ChoiceErrors } from "./market-choice";
import { postFields } from "./post-fields.server";

const FIELDS = ["firstName", "lastName", "email", "userType", "brokerage"] as const;
const LIMITS: Record<(typeof FIELDS)[number], number> = {
  firstName: SIGNUP_LIMITS.name,
  lastName: SIGNUP_LIMITS.name,
  email: SIGNUP_LIMITS.email,
  userType: 20,
  brokerage: SIGNUP_LIMITS.brokerage,
};

/** What the visitor typed, each field cut to its limit in characters: the form shows it again. */
function typedWords(values: Record<string, string>): SignupValues {
  const kept: SignupValues = {};
  for (const field of FIELDS) kept[field] = firstCharacters(values[field] ?? "", LIMITS[field]);
  return kept;
}

/**
 * The /subscribe action: 400 with the form's messages (nothing stored), or the sign-up stored first;
 * `confirm` when a confirmation e-mail is on its way (double opt-in).
 */
export async function signupAction(request: Request, context: FormContext) {
  const post = await postFields(request);
  const values = post?.values;
  // Over the rate limit (429) or the size limit (413): nothing stored, the words come back.
  if (context.rateLimited || context.bodyTooLarge) {
    const [status, message] = context.rateLimited ? [429, RATE_LIMITED_MESSAGE] : [413, TOO_LARGE_MESSAGE];
    return data<SignupActionData>({ status: "refused", message, values: typedWords(values ?? {}) }, { status });
  }
  if (!post || !values) return data<SignupActionData>({ status: "invalid", errors: {}, values: {} }, { status: 400 });
  if (values[HONEYPOT_FIELD]) return data<SignupActionData>({ status: "subscribed" });
  const parsed = parseSignup(values);
  // The market is optional; a value the form does not offer is refused with its field named (decision 147).
  const choice = parseMarketChoice(post.all);
  if (!parsed.ok || !choice.ok) {
    const choiceErrors: ChoiceErrors = choice.ok ? {} : choice.errors;
    return data<SignupActionData>(
      {
        status: "invalid",
        errors: parsed.ok ? {} : parsed.errors,
        choiceErrors,
        values: typedWords(values),
        choice: choice.ok ? choice.data : postedChoice(post.all),
      },
      { status: 400 },
    );
  }
  const outcome = await recordSignup(formServicesFrom(context), parsed.data, new Date(), choice.data);
  return data<SignupActionData>({ status: "subscribed", confirm: outcome.state === "confirm" });
}
