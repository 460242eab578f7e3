import type { Route } from "./+types/contact";
import { PageHero } from "~/components/ui/page-hero";
import { buttonClasses } from "~/components/ui/button-link";
import { contactAction } from "~/features/leads/contact-action.server";
import { ContactForm, ContactThanks } from "~/features/leads/contact-form";
import { contactRequestFrom } from "~/lib/contact-link";
import { pageMeta } from "~/lib/seo";
import { contactForm, contactPage } from "~content/contact";
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

/** Where the footer's contact form lands without JavaScript: its errors, or the thank-you. */
export default function Contact({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <>
      <PageHero eyebrow={contactPage.eyebrow} title={contactPage.heading} intro={contactPage.intro} />
      <div className="bg-slate-50">
        <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
          {actionData?.status === "sent" ? (
            <ContactThanks copy={contactForm}>
              <a href="/" className={buttonClasses("primary", "mt-4")}>
                {contactPage.backHome}
              </a>
            </ContactThanks>
          ) : (
            <ContactForm copy={contactForm} serverRequest={loaderData.request} serverResult={actionData} />
          )}
        </div>
      </div>
    </>
  );
}
