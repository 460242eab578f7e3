import { CheckCircle2 } from "lucide-react";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { Link, useFetcher } from "react-router";
import { SelectField, TextAreaField, TextField } from "~/components/ui/field";
import { buttonClasses } from "~/components/ui/button-link";
import { CONTACT_SUCCESS_PANEL_MS } from "~/lib/timing";
import type { ContactFormCopy } from "~content/contact";
import { CONTACT_LIMITS, type ContactErrors, type ContactField, type ContactValues } from "./contact-fields";

/** The schema (and Zod) load when the visitor starts filling the form, not with every page. */
const loadSchema = () => import("./contact-schema");
import { HoneypotField } from "~/components/ui/honeypot-field";

export const CONTACT_ACTION = "/contact";
/** The hidden field of the footer's form naming the page it is on, where a post without JavaScript returns. */
export const CONTACT_RETURN_FIELD = "returnTo";
/** The footer's thank-you, shown by CSS when the address ends in this anchor (a post returned to its page). */
export const CONTACT_SENT_ANCHOR = "contact-sent";

export type ContactActionData =
  | { status: "sent" }
  | { status: "invalid"; errors: ContactErrors; values: ContactValues; returnTo?: string }
  /** Over the rate limit (429) or the size limit (413): nothing stored, the words come back. */
  | { status: "refused"; message: string; values: ContactValues; returnTo?: string };

/** Shown after a lead is stored: for 5 s with JavaScript, for good on the no-JS /contact page. */
export function ContactThanks({ copy, children }: { copy: ContactFormCopy; children?: React.ReactNode }) {
  return (
    <div role="status" className="rounded-2xl bg-white p-6 text-slate-900 shadow-sm">
      <p className="flex items-center gap-2 text-xl font-bold text-green-800">
        <CheckCircle2 aria-hidden="true" className="size-6" />
        {copy.thanksHeading}
      </p>
      <p className="mt-2 text-slate-700">{copy.thanksBody}</p>
      {children}
    </div>
  );
}

/** A message about the whole post (over the rate or size limit), announced to screen readers. */
function FormNotice({ result }: { result?: ContactActionData }) {
  if (result?.status !== "refused") return null;
  return (
    <p
      role="alert"
      className="mt-3 rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm font-medium text-red-800"
    >
      {result.message}
    </p>
  );
}

type ContactFormProps = {
  /** The form's words (content/contact.ts), from the root loader's data or the page's module. */
  copy: ContactFormCopy;
  /** What a contact link asked for, read on the server (the /contact page): fills the message box. */
  serverRequest?: string;
  /** The action's answer rendered by the server (a no-JS post to /contact). */
  serverResult?: ContactActionData;
  /** The page the form is on (the footer's): a post without JavaScript comes back to it. */
  returnTo?: string;
};

/**
 * The contact form, with its message box. On a page without JavaScript
 * it is a plain POST to /contact, which renders the errors or the thank-you. On a page that
 * hydrates it posts with a fetcher, checks the same schema first, shows the thank-you for 5 s in
 * place, then a cleared form.
 */
export function ContactForm({ copy, serverRequest, serverResult, returnTo }: ContactFormProps) {
  const fetcher = useFetcher<ContactActionData>({ key: "contact-form" });

  const invalid = serverResult?.status === "invalid" ? serverResult : undefined;
  // The words of a refused or invalid post come back into the fields.
  const kept = serverResult?.status === "invalid" || serverResult?.status === "refused" ? serverResult : undefined;
  const back = returnTo ?? kept?.returnTo;
  const [errors, setErrors] = useState<ContactErrors>(invalid?.errors ?? {});
  const [seenData, setSeenData] = useState(fetcher.data);
  const [dismissed, setDismissed] = useState<ContactActionData | undefined>();
  const [formKey, setFormKey] = useState(0);

  // Server errors of a fetcher post become the form's errors (adjusting state while rendering).
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
  const sent = !pending && fetcher.data?.status === "sent" && fetcher.data !== dismissed;

  useEffect(() => {
    if (!sent) return;
    const timer = window.setTimeout(() => {
      setDismissed(fetcher.data);
      setErrors({});
      setFormKey((key) => key + 1);
    }, CONTACT_SUCCESS_PANEL_MS);
    return () => window.clearTimeout(timer);
  }, [sent, fetcher.data]);

  if (sent) return <ContactThanks copy={copy} />;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending || posting.current) return;
    posting.current = true;
    const form = new FormData(event.currentTarget);
    // With JavaScript the answer is shown in place: no return to the page is needed.
    form.delete(CONTACT_RETURN_FIELD);
    const { parseContact } = await loadSchema();
    const parsed = parseContact(Object.fromEntries(form));
    if (!parsed.ok) {
      posting.current = false;
      setErrors(parsed.errors);
      return;
    }
    setErrors({});
    void fetcher.submit(form, { method: "post", action: CONTACT_ACTION });
  };
  const clear = (field: ContactField) => () =>
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
  const values = kept?.values ?? {};

  return (
    <fetcher.Form
      key={formKey}
      method="post"
      action={CONTACT_ACTION}
      onSubmit={(event) => void onSubmit(event)}
      // Warm the schema as soon as the visitor starts on the form, so submitting does not wait for it.
      onFocus={() => void loadSchema()}
      aria-labelledby="contact-form-title"
      className="relative rounded-2xl bg-white p-6 text-slate-900 shadow-sm print:hidden"
    >
      <p id="contact-form-title" className="text-lg font-bold text-slate-900">
        Send us a message
      </p>
      <FormNotice result={fetcher.data ?? serverResult} />
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        <TextField
          id="contact-name"
          name="name"
          label={copy.labels.name}
          autoComplete="name"
          required
          maxLength={CONTACT_LIMITS.name}
          defaultValue={values.name}
          error={errors.name}
          onInput={clear("name")}
        />
        <TextField
          id="contact-email"
          name="email"
          type="email"
          label={copy.labels.email}
          autoComplete="email"
          required
          maxLength={CONTACT_LIMITS.email}
          defaultValue={values.email}
          error={errors.email}
          onInput={clear("email")}
        />
        <TextField
          id="contact-phone"
          name="phone"
          type="tel"
          label={copy.labels.phone}
          optional
          autoComplete="tel"
          maxLength={CONTACT_LIMITS.phone}
          defaultValue={values.phone}
          error={errors.phone}
          onInput={clear("phone")}
        />
        <SelectField
          id="contact-user-type"
          name="userType"
          label={copy.labels.userType}
          required
          defaultValue={values.userType ?? ""}
          error={errors.userType}
          onChange={clear("userType")}
        >
          <option value="" disabled>
            {copy.userTypePlaceholder}
          </option>
          {copy.userTypes.map((type) => (
            <option key={type.value} value={type.value}>
              {type.label}
            </option>
          ))}
        </SelectField>
        <TextAreaField
          id="contact-message"
          name="message"
          label={copy.labels.message}
          hint={copy.messageHint}
          optional
          rows={4}
          maxLength={CONTACT_LIMITS.message}
          defaultValue={values.message ?? serverRequest ?? ""}
          error={errors.message}
          onInput={clear("message")}
          className="sm:col-span-2"
        />
      </div>
      <HoneypotField />
      {back ? <input type="hidden" name={CONTACT_RETURN_FIELD} value={back} /> : null}
      <div className="mt-5 flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-slate-600">
          {copy.privacyNote}{" "}
          <Link to="/privacy" className="font-medium text-blue-900 underline">
            {copy.privacyLink}
          </Link>
        </p>
        <button type="submit" disabled={pending} aria-disabled={pending} className={buttonClasses("primary")}>
          {pending ? copy.submitting : copy.submit}
        </button>
      </div>
    </fetcher.Form>
  );
}
