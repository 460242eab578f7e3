import type { Route } from "./+types/contact";
import { contactAction } from "~/features/leads/contact-action.server";
import { ContactPage } from "~/features/leads/contact-page";
import { contactRequestFrom } from "~/lib/contact-link";
import { pageMeta } from "~/lib/seo";
import { contactPage } from "~content/contact";
import { appContextOf } from "~/server/app-context.server";

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, contactPage);
}

export function loader({ url }: Route.LoaderArgs) {
  return { request: contactRequestFrom(url.search) };
}

export function action({ request, context }: Route.ActionArgs) {
  return contactAction(request, appContextOf(context));
}

export default function Contact({ loaderData, actionData }: Route.ComponentProps) {
  return <ContactPage request={loaderData.request} result={actionData} />;
}
