import { TextField } from "~/components/ui/field";
import { Notice } from "~/components/ui/notice";
import { signInWithPasskey } from "./passkey-client";
import { IntentForm, PasskeyButton, SignInCard, SignInColumn } from "./sign-in-card";
import type { SignInLinkAnswer, SignInView } from "./sign-in-link-action.server";

/** Signing in: with a passkey (needs JavaScript), or with a link sent by e-mail (works without it). */
export function SignInPage({ view, answer: actionData }: { view: SignInView; answer: SignInLinkAnswer | undefined }) {
  const { next, signedOut, mailConfigured, noMail } = view;
  return (
    <SignInColumn title="Sign in to the studio">
      {signedOut ? <Notice className="mt-3">You are signed out.</Notice> : null}
      <SignInCard first title="With a passkey" text="Use the passkey you added on this device or your phone.">
        <PasskeyButton
          label="Sign in with a passkey"
          start={() => signInWithPasskey(next)}
          unsupported="This browser cannot use passkeys; use an e-mailed link below."
          noScript="Passkeys need JavaScript; use an e-mailed link below instead."
        />
      </SignInCard>
      <SignInCard
        title="With a link by e-mail"
        text={<>For a new device, or if you lost yours. {mailConfigured ? null : noMail}</>}
      >
        {actionData?.ok ? <Notice className="mt-3">{actionData.message}</Notice> : null}
        <IntentForm intent="email-link" submitLabel="E-mail me a sign-in link">
          <TextField
            label="E-mail address"
            name="email"
            type="email"
            autoComplete="email"
            required
            maxLength={254}
            error={actionData && !actionData.ok ? actionData.error : undefined}
          />
        </IntentForm>
      </SignInCard>
    </SignInColumn>
  );
}
