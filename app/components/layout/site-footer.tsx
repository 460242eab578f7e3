import { MapPin } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { useShellContent } from "~/lib/shell-content";

/** Spec "Shell": link groups, privacy and terms, contact details and the contact section. */
/**
 * `children`: what the footer opens with, above its links (the root passes the contact section,
 * features/leads/get-started.tsx).
 */
export function SiteFooter({ children }: { children?: ReactNode }) {
  const { site, footerGroups, legalLinks } = useShellContent();
  return (
    <footer className="site-footer bg-slate-950 text-slate-300 print:hidden">
      {children}
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
