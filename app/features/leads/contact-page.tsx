import { ButtonLink } from "~/components/ui/button-link";
import { PageHero } from "~/components/ui/page-hero";
import { contactForm, contactPage } from "~content/contact";
import { ContactForm, ContactThanks, type ContactActionData } from "./contact-form";

/**
 * Where the footer's contact form lands without JavaScript: its errors, or the thank-you.
 * `request` is the message a tool's link fills in; `result` is the post's answer.
 */
export function ContactPage({ request, result }: { request: string; result?: ContactActionData }) {
  return (
    <>
      <PageHero eyebrow={contactPage.eyebrow} title={contactPage.heading} intro={contactPage.intro} />
      <div className="bg-slate-50">
        <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
          {result?.status === "sent" ? (
            <ContactThanks copy={contactForm}>
              <ButtonLink to="/" className="mt-4">
                {contactPage.backHome}
              </ButtonLink>
            </ContactThanks>
          ) : (
            <ContactForm copy={contactForm} serverRequest={request} serverResult={result} />
          )}
        </div>
      </div>
    </>
  );
}
