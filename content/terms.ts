// The terms of use of this site, put together with the identity the page renders with (LegalIdentity).
import type { LegalIdentity, LegalSection } from "./privacy";

/** The title and description in the page's head: no identity in them (the title gets the site's name). */
export const termsMeta = {
  title: "Terms of Service",
  description:
    "The terms of using this site: information, not advice; where the figures come from; your use of the forms.",
} as const;

export const termsPage = (site: LegalIdentity) => ({
  ...termsMeta,
  eyebrow: "Legal",
  intro: `${site.name} is published by ${site.broker.name}, ${site.broker.title} at ${site.broker.brokerage}. By using the site you accept these terms.`,
  updated: "Last updated November 2026",
  sections: [
    {
      heading: "Information, not advice",
      paragraphs: [
        "The reports, guides and calculators explain the Greenwich market in general. They are not legal, tax, financial or appraisal advice for your situation. Before you buy, sell or invest, talk to a licensed professional: an attorney for contracts and conveyance tax, an accountant for taxes, a lender for financing.",
      ],
    },
    {
      heading: "Where the figures come from",
      paragraphs: [
        "Contract figures come from listing-service data for Greenwich as it stood when each report was prepared. Listings change, and contracts can fall through; a report describes its week and is not updated afterwards. Calculators use the rates stated on their pages and round their results. Pages marked as samples or mock data are illustrations, not real listings.",
        "We check the figures carefully, but we cannot promise they are complete or free of error, and we are not liable for decisions made on them.",
      ],
    },
    {
      heading: "Using the forms",
      paragraphs: [
        "Send only true details about yourself. Automated or abusive submissions are refused. What we store and for how long is described in the privacy policy.",
        "Sending the contact form does not create an agency relationship or any obligation; that needs a written agreement.",
      ],
    },
    {
      heading: "Content and links",
      paragraphs: [
        `The text, reports and charts belong to ${site.broker.brokerage}. You may quote short extracts and share links with a credit to ${site.name}; please ask before copying whole reports. Links to other sites are provided for convenience; we are not responsible for their content.`,
      ],
    },
    {
      heading: "Fair housing",
      paragraphs: [
        "We are committed to the letter and spirit of fair housing law: we do not discriminate on the basis of race, color, religion, sex, disability, familial status, national origin or any other protected class.",
      ],
    },
    {
      heading: "Changes and contact",
      paragraphs: [
        `We may update these terms; the date above shows the latest version. Questions: ${site.broker.email} or ${site.broker.phone}. These terms are governed by the laws of the State of Connecticut.`,
      ],
    },
  ] satisfies readonly LegalSection[],
});
