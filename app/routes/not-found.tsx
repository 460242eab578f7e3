import { data, Link } from "react-router";
import type { Route } from "./+types/not-found";
import { headerLinks } from "~content/navigation";
import { pageMeta } from "~/lib/seo";

export function loader({ request }: Route.LoaderArgs) {
  return data({ path: new URL(request.url).pathname }, { status: 404 });
}

export function meta(args: Route.MetaArgs) {
  return [
    ...pageMeta(args, {
      title: "Page not found",
      description: "The page you asked for does not exist. Find the weekly report, guides and calculators here.",
    }),
    { name: "robots", content: "noindex" },
  ];
}

const SUGGESTIONS = [{ label: "Home", to: "/" }, ...headerLinks.filter((link) => !link.to.startsWith("/#"))];

export default function NotFound({ loaderData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-3xl px-4 py-20 sm:px-6">
      <p className="text-sm font-semibold tracking-wide text-blue-900 uppercase">404 &middot; Page not found</p>
      <h1 className="mt-2 text-3xl font-bold text-slate-900 sm:text-4xl">We couldn&rsquo;t find that page</h1>
      <p className="mt-4 text-lg text-slate-700">
        There is no page at <code className="rounded bg-slate-100 px-1.5 py-0.5 text-base">{loaderData.path}</code>. It
        may have moved, or the link may be mistyped. These are the main sections of the site:
      </p>
      <ul className="mt-8 grid gap-3 sm:grid-cols-2">
        {SUGGESTIONS.map((link) => (
          <li key={link.to}>
            <Link
              to={link.to}
              className="block rounded-lg border border-slate-200 px-4 py-3 font-medium text-blue-900 hover:border-blue-900 hover:bg-blue-50"
            >
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
