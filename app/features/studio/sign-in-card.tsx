import { useState, type ReactNode } from "react";
import { Form } from "react-router";
import { buttonClasses } from "~/components/ui/button-link";
import { Card } from "~/components/ui/card";
import { usePasskeySupport } from "./passkey-client";

/** The studio's sign-in and enrol pages: one narrow column under the page's heading. */
export function SignInColumn({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <div className="mx-auto max-w-xl px-4 py-10">
      <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
      {children}
    </div>
  );
}

/** One way in, as a card: its heading, a line on when to use it, then its controls. */
export function SignInCard({
  title,
  text,
  first = false,
  children,
}: {
  title: string;
  text: ReactNode;
  /** The first card stands further from the page's heading. */
  first?: boolean;
  children: ReactNode;
}) {
  return (
    <Card className={first ? "mt-6 p-5" : "mt-4 p-5"}>
      <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
      <p className="mt-2 text-sm text-slate-700">{text}</p>
      {children}
    </Card>
  );
}

/** A refusal under a card's control, read out when it appears. */
export function SignInError({ message }: { message: string | undefined }) {
  return message ? (
    <p role="alert" className="mt-3 text-sm font-semibold text-red-700">
      {message}
    </p>
  ) : null;
}

/**
 * The button that starts the browser's passkey ceremony and goes to the address it gives back.
 * It waits for the browser's support to be known, says so while the ceremony runs, and shows a
 * refusal under it; passkeys need JavaScript, so without it the button stays disabled.
 */
export function PasskeyButton({
  label,
  start,
  unsupported,
  noScript,
}: {
  label: string;
  /** Runs the ceremony; resolves to where to go next. */
  start: () => Promise<string>;
  /** Said when this browser has no passkeys. */
  unsupported: string;
  /** Said, without JavaScript, instead of the passkey. */
  noScript?: string;
}) {
  const support = usePasskeySupport();
  const ready = support !== "unknown";
  const supported = support !== "no";
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState("");

  async function run() {
    setBusy(true);
    setError("");
    try {
      window.location.assign(await start());
    } catch (caught) {
      setError((caught as Error).message);
      setBusy(false);
    }
  }

  return (
    <>
      <button
        type="button"
        className={buttonClasses("primary", "mt-4")}
        disabled={!ready || !supported || busy}
        onClick={() => void run()}
      >
        {busy ? "Waiting for the passkey…" : label}
      </button>
      {noScript && !ready ? (
        <noscript>
          <p className="mt-3 text-sm text-slate-700">{noScript}</p>
        </noscript>
      ) : null}
      {ready && !supported ? <p className="mt-3 text-sm text-slate-700">{unsupported}</p> : null}
      <SignInError message={error} />
    </>
  );
}

/**
 * A form that posts to the page's own action: its intent and other hidden inputs, the fields the
 * person fills in, if any, and its secondary submit button. It works without JavaScript.
 */
export function IntentForm({
  intent,
  hidden = {},
  submitLabel,
  children,
}: {
  intent: string;
  hidden?: Record<string, string>;
  submitLabel: string;
  /** The visible fields, above the button. */
  children?: ReactNode;
}) {
  return (
    <Form method="post" className="mt-4">
      {Object.entries({ intent, ...hidden }).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {children}
      <button type="submit" className={buttonClasses("secondary", children ? "mt-4" : "")}>
        {submitLabel}
      </button>
    </Form>
  );
}
