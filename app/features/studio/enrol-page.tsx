import { useState } from "react";
import { Link } from "react-router";
import { TextField } from "~/components/ui/field";
import type { EnrolView } from "./enrol-action.server";
import { addPasskey } from "./passkey-client";
import { IntentForm, PasskeyButton, SignInCard, SignInColumn, SignInError } from "./sign-in-card";

/** /studio/enrol: add a passkey with the link, or continue once without one; a link that cannot be used says why. */
export function EnrolPage({
  view: loaderData,
  answer: actionData,
}: {
  view: EnrolView;
  answer: { error?: string } | undefined;
}) {
  const [label, setLabel] = useState("");

  if (!loaderData.valid) {
    return (
      <SignInColumn title="This link cannot be used">
        <p className="mt-3 text-slate-700">{loaderData.message}</p>
        <p className="mt-4">
          <Link className="font-semibold text-blue-800 underline" to="/studio/sign-in">
            Go to the studio sign-in
          </Link>
        </p>
      </SignInColumn>
    );
  }

  const { token, email, purpose } = loaderData;
  return (
    <SignInColumn title={purpose === "enrol" ? "Welcome to the studio" : "Sign in to the studio"}>
      <p className="mt-3 text-slate-700">
        This link is for <span className="font-semibold">{email}</span>. It works once.
      </p>
      <SignInCard
        first
        title="Add a passkey on this device"
        text="A passkey lets you sign in next time with this device's fingerprint, face or screen lock. No password."
      >
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
        <PasskeyButton
          label="Add a passkey on this device"
          start={() => addPasskey({ token, label })}
          unsupported="This browser cannot create passkeys; continue below instead."
        />
      </SignInCard>
      <SignInCard
        title="Continue without a passkey on this device"
        text="Signs you in this once (for a shared computer, or a browser without passkeys). Next time you will need a new link or a passkey."
      >
        <IntentForm intent="continue" hidden={{ token }} submitLabel="Continue without a passkey" />
        <SignInError message={actionData?.error} />
      </SignInCard>
    </SignInColumn>
  );
}
