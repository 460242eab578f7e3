import { Link } from "react-router";
import { headerLinks } from "~content/navigation";

const SUGGESTIONS = [{ label: "Home", to: "/" }, ...headerLinks.filter((link) => !link.to.startsWith("/#"))];

const linkClasses =
  "block rounded-lg border border-slate-200 px-4 py-3 font-medium text-blue-900 hover:border-blue-900 hover:bg-blue-50";

type NotFoundLink = { label: string; to: string };

/** One list of links of the 404 page. */
function NotFoundLinks({ links }: { links: readonly NotFoundLink[] }) {
  return (
    <ul className="mt-6 grid gap-3 sm:grid-cols-2">
      {links.map((link) => (
        <li key={link.to}>
          <Link to={link.to} className={linkClasses}>
            {link.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/**
 * The site's 404 page: the path asked for, then what the asking page suggests (a `lead` and its
 * `links`, such as the report weeks that exist), then the main sections of the site.
 */
export function NotFoundPage({ path, lead, links }: { path: string; lead?: string; links?: readonly NotFoundLink[] }) {
  return (
    <div className="mx-auto max-w-3xl px-4 py-20 sm:px-6">
      <p className="text-sm font-semibold tracking-wide text-blue-900 uppercase">404 &middot; Page not found</p>
      <h1 className="mt-2 text-3xl font-bold text-slate-900 sm:text-4xl">We couldn&rsquo;t find that page</h1>
      <p className="mt-4 text-lg text-slate-700">
        There is no page at <code className="rounded bg-slate-100 px-1.5 py-0.5 text-base">{path}</code>. It may have
        moved, or the link may be mistyped.
      </p>
      {lead ? <p className="mt-6 text-lg text-slate-700">{lead}</p> : null}
      {links ? <NotFoundLinks links={links} /> : null}
      <h2 className="mt-10 text-xl font-bold text-slate-900">The main sections of the site</h2>
      <NotFoundLinks links={SUGGESTIONS} />
    </div>
  );
}

/** The 404 page's title and description, and no indexing. */
export const NOT_FOUND_META = {
  title: "Page not found",
  description: "The page you asked for does not exist. Find the weekly report, guides and calculators here.",
};
