import type { Route } from "./+types/studio.account";
import { accountAction, accountView } from "~/features/studio/account-actions.server";
import { AccountPage } from "~/features/studio/account-page";
import { studioMeta } from "~/features/studio/studio-meta";
import { HYDRATE } from "~/lib/route-handle";
import { requireStudioUser } from "~/server/session.server";
import { appContextOf } from "~/server/app-context.server";

// Adding another passkey is a WebAuthn ceremony (JavaScript); the page's forms work without it.
export const handle = HYDRATE;

export function meta({ matches }: Route.MetaArgs) {
  return studioMeta("My account", matches);
}

export async function loader({ request, url, context }: Route.LoaderArgs) {
  const signed = await requireStudioUser(request, appContextOf(context));
  return accountView(signed, url.searchParams);
}

export function action({ request, context }: Route.ActionArgs) {
  return accountAction(request, appContextOf(context));
}

export default function Account({ loaderData, actionData }: Route.ComponentProps) {
  return <AccountPage view={loaderData} answer={actionData} />;
}
