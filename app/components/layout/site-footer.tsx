import { Mail, MapPin, Phone } from "lucide-react";
import { Link, useLocation } from "react-router";
import { CONTACT_ACTION, CONTACT_SENT_ANCHOR, ContactForm } from "~/features/leads/contact-form";
import { useShellContent } from "~/lib/shell-content";

/**
 * The "Get Started" section every page ends with (anchor #contact): the contact form. On the
 * /contact page the page itself holds the form, so the footer only links to the phone and e-mail.
 */
function GetStarted() {
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
          {onContactPage ? null : <ContactForm copy={contactForm} returnTo={`${pathname}${search}`} />}
        </div>
      </div>
    </section>
  );
}

/** Spec "Shell": link groups, privacy and terms, contact details and the contact section. */
export function SiteFooter() {
  const { site, footerGroups, legalLinks } = useShellContent();
  return (
    <footer className="site-footer bg-slate-950 text-slate-300 print:hidden">
      <GetStarted />
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
        <div className="grid gap-8 sm:grid-cols-2 lg:grid-cols-6">
          <div className="lg:col-span-1">
            <p className="text-lg font-bold text-white">{site.name}</p>
            <address className="mt-3 space-y-2 text-sm not-italic">
              <p>{site.broker.name}</p>
              <p>
                {site.broker.title}, {site.broker.brokerage}
              </p>
              <p className="flex items-start gap-2">
                <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                {site.broker.office}
              </p>
              <p>
                <a
                  className="underline-offset-2 hover:text-white hover:underline"
                  href={`tel:${site.broker.phoneE164}`}
                >
                  {site.broker.phone}
                </a>
              </p>
              <p>
                <a className="underline-offset-2 hover:text-white hover:underline" href={`mailto:${site.broker.email}`}>
                  {site.broker.email}
                </a>
              </p>
            </address>
          </div>
          {footerGroups.map((group) => (
            <nav key={group.heading} aria-label={`${group.heading} links`}>
              <h2 className="text-sm font-semibold tracking-wide text-white uppercase">{group.heading}</h2>
              <ul className="mt-3 space-y-2 text-sm">
                {group.links.map((link) => (
                  <li key={link.to}>
                    <Link to={link.to} className="underline-offset-2 hover:text-white hover:underline">
                      {link.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </div>
        <div className="mt-10 flex flex-col gap-4 border-t border-slate-800 pt-6 text-sm sm:flex-row sm:items-center sm:justify-between">
          <p>
            &copy; {new Date().getFullYear()} {site.broker.brokerage}. {site.broker.licence}.
          </p>
          <ul className="flex gap-4">
            {legalLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className="underline-offset-2 hover:text-white hover:underline">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </footer>
  );
}
