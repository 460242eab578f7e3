import { useState } from "react";
import { Form, Link } from "react-router";
import { buttonClasses } from "~/components/ui/button-link";
import { Card } from "~/components/ui/card";
import { TextField } from "~/components/ui/field";
import type { EnrolView } from "./enrol-action.server";
import { addPasskey, usePasskeySupport } from "./passkey-client";

/** /studio/enrol: add a passkey with the link, or continue once without one; a link that cannot be used says why. */
export function EnrolPage({
  view: loaderData,
  answer: actionData,
}: {
  view: EnrolView;
  answer: { error?: string } | undefined;
}) {
  const support = usePasskeySupport();
  const ready = support !== "unknown";
  const supported = support !== "no";
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState("");
  const [label, setLabel] = useState("");

  if (!loaderData.valid) {
    return (
      <div className="mx-auto max-w-xl px-4 py-10">
        <h1 className="text-2xl font-bold text-slate-900">This link cannot be used</h1>
        <p className="mt-3 text-slate-700">{loaderData.message}</p>
        <p className="mt-4">
          <Link className="font-semibold text-blue-800 underline" to="/studio/sign-in">
            Go to the studio sign-in
          </Link>
        </p>
      </div>
    );
  }

  const { token, email, purpose } = loaderData;
  async function enrol() {
    setBusy(true);
    setError("");
    try {
      window.location.assign(await addPasskey({ token, label }));
    } catch (caught) {
      setError((caught as Error).message);
      setBusy(false);
    }
  }

  return (
    <div className="mx-auto max-w-xl px-4 py-10">
      <h1 className="text-2xl font-bold text-slate-900">
        {purpose === "enrol" ? "Welcome to the studio" : "Sign in to the studio"}
      </h1>
      <p className="mt-3 text-slate-700">
        This link is for <span className="font-semibold">{email}</span>. It works once.
      </p>
      <Card className="mt-6 p-5">
        <h2 className="text-lg font-semibold text-slate-900">Add a passkey on this device</h2>
        <p className="mt-2 text-sm text-slate-700">
          A passkey lets you sign in next time with this device&apos;s fingerprint, face or screen lock. No password.
        </p>
        <TextField
          className="mt-4"
          label="Name this device"
          optional
          hint="For example “Office laptop”, so you can tell your passkeys apart."
          name="label"
          maxLength={60}
          value={label}
          onChange={(event) => setLabel(event.target.value)}
        />
        <button
          type="button"
          className={buttonClasses("primary", "mt-4")}
          disabled={!ready || !supported || busy}
          onClick={() => void enrol()}
        >
          {busy ? "Waiting for the passkey…" : "Add a passkey on this device"}
        </button>
        {ready && !supported ? (
          <p className="mt-3 text-sm text-slate-700">This browser cannot create passkeys; continue below instead.</p>
        ) : null}
        {error ? (
          <p role="alert" className="mt-3 text-sm font-semibold text-red-700">
            {error}
          </p>
        ) : null}
      </Card>
      <Card className="mt-4 p-5">
        <h2 className="text-lg font-semibold text-slate-900">Continue without a passkey on this device</h2>
        <p className="mt-2 text-sm text-slate-700">
          Signs you in this once (for a shared computer, or a browser without passkeys). Next time you will need a new
          link or a passkey.
        </p>
        <Form method="post" className="mt-4">
          <input type="hidden" name="intent" value="continue" />
          <input type="hidden" name="token" value={token} />
          <button type="submit" className={buttonClasses("secondary")}>
            Continue without a passkey
          </button>
        </Form>
        {actionData?.error ? (
          <p role="alert" className="mt-3 text-sm font-semibold text-red-700">
            {actionData.error}
          </p>
        ) : null}
      </Card>
    </div>
  );
}
