import { CheckCircle2 } from "lucide-react";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { Link, useFetcher } from "react-router";
import { SelectField, TextField } from "~/components/ui/field";
import { buttonClasses } from "~/components/ui/button-link";
import type { NewsletterFormCopy } from "~content/subscribe";
import { HoneypotField } from "~/components/ui/honeypot-field";
import {
  SIGNUP_LIMITS,
  asksForBrokerage,
  type SignupErrors,
  type SignupField,
  type SignupValues,
} from "./signup-fields";

/** The schema (and Zod) load when the visitor starts filling the form, not with the page. */
const loadSchema = () => import("./signup-schema");

export const SUBSCRIBE_ACTION = "/subscribe";

export type SignupActionData =
  | { status: "subscribed" }
  | { status: "invalid"; errors: SignupErrors; values: SignupValues }
  | { status: "limited"; message: string };

function SignupSuccess({ copy }: { copy: NewsletterFormCopy }) {
  return (
    <div role="status" className="rounded-2xl border border-green-200 bg-green-50 p-6 text-slate-900">
      <p className="flex items-center gap-2 text-xl font-bold text-green-800">
        <CheckCircle2 aria-hidden="true" className="size-6" />
        {copy.successHeading}
      </p>
      <p className="mt-2 text-slate-700">{copy.successBody}</p>
    </div>
  );
}

/**
 * The newsletter form (spec 5): the messages in red under each field, typing clears a field's
 * error, the brokerage only for agents and brokers. Without JavaScript it posts to /subscribe
 * and the server renders the same errors (the brokerage field is then always shown).
 */
export function NewsletterForm({ copy, serverResult }: { copy: NewsletterFormCopy; serverResult?: SignupActionData }) {
  const fetcher = useFetcher<SignupActionData>({ key: "newsletter-form" });
  const invalid = serverResult?.status === "invalid" ? serverResult : undefined;
  const values = invalid?.values ?? {};
  const [errors, setErrors] = useState<SignupErrors>(invalid?.errors ?? {});
  const [userType, setUserType] = useState(values.userType ?? "");
  const [seenData, setSeenData] = useState(fetcher.data);

  if (fetcher.data !== seenData) {
    setSeenData(fetcher.data);
    if (fetcher.data?.status === "invalid") setErrors(fetcher.data.errors);
  }

  const pending = fetcher.state !== "idle";
  // A second click can land before the re-render that disables the button: remember the post.
  const posting = useRef(false);
  useEffect(() => {
    if (fetcher.state === "idle") posting.current = false;
  }, [fetcher.state]);
  const result = fetcher.data ?? serverResult;
  if (result?.status === "subscribed" && !pending) return <SignupSuccess copy={copy} />;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending || posting.current) return;
    posting.current = true;
    const formElement = event.currentTarget;
    const form = new FormData(formElement);
    const { parseSignup } = await loadSchema();
    const parsed = parseSignup(Object.fromEntries(form));
    if (!parsed.ok) {
      posting.current = false;
      setErrors(parsed.errors);
      const first = Object.keys(parsed.errors)[0];
      if (first) formElement.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    setErrors({});
    void fetcher.submit(form, { method: "post", action: SUBSCRIBE_ACTION });
  };
  const clear = (field: SignupField) => () =>
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));

  return (
    <fetcher.Form
      method="post"
      action={SUBSCRIBE_ACTION}
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      onFocus={() => void loadSchema()}
      aria-labelledby="newsletter-form-title"
      className="relative"
    >
      <h2 id="newsletter-form-title" className="text-xl font-bold text-slate-900">
        {copy.heading}
      </h2>
      {result?.status === "limited" ? (
        <p
          role="alert"
          className="mt-3 rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm font-medium text-red-800"
        >
          {result.message}
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
          error={errors.firstName}
          onInput={clear("firstName")}
        />
        <TextField
          id="signup-last-name"
          name="lastName"
          label={copy.labels.lastName}
          autoComplete="family-name"
          maxLength={SIGNUP_LIMITS.name}
          defaultValue={values.lastName}
          error={errors.lastName}
          onInput={clear("lastName")}
        />
        <TextField
          id="signup-email"
          name="email"
          type="email"
          label={copy.labels.email}
          autoComplete="email"
          maxLength={SIGNUP_LIMITS.email}
          defaultValue={values.email}
          error={errors.email}
          onInput={clear("email")}
          className="sm:col-span-2"
        />
        <SelectField
          id="signup-user-type"
          name="userType"
          label={copy.labels.userType}
          optional
          value={userType}
          onChange={(event) => {
            setUserType(event.target.value);
            clear("userType")();
          }}
          error={errors.userType}
        >
          <option value="">{copy.userTypePlaceholder}</option>
          {copy.userTypes.map((type) => (
            <option key={type.value} value={type.value}>
              {type.label}
            </option>
          ))}
        </SelectField>
        {/* Without JavaScript the field cannot follow the select, so it is shown (data-nojs-show). */}
        <div hidden={!asksForBrokerage(userType)} data-nojs-show="">
          <TextField
            id="signup-brokerage"
            name="brokerage"
            label={copy.labels.brokerage}
            optional
            hint={copy.brokerageHint}
            autoComplete="organization"
            maxLength={SIGNUP_LIMITS.brokerage}
            defaultValue={values.brokerage}
            error={errors.brokerage}
            onInput={clear("brokerage")}
          />
        </div>
      </div>
      <HoneypotField />
      <button type="submit" disabled={pending} className={buttonClasses("primary", "mt-6 w-full")}>
        {pending ? copy.submitting : copy.submit}
      </button>
      <p className="mt-3 text-sm text-slate-600">
        {copy.privacyNote}{" "}
        <Link to="/privacy" className="font-medium text-blue-900 underline">
          {copy.privacyLink}
        </Link>
      </p>
    </fetcher.Form>
  );
}
