import { Mail, Phone } from "lucide-react";
import { useLocation } from "react-router";
import { useShellContent } from "~/lib/shell-content";
import { canonicalPath } from "~/lib/seo";
import { CONTACT_ACTION, CONTACT_SENT_ANCHOR, ContactForm } from "./contact-form";

/**
 * The "Get Started" section every page ends with (anchor #contact): the contact form. On the
 * /contact page the page itself holds the form, so the footer only links to the phone and e-mail.
 */
export function GetStarted() {
  const { site, contactForm } = useShellContent();
  const { pathname, search } = useLocation();
  const onContactPage = pathname.replace(/\/+$/, "") === CONTACT_ACTION;
  return (
    <section id="contact" aria-labelledby="contact-heading" className="scroll-mt-20 bg-blue-950 text-white">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-14 sm:px-6 lg:grid-cols-5">
        <div className="lg:col-span-2">
          <h2 id="contact-heading" className="text-3xl font-bold">
            {contactForm.heading}
          </h2>
          <p className="mt-3 max-w-prose text-blue-100">{contactForm.intro}</p>
          <ul className="mt-6 flex flex-col gap-3">
            <li>
              <a
                href={`tel:${site.broker.phoneE164}`}
                className="flex items-center gap-3 rounded-lg bg-white/10 px-4 py-3 font-semibold hover:bg-white/20"
              >
                <Phone aria-hidden="true" className="size-5 text-amber-300" />
                Call {site.broker.phone}
              </a>
            </li>
            <li>
              <a
                href={`mailto:${site.broker.email}`}
                className="flex items-center gap-3 rounded-lg bg-white/10 px-4 py-3 font-semibold hover:bg-white/20"
              >
                <Mail aria-hidden="true" className="size-5 text-amber-300" />
                E-mail {site.broker.email}
              </a>
            </li>
          </ul>
        </div>
        <div className="lg:col-span-3">
          {/* A post without JavaScript comes back here with #contact-sent: the thank-you shows by CSS alone. */}
          <div
            id={CONTACT_SENT_ANCHOR}
            role="status"
            className="mb-4 hidden scroll-mt-20 rounded-2xl bg-white p-6 text-slate-900 target:block"
          >
            <p className="text-xl font-bold text-green-800">{contactForm.thanksHeading}</p>
            <p className="mt-2 text-slate-700">{contactForm.thanksBody}</p>
          </div>
          {onContactPage ? null : <ContactForm copy={contactForm} returnTo={`${canonicalPath(pathname)}${search}`} />}
        </div>
      </div>
    </section>
  );
}
