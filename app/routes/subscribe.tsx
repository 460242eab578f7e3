import type { Route } from "./+types/subscribe";
import { signupAction } from "~/features/newsletter/signup-action.server";
import { SubscribePage } from "~/features/newsletter/subscribe-page";
import { subscribePageView } from "~/features/newsletter/subscribe-view";
import { pageMeta } from "~/lib/seo";
import { appContextOf } from "~/server/app-context.server";

// No `handle`: the page is HTML and CSS only and the form posts natively (decisions 012 and 014).
export function loader() {
  return { page: subscribePageView() };
}

export function meta(args: Route.MetaArgs) {
  return args.loaderData ? pageMeta(args, args.loaderData.page.meta) : [];
}

export function action({ request, context }: Route.ActionArgs) {
  return signupAction(request, appContextOf(context));
}

export default function Subscribe({ loaderData: { page }, actionData }: Route.ComponentProps) {
  return <SubscribePage page={page} result={actionData} />;
}
