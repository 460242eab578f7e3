import { useState } from "react";
import { Form } from "react-router";
import type { Route } from "./+types/studio.sign-in";
import { buttonClasses } from "~/components/ui/button-link";
import { Card } from "~/components/ui/card";
import { TextField } from "~/components/ui/field";
import { signInWithPasskey, usePasskeySupport } from "~/features/studio/passkey-client";
import { safeNext } from "~/features/studio/safe-next";
import { getSession, studioRedirect } from "~/server/session.server";
import { NO_MAIL, signInLinkAction } from "~/features/studio/sign-in-link-action.server";
import { HYDRATE, WORKSPACE } from "~/lib/route-handle";
import { studioServicesFrom } from "~/server/studio-services.server";
import { studioMeta } from "~/features/studio/studio-meta";
import { Notice } from "~/components/ui/notice";

// Signing in with a passkey needs JavaScript; the e-mailed link works without it.
export const handle = { ...HYDRATE, ...WORKSPACE };

export function meta({ matches }: Route.MetaArgs) {
  return studioMeta("Sign in", matches);
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const services = studioServicesFrom(context);
  const url = new URL(request.url);
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
  return signInLinkAction(request, context);
}

export default function SignIn({ loaderData, actionData }: Route.ComponentProps) {
  const { next, signedOut, mailConfigured, noMail } = loaderData;
  const support = usePasskeySupport();
  const ready = support !== "unknown";
  const supported = support !== "no";
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState("");

  async function signIn() {
    setBusy(true);
    setError("");
    try {
      window.location.assign(await signInWithPasskey(next));
    } catch (caught) {
      setError((caught as Error).message);
      setBusy(false);
    }
  }

  return (
    <div className="mx-auto max-w-xl px-4 py-10">
      <h1 className="text-2xl font-bold text-slate-900">Sign in to the studio</h1>
      {signedOut ? <Notice className="mt-3">You are signed out.</Notice> : null}
      <Card className="mt-6 p-5">
        <h2 className="text-lg font-semibold text-slate-900">With a passkey</h2>
        <p className="mt-2 text-sm text-slate-700">Use the passkey you added on this device or your phone.</p>
        <button
          type="button"
          className={buttonClasses("primary", "mt-4")}
          disabled={!ready || !supported || busy}
          onClick={() => void signIn()}
        >
          {busy ? "Waiting for the passkey…" : "Sign in with a passkey"}
        </button>
        {ready ? null : (
          <noscript>
            <p className="mt-3 text-sm text-slate-700">Passkeys need JavaScript; use an e-mailed link below instead.</p>
          </noscript>
        )}
        {ready && !supported ? (
          <p className="mt-3 text-sm text-slate-700">This browser cannot use passkeys; use an e-mailed link below.</p>
        ) : null}
        {error ? (
          <p role="alert" className="mt-3 text-sm font-semibold text-red-700">
            {error}
          </p>
        ) : null}
      </Card>
      <Card className="mt-4 p-5">
        <h2 className="text-lg font-semibold text-slate-900">With a link by e-mail</h2>
        <p className="mt-2 text-sm text-slate-700">
          For a new device, or if you lost yours. {mailConfigured ? null : noMail}
        </p>
        {actionData?.ok ? <Notice className="mt-3">{actionData.message}</Notice> : null}
        <Form method="post" className="mt-4">
          <input type="hidden" name="intent" value="email-link" />
          <TextField
            label="E-mail address"
            name="email"
            type="email"
            autoComplete="email"
            required
            maxLength={254}
            error={actionData && !actionData.ok ? actionData.error : undefined}
          />
          <button type="submit" className={buttonClasses("secondary", "mt-4")}>
            E-mail me a sign-in link
          </button>
        </Form>
      </Card>
    </div>
  );
}
