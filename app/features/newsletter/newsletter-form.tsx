import { CheckCircle2 } from "lucide-react";
import { Link } from "react-router";
import { SelectField, TextField } from "~/components/ui/field";
import { buttonClasses } from "~/components/ui/button-link";
import type { NewsletterFormCopy } from "~content/subscribe";
import { HoneypotField } from "~/components/ui/honeypot-field";
import {
  BROKERAGE_FIELD_CLASS,
  ERROR_CLEARS_ON_TYPING_CLASS,
  SIGNUP_LIMITS,
  refusedValueConstraint,
  type SignupErrors,
  type SignupField,
  type SignupValues,
} from "./signup-fields";
import { isWholeTown, type ChoiceErrors, type MarketChoice } from "./market-choice";
import { MarketChoiceFields } from "./market-choice-fields";

export const SUBSCRIBE_ACTION = "/subscribe";

export type SignupActionData =
  | { status: "subscribed"; confirm?: boolean }
  | {
      status: "invalid";
      errors: SignupErrors;
      values: SignupValues;
      /** The market's refused fields, and what was ticked (known values only). */
      choiceErrors?: ChoiceErrors;
      choice?: MarketChoice;
    }
  /** Over the rate limit (429) or the size limit (413): nothing stored, the words come back. */
  | { status: "refused"; message: string; values: SignupValues };

/** With e-mail configured, a new address is subscribed only once its owner opens the confirmation link. */
function SignupSuccess({ copy, confirm }: { copy: NewsletterFormCopy; confirm: boolean }) {
  return (
    <div role="status" className="rounded-2xl border border-green-200 bg-green-50 p-6 text-slate-900">
      <p className="flex items-center gap-2 text-xl font-bold text-green-800">
        <CheckCircle2 aria-hidden="true" className="size-6" />
        {confirm ? copy.confirmHeading : copy.successHeading}
      </p>
      <p className="mt-2 text-slate-700">{confirm ? copy.confirmBody : copy.successBody}</p>
    </div>
  );
}

/**
 * The newsletter form: it posts to /subscribe (decision 012) and the server answers with
 * the page again: the messages in red under each field and what was typed, or the thanks. The
 * page ships no JavaScript (decision 014), so `noValidate` leaves every check to the server's
 * messages rather than the browser's own. By CSS alone, a message clears once its field is
 * typed in (refusedValueConstraint) and the brokerage field follows the "I am a" choice
 * (BROKERAGE_FIELD_CLASS).
 */
export function NewsletterForm({ copy, serverResult }: { copy: NewsletterFormCopy; serverResult?: SignupActionData }) {
  if (serverResult?.status === "subscribed")
    return <SignupSuccess copy={copy} confirm={serverResult.confirm === true} />;
  const invalid = serverResult?.status === "invalid" ? serverResult : undefined;
  const values = invalid?.values ?? (serverResult?.status === "refused" ? serverResult.values : {});
  const errors = invalid?.errors ?? {};
  const choiceErrors = invalid?.choiceErrors ?? {};
  const choice = invalid?.choice;
  // Folded until the visitor opens it, unless a choice comes back (ticked, or refused).
  const showChoice =
    Object.keys(choiceErrors).length > 0 ||
    (choice !== undefined && (!isWholeTown(choice) || choice.cadence !== "weekly"));
  // A refused text field: its message, and the constraint that lets CSS clear it once the visitor types.
  const refused = (field: SignupField) => ({
    error: errors[field],
    ...(errors[field] ? refusedValueConstraint(values[field] ?? "") : {}),
  });

  return (
    <form
      method="post"
      action={SUBSCRIBE_ACTION}
      noValidate
      aria-labelledby="newsletter-form-title"
      className="relative print:hidden"
    >
      <h2 id="newsletter-form-title" className="text-xl font-bold text-slate-900">
        {copy.heading}
      </h2>
      {serverResult?.status === "refused" ? (
        <p
          role="alert"
          className="mt-3 rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm font-medium text-red-800"
        >
          {serverResult.message}
        </p>
      ) : null}
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        <TextField
          id="signup-first-name"
          name="firstName"
          label={copy.labels.firstName}
          autoComplete="given-name"
          maxLength={SIGNUP_LIMITS.name}
          defaultValue={values.firstName}
          {...refused("firstName")}
          className={ERROR_CLEARS_ON_TYPING_CLASS}
        />
        <TextField
          id="signup-last-name"
          name="lastName"
          label={copy.labels.lastName}
          autoComplete="family-name"
          maxLength={SIGNUP_LIMITS.name}
          defaultValue={values.lastName}
          {...refused("lastName")}
          className={ERROR_CLEARS_ON_TYPING_CLASS}
        />
        <TextField
          id="signup-email"
          name="email"
          type="email"
          label={copy.labels.email}
          autoComplete="email"
          maxLength={SIGNUP_LIMITS.email}
          defaultValue={values.email}
          {...refused("email")}
          className={`sm:col-span-2 ${ERROR_CLEARS_ON_TYPING_CLASS}`}
        />
        <SelectField
          id="signup-user-type"
          name="userType"
          label={copy.labels.userType}
          optional
          defaultValue={values.userType ?? ""}
          error={errors.userType}
        >
          <option value="">{copy.userTypePlaceholder}</option>
          {copy.userTypes.map((type) => (
            <option key={type.value} value={type.value}>
              {type.label}
            </option>
          ))}
        </SelectField>
        <TextField
          id="signup-brokerage"
          name="brokerage"
          label={copy.labels.brokerage}
          optional
          hint={copy.brokerageHint}
          autoComplete="organization"
          maxLength={SIGNUP_LIMITS.brokerage}
          defaultValue={values.brokerage}
          {...refused("brokerage")}
          className={`${BROKERAGE_FIELD_CLASS} ${ERROR_CLEARS_ON_TYPING_CLASS}`}
        />
      </div>
      <details open={showChoice} className="group mt-4 rounded-lg border border-slate-200 bg-slate-50 p-3">
        <summary className="min-h-11 cursor-pointer content-center font-semibold text-blue-900">
          {copy.choiceSummary}
        </summary>
        <p className="mt-2 text-sm text-slate-700">{copy.choiceIntro}</p>
        <div className="mt-3">
          <MarketChoiceFields idPrefix="signup" choice={choice} errors={choiceErrors} />
        </div>
      </details>
      <HoneypotField />
      <button type="submit" className={buttonClasses("primary", "mt-6 w-full")}>
        {copy.submit}
      </button>
      <p className="mt-3 text-sm text-slate-600">
        {copy.privacyNote}{" "}
        <Link to="/privacy" className="font-medium text-blue-900 underline">
          {copy.privacyLink}
        </Link>
      </p>
    </form>
  );
}
