import type { MetaDescriptor } from "react-router";
import type { RootData } from "./shell-content";

type MetaArgs = {
  location: { pathname: string };
  matches: ReadonlyArray<{ id: string; loaderData?: unknown; data?: unknown } | undefined>;
};

/** Share-preview image of every page without its own (written by scripts/og/build-og-images.ts). */
export const DEFAULT_OG_IMAGE = "/og/site.png";
export const OG_IMAGE_SIZE = { width: 1200, height: 630 } as const;

export type PageMetaOptions = {
  title: string;
  description: string;
  /** Site-relative path of the page's share image (1200 x 630 PNG); the site card when absent. */
  image?: string;
  imageAlt?: string;
  /** "article" for reports; every other page is a "website". */
  type?: "website" | "article";
  /** A query string that names distinct content (a report's week): kept in the canonical URL. */
  canonicalQuery?: string;
  /** Structured data describing the page itself (an Article or Report), besides the publisher's. */
  jsonLd?: Record<string, unknown>;
};

function rootDataFrom(matches: MetaArgs["matches"]): Partial<RootData> {
  const root = matches.find((match) => match?.id === "root");
  return ((root?.loaderData ?? root?.data) as RootData | undefined) ?? {};
}

/** The absolute site origin: from the root loader (SITE_URL), else the local default. */
function siteUrlFrom(matches: MetaArgs["matches"]): string {
  return rootDataFrom(matches).siteUrl ?? "http://localhost:3000";
}

/**
 * A page's address as the site names it, without a trailing slash (but "/"): React Router
 * prerenders a page at "/privacy/", and a page rendered there must still point at "/privacy".
 */
export function canonicalPath(pathname: string): string {
  return pathname === "/" ? "/" : pathname.replace(/\/+$/, "") || "/";
}

/** Absolute canonical URL of `pathname` on `siteUrl`, without a trailing slash (but "/"). */
export function canonicalUrl(siteUrl: string, pathname: string): string {
  return `${siteUrl}${canonicalPath(pathname)}`;
}

/**
 * Title, description, canonical link, Open Graph and Twitter card tags, and JSON-LD (the
 * publisher, plus the page's own when given). The title ends with the site's name.
 */
export function pageMeta(args: MetaArgs, page: PageMetaOptions): MetaDescriptor[] {
  const { shell, publisher } = rootDataFrom(args.matches);
  // The site's name, tagline and publisher come with the root loader's data (app/lib/shell-content.ts).
  const site = shell?.site;
  const title = !site || page.title === site.name ? page.title : `${page.title} | ${site.name}`;
  const siteUrl = siteUrlFrom(args.matches);
  const url = canonicalUrl(siteUrl, args.location.pathname) + (page.canonicalQuery ? `?${page.canonicalQuery}` : "");
  const image = `${siteUrl}${page.image ?? DEFAULT_OG_IMAGE}`;
  const imageAlt = page.imageAlt ?? (site ? `${site.name}: ${site.tagline}` : page.title);
  const descriptors: MetaDescriptor[] = [
    { title },
    { name: "description", content: page.description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: page.type ?? "website" },
    ...(site ? [{ property: "og:site_name", content: site.name }] : []),
    { property: "og:title", content: page.title },
    { property: "og:description", content: page.description },
    { property: "og:url", content: url },
    { property: "og:image", content: image },
    { property: "og:image:width", content: String(OG_IMAGE_SIZE.width) },
    { property: "og:image:height", content: String(OG_IMAGE_SIZE.height) },
    { property: "og:image:alt", content: imageAlt },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: page.title },
    { name: "twitter:description", content: page.description },
    { name: "twitter:image", content: image },
    ...(publisher ? [{ "script:ld+json": publisher }] : []),
  ];
  if (page.jsonLd) descriptors.push({ "script:ld+json": page.jsonLd });
  return descriptors;
}
