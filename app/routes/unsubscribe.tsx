import type { Route } from "./+types/unsubscribe";
import { UnsubscribePage } from "~/features/newsletter/unsubscribe-page";
import {
  unsubscribeAction,
  unsubscribeLoader,
  type UnsubscribeState,
} from "~/features/newsletter/unsubscribe-page.server";
import { appContextOf } from "~/server/app-context.server";

// Every report's List-Unsubscribe URL: a GET changes nothing (decision 087); a one-click POST
// unsubscribes at once, the page's own posts unsubscribe or undo.
export async function loader({ params, context }: Route.LoaderArgs) {
  return unsubscribeLoader(appContextOf(context), params.token);
}

export async function action({ request, params, context }: Route.ActionArgs) {
  return unsubscribeAction(request, appContextOf(context), params.token);
}

export function meta() {
  return [{ title: "Unsubscribe | Greenwich Market Report" }, { name: "robots", content: "noindex" }];
}

export default function Unsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  // A one-click post from a mailbox provider is answered by its status (200 or 404); React Router
  // renders a route that has a page for a document post, so the provider receives this page too.
  const answered = actionData as { state: UnsubscribeState; error?: string } | undefined;
  return <UnsubscribePage state={answered?.state ?? loaderData.state} error={answered?.error} />;
}
