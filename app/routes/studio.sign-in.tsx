import type { Route } from "./+types/studio.sign-in";
import { SignInPage } from "~/features/studio/sign-in-page";
import { signInLinkAction, signInView } from "~/features/studio/sign-in-link-action.server";
import { studioMeta } from "~/features/studio/studio-meta";
import { HYDRATE, WORKSPACE } from "~/lib/route-handle";
import { appContextOf } from "~/server/app-context.server";

// Signing in with a passkey needs JavaScript; the e-mailed link works without it.
export const handle = { ...HYDRATE, ...WORKSPACE };

export function meta({ matches }: Route.MetaArgs) {
  return studioMeta("Sign in", matches);
}

export function loader({ request, context }: Route.LoaderArgs) {
  return signInView(request, appContextOf(context));
}

export function action({ request, context }: Route.ActionArgs) {
  return signInLinkAction(request, appContextOf(context));
}

export default function SignIn({ loaderData, actionData }: Route.ComponentProps) {
  return <SignInPage view={loaderData} answer={actionData} />;
}
