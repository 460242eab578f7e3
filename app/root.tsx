import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useMatches,
  type ShouldRevalidateFunction,
} from "react-router";
import type { Route } from "./+types/root";
import stylesheet from "./app.css?url";
// Under Vite's inline limit, so a data: URL in the page: no request races the first paint.
import favicon from "./favicon.svg";
import { NavigationOverlay } from "./components/layout/navigation-overlay";
import { PrintFooter } from "./components/layout/print-footer";
import { SiteFooter } from "./components/layout/site-footer";
import { GetStarted } from "./features/leads/get-started";
import { SiteHeader } from "./components/layout/site-header";
import { useNonce } from "./lib/nonce";
import { inWorkspace, pageHydrates } from "./lib/route-handle";
import { useRootData } from "./lib/shell-content";
import { env } from "./server/env.server";
import { rootData } from "./server/shell-content.server";
import { identityFor } from "./server/site-content.server";
import { appContextOf } from "./server/app-context.server";

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: stylesheet },
  { rel: "icon", href: favicon, type: "image/svg+xml" },
];

/** The site's origin and the shell's words and links (app/lib/shell-content.ts). */
export async function loader({ context }: Route.LoaderArgs) {
  return rootData(env().SITE_URL, await identityFor(appContextOf(context)));
}

// Neither changes while a visitor reads (the studio's pages are whole-page forms).
export const shouldRevalidate: ShouldRevalidateFunction = () => false;

/** Where no script runs (a page that does not hydrate, or JavaScript off): words for that case shown, JS-only controls hidden. */
// In the base layer: Tailwind hides [hidden] with an !important rule there, which beats unlayered rules.
const NO_SCRIPT_STYLE =
  "@layer base{[data-nojs-show][hidden]{display:block!important}}[data-js-only]{display:none!important}";

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  const rootData = useRootData();
  // Missing only when the root loader itself failed: its error page is shown without the shell.
  const hasShell = rootData !== undefined;
  // JavaScript only where a page needs it (decision 014): a page without a route asking for it
  // gets no module script, no preload and no hydration state.
  const matches = useMatches();
  const hydrates = pageHydrates(matches);
  // The public footer (contact form, newsletter, site links) is for visitors, not the workspace.
  const workspace = inWorkspace(matches);
  return (
    <html lang="en-US">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#172554" />
        <Meta />
        <Links />
        {hydrates ? (
          <noscript>
            <style>{NO_SCRIPT_STYLE}</style>
          </noscript>
        ) : (
          <style>{NO_SCRIPT_STYLE}</style>
        )}
      </head>
      <body className="min-h-dvh bg-white font-sans text-slate-900 antialiased">
        <a
          href="#main"
          className="sr-only z-[60] rounded-md bg-white px-4 py-2 font-semibold text-blue-900 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
        >
          Skip to content
        </a>
        {hasShell ? <SiteHeader /> : null}
        <main id="main" tabIndex={-1} className="pt-16 outline-none">
          {children}
        </main>
        {hasShell && !workspace ? (
          <SiteFooter>
            <GetStarted />
          </SiteFooter>
        ) : null}
        <PrintFooter />
        {hydrates && rootData ? <NavigationOverlay title={rootData.shell.site.name} /> : null}
        {hydrates ? (
          <>
            <ScrollRestoration nonce={nonce} />
            <Scripts nonce={nonce} />
          </>
        ) : null}
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

/** An unhandled failure reads 'Unexpected Application Error!' with its status or message. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  let detail = "Something went wrong while loading this page.";
  let status: number | undefined;
  if (isRouteErrorResponse(error)) {
    status = error.status;
    detail = error.statusText || (typeof error.data === "string" ? error.data : detail);
  } else if (error instanceof Error) {
    detail = error.message;
  }
  return (
    <div className="mx-auto max-w-3xl px-4 py-20 sm:px-6">
      <title>Unexpected Application Error! | Greenwich Market Report</title>
      <h1 className="text-3xl font-bold text-slate-900">Unexpected Application Error!</h1>
      <p className="mt-4 text-lg text-slate-700">
        {status ? <span className="font-semibold">{status}: </span> : null}
        {detail}
      </p>
      <p className="mt-6">
        <a href="/" className="font-semibold text-blue-900 underline">
          Back to the home page
        </a>
      </p>
    </div>
  );
}
