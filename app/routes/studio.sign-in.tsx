import type { Route } from "./+types/studio.sign-in";
import { TextField } from "~/components/ui/field";
import { signInWithPasskey } from "~/features/studio/passkey-client";
import { IntentForm, PasskeyButton, SignInCard, SignInColumn } from "~/features/studio/sign-in-card";
import { safeNext } from "~/features/studio/safe-next";
import { getSession, studioRedirect } from "~/server/session.server";
import { NO_MAIL, signInLinkAction } from "~/features/studio/sign-in-link-action.server";
import { HYDRATE, WORKSPACE } from "~/lib/route-handle";
import { studioServicesFrom } from "~/server/studio-services.server";
import { studioMeta } from "~/features/studio/studio-meta";
import { Notice } from "~/components/ui/notice";
import { appContextOf } from "~/server/app-context.server";

// Signing in with a passkey needs JavaScript; the e-mailed link works without it.
export const handle = { ...HYDRATE, ...WORKSPACE };

export function meta({ matches }: Route.MetaArgs) {
  return studioMeta("Sign in", matches);
}

export async function loader({ request, url, context }: Route.LoaderArgs) {
  const services = studioServicesFrom(appContextOf(context));
  const next = safeNext(url.searchParams.get("next"));
  if (await getSession(request, services)) throw studioRedirect(next);
  return {
    next,
    signedOut: url.searchParams.has("signed-out"),
    mailConfigured: services.mailConfigured,
    noMail: NO_MAIL,
  };
}

export function action({ request, context }: Route.ActionArgs) {
  return signInLinkAction(request, appContextOf(context));
}

export default function SignIn({ loaderData, actionData }: Route.ComponentProps) {
  const { next, signedOut, mailConfigured, noMail } = loaderData;
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
