import type { Route } from "./+types/subscribe.confirm";
import { SubscribeConfirmPage } from "~/features/newsletter/subscribe-confirm-page";
import { confirmAction, confirmLoader } from "~/features/newsletter/subscribe-confirm-page.server";
import { appContextOf } from "~/server/app-context.server";

// The confirmation e-mail's link (double opt-in): opening it changes nothing, its button's post
// confirms (decision 087).
export async function loader({ params, context }: Route.LoaderArgs) {
  return confirmLoader(appContextOf(context), params.token);
}

export async function action({ params, context }: Route.ActionArgs) {
  return confirmAction(appContextOf(context), params.token);
}

export function meta() {
  return [{ title: "Confirm your subscription | Greenwich Market Report" }, { name: "robots", content: "noindex" }];
}

export default function ConfirmSubscription({ loaderData, actionData }: Route.ComponentProps) {
  return <SubscribeConfirmPage state={actionData?.state ?? loaderData.state} />;
}
