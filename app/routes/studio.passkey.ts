import type { Route } from "./+types/studio.passkey";
import { passkeyAction } from "~/features/studio/passkey-action.server";
import { appContextOf } from "~/server/app-context.server";

/** The passkey ceremonies' JSON endpoint (POST only; the pages that use it need JavaScript). */
export function action({ request, context }: Route.ActionArgs) {
  return passkeyAction(request, appContextOf(context));
}

export function loader() {
  return new Response("Not found", { status: 404 });
}
