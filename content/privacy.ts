// The privacy policy: what the contact form and the newsletter form store, why, for how long,
// and how to have it deleted. Keep it true to the code (db/schema.ts, app/server/outbox.server.ts,
// app/server/form-guards.server.ts).

export type LegalSection = { heading: string; paragraphs: readonly string[] };

/**
 * Who the legal pages name: the broker's identity as the studio's Settings saved it, else
 * content/site.ts's (decision 110). The words are put together when the page renders, never when
 * this module loads, so that a saved name or phone is on the page at once.
 */
export type LegalIdentity = {
  name: string;
  broker: { name: string; title: string; brokerage: string; email: string; phone: string };
};

/** The title and description in the page's head: no identity in them (the title gets the site's name). */
export const privacyMeta = {
  title: "Privacy Policy",
  description:
    "What this site stores when you use the contact form or subscribe, why, for how long, and how to have it deleted.",
} as const;

export const privacyPage = (site: LegalIdentity) => ({
  ...privacyMeta,
  eyebrow: "Legal",
  intro: `This site is published by ${site.broker.name}, ${site.broker.title} at ${site.broker.brokerage}. It has no accounts, no advertising and no tracking cookies. Only the two forms below collect anything about you.`,
  updated: "Last updated November 2026",
  sections: [
    {
      heading: "The contact form (\u201cGet Started\u201d)",
      paragraphs: [
        "We store your name, e-mail address, phone number (if you give one), whether you are a buyer, seller, investor, agent or broker, what you asked for (for example \u201cSchedule a Byram tour\u201d), and the time you sent it.",
        `Why: to answer you. The details are e-mailed to ${site.broker.name} so that someone replies within 24 hours. We do not add you to the newsletter and do not pass your details to anyone else.`,
        "How long: we keep a contact request for up to 24 months after you send it, so that we can follow up on a purchase or sale that takes a while, and then delete it.",
      ],
    },
    {
      heading: "The newsletter",
      paragraphs: [
        "We store your first and last name, e-mail address, optionally what kind of reader you are and your brokerage (agents and brokers), when you signed up or last updated your details, and whether and when you confirmed your address or unsubscribed.",
        "What we send, when this site e-mails the report itself: first, one e-mail asking you to confirm your address; nothing else is sent until you open its link and press Confirm, so nobody can sign up someone else. Signing up again before confirming sends at most one more confirmation an hour. Once you have confirmed, you receive the weekly market report, one e-mail a week when a new report is published, with the week’s figures, a chart and links to the report on this site. The page says \u201cCheck your inbox\u201d when you sign up.",
        "When the service that manages the newsletter list sends the report instead, no confirmation e-mail comes from us: your sign-up is passed to that service at once, and it sends you the weekly report. The page says \u201cYou\u2019re subscribed\u201d when you sign up.",
        `Why: to send you the weekly market report. Your sign-up is passed to the service that manages the newsletter list (once you confirm, when we ask you to), with exactly these details and nothing more. Each report comes from ${site.broker.name} and shows our postal address.`,
        "How to stop it: every report has an unsubscribe link at the bottom, and your e-mail program’s own Unsubscribe button works too. One click is enough: no sign-in, no questions. The page that opens lets you undo it if you clicked by mistake. After you unsubscribe, or if your mailbox refuses our e-mail for good, we send you nothing more unless you sign up and confirm again.",
        "How long: until you unsubscribe or ask us to delete your details. Signing up again with the same address updates your details; it never creates a second entry.",
      ],
    },
    {
      heading: "What we do not collect",
      paragraphs: [
        "The server keeps a short technical log of each request (the page\u2019s path without its query string, the answer and how long it took) to keep the site running. The log does not record your IP address, cookies or what you typed into a form, the calculators included: the figures they carry in a page\u2019s address are left out of the log.",
        "To limit abuse, the server counts form submissions per network address, one minute at a time. When the site runs on a single server, that count is kept in the server\u2019s memory and never written down. When it runs on several servers sharing one database, the count is a row in that database holding your network address and the number of submissions; the row is deleted within ten minutes after its minute ends, and in any case by the daily clean-up.",
      ],
    },
    {
      heading: "Your rights: see, correct or delete your details",
      paragraphs: [
        `E-mail ${site.broker.email} or call ${site.broker.phone} and say what you want: a copy of what we hold about you, a correction, or deletion. We answer within 30 days, usually much sooner, and deletion removes your record from our database.`,
        "To stop the newsletter, use the unsubscribe link in any issue or write to us; on request we also delete your sign-up from our database.",
      ],
    },
    {
      heading: "Where your details are kept",
      paragraphs: [
        "In the site\u2019s own database on the server that runs this site. E-mails are handed to our mail provider for delivery. Delivery to the broker\u2019s e-mail and to the newsletter service is retried for a few hours if either is unavailable, so a message is never lost on the way; the delivery record, which holds a copy of your details, is deleted 30 days later.",
      ],
    },
  ] satisfies readonly LegalSection[],
});
