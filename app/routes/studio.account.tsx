import type { Route } from "./+types/studio.account";
import { accountAction, accountView } from "~/features/studio/account-actions.server";
import { AccountPage } from "~/features/studio/account-page";
import { studioMeta } from "~/features/studio/studio-meta";
import { HYDRATE } from "~/lib/route-handle";
import { requireStudioUser } from "~/server/session.server";

// Adding another passkey is a WebAuthn ceremony (JavaScript); the page's forms work without it.
export const handle = HYDRATE;

export function meta({ matches }: Route.MetaArgs) {
  return studioMeta("My account", matches);
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const signed = await requireStudioUser(request, context);
  return accountView(signed, new URL(request.url).searchParams);
}

export function action({ request, context }: Route.ActionArgs) {
  return accountAction(request, context);
}

export default function Account({ loaderData, actionData }: Route.ComponentProps) {
  return <AccountPage view={loaderData} answer={actionData} />;
}
