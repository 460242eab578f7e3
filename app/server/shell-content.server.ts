import { contactForm } from "~content/contact";
import { footerGroups, headerLinks, legalLinks, subscribeLink } from "~content/navigation";
import type { PublicIdentity } from "~/lib/site-identity";
import type { RootData } from "~/lib/shell-content";

/** schema.org RealEstateAgent for the publisher (Settings' identity, else content/site.ts). */
export function publisherJsonLd(siteUrl: string, site: PublicIdentity): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": "RealEstateAgent",
    "@id": `${siteUrl}/#publisher`,
    name: site.name,
    url: `${siteUrl}/`,
    telephone: site.broker.phoneE164,
    email: site.broker.email,
    employee: { "@type": "Person", name: site.broker.name, jobTitle: site.broker.title },
    parentOrganization: { "@type": "Organization", name: site.broker.brokerage },
    address: { "@type": "PostalAddress", streetAddress: site.broker.office, addressRegion: "CT", addressCountry: "US" },
    areaServed: { "@type": "City", name: site.town },
    ...(site.image ? { image: new URL(site.image.src, siteUrl).href } : {}),
  };
}

/**
 * The root loader's data: the site's origin, the shell's words and links, the publisher's JSON-LD,
 * with the broker's identity as Settings saved it (app/server/site-content.server.ts).
 */
export function rootData(siteUrl: string, site: PublicIdentity): RootData {
  const { name, shortName, tagline, broker, image } = site;
  return {
    siteUrl,
    renderedOn: new Date().toISOString().slice(0, 10),
    shell: {
      site: { name, shortName, tagline, broker, image },
      headerLinks,
      subscribeLink,
      footerGroups,
      legalLinks,
      contactForm,
    },
    publisher: publisherJsonLd(siteUrl, site),
  };
}
