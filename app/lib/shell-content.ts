// The words, links and identity the site shell shows on every page (header, footer, the footer's
// contact form, every page's share tags) travel once, as the root loader's data, instead of inside
// the JavaScript every page loads (decision 004). Built by app/server/shell-content.server.ts.
import { useRouteLoaderData } from "react-router";
import type { ContactFormCopy } from "~content/contact";
import type { FooterGroup, NavLinkItem } from "~content/navigation";
import type { PublicIdentity } from "~/lib/site-identity";

export type ShellContent = {
  /** The broker's identity as Settings saved it, else content/site.ts's (decision 110). */
  site: Pick<PublicIdentity, "name" | "shortName" | "tagline" | "broker" | "image">;
  headerLinks: readonly NavLinkItem[];
  subscribeLink: NavLinkItem;
  footerGroups: readonly FooterGroup[];
  legalLinks: readonly NavLinkItem[];
  contactForm: ContactFormCopy;
};

/** The root route's loader data. */
export type RootData = {
  /** The absolute site origin (SITE_URL). */
  siteUrl: string;
  /** The day this page was rendered (ISO date; the build's day for a prerendered page): printed at its foot. */
  renderedOn: string;
  shell: ShellContent;
  /** schema.org RealEstateAgent for the publisher, in every page's JSON-LD. */
  publisher: Record<string, unknown>;
};

/** The root's data, or undefined while the root itself failed (its error page has no shell). */
export function useRootData(): RootData | undefined {
  return useRouteLoaderData("root") as RootData | undefined;
}

/** The shell's content, for components rendered inside the shell. */
export function useShellContent(): ShellContent {
  const data = useRootData();
  if (!data) throw new Error("The site shell rendered without the root loader's data");
  return data.shell;
}
