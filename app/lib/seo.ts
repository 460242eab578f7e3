import type { MetaDescriptor } from "react-router";
import { site } from "~content/site";

type MetaArgs = {
  location: { pathname: string };
  matches: ReadonlyArray<{ id: string; loaderData?: unknown; data?: unknown } | undefined>;
};

/** The absolute site origin: from the root loader (SITE_URL), else the local default. */
export function siteUrlFrom(matches: MetaArgs["matches"]): string {
  const root = matches.find((match) => match?.id === "root");
  const data = (root?.loaderData ?? root?.data) as { siteUrl?: string } | undefined;
  return data?.siteUrl ?? "http://localhost:3000";
}

/** Absolute canonical URL of `pathname` on `siteUrl`, without a trailing slash (but "/"). */
export function canonicalUrl(siteUrl: string, pathname: string): string {
  const path = pathname === "/" ? "/" : pathname.replace(/\/+$/, "");
  return `${siteUrl}${path}`;
}

/** Title, description and canonical link for a page; the title ends with the site's name. */
export function pageMeta(args: MetaArgs, page: { title: string; description: string }): MetaDescriptor[] {
  const title = page.title === site.name ? site.name : `${page.title} | ${site.name}`;
  return [
    { title },
    { name: "description", content: page.description },
    { tagName: "link", rel: "canonical", href: canonicalUrl(siteUrlFrom(args.matches), args.location.pathname) },
  ];
}
