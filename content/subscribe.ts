// The /subscribe page: its words and its claims.

export const subscribeMeta = {
  title: "Subscribe to the weekly market report",
  description:
    "Get the Greenwich weekly contract report in your inbox every Monday morning: contracts, prices, days on market and what they mean.",
} as const;

/** "Newsletter page claims 500+ subscribers and a Monday-morning send." */
export const newsletterClaims = { subscribers: "500+", sendDay: "Monday morning" } as const;

export const subscribeHero = {
  eyebrow: "Free weekly newsletter",
  title: "The Greenwich market, in your inbox every Monday",
  intro: `Join ${newsletterClaims.subscribers} subscribers who start the week with last week\u2019s contracts, prices and days on market, sent every ${newsletterClaims.sendDay}.`,
} as const;

export const newsletterForm = {
  heading: "Subscribe",
  labels: {
    firstName: "First name",
    lastName: "Last name",
    email: "Email address",
    userType: "I am a",
    brokerage: "Brokerage",
  },
  userTypePlaceholder: "Select (optional)",
  userTypes: [
    { value: "buyer", label: "Buyer" },
    { value: "seller", label: "Seller" },
    { value: "investor", label: "Investor" },
    { value: "agent", label: "Agent" },
    { value: "broker", label: "Broker" },
    { value: "other", label: "Other" },
  ] satisfies ReadonlyArray<{ value: string; label: string }>,
  brokerageHint: "Agents and brokers only.",
  // The optional market (decision 147): folded by default, the whole town every week.
  choiceSummary: "Choose your market (optional)",
  choiceIntro:
    "Your e-mail opens with the villages, home types and price band you tick, then the whole town's week. Change it any time from the link in every e-mail.",
  submit: "Subscribe",
  // What the page says after a sign-up: the first without e-mail of the site's own (the newsletter
  // service sends the report), the second with it (double opt-in). content/privacy.ts quotes both.
  successHeading: "You\u2019re subscribed!",
  confirmHeading: "Check your inbox",
  confirmBody: "We sent you an e-mail with a link to confirm your address. The weekly report starts once you confirm.",
  successBody: `The next report arrives ${newsletterClaims.sendDay}. Welcome aboard.`,
  privacyNote: "One e-mail a week, or a month or a quarter if you choose. Ask us any time and we remove your address.",
  privacyLink: "How we handle your details",
} as const;

export const benefitsSection = {
  eyebrow: "What you get",
  title: "Why subscribers read it every week",
  benefits: [
    {
      title: "Every contract, every week",
      description:
        "Single-family, condo and multifamily contracts across Greenwich, with price, size and days on market.",
    },
    {
      title: "Zone by zone",
      description: "Old Greenwich, Riverside, Cos Cob, Byram and the backcountry compared on price per square foot.",
    },
    {
      title: "Pricing signals",
      description: "Price cuts, fast sales and stale listings, so buyers and sellers know where they stand.",
    },
    {
      title: "Five-minute read",
      description: `Written to be read over coffee on ${newsletterClaims.sendDay}, with a link to the full report.`,
    },
  ],
} as const;

export const sampleNewsletter = {
  eyebrow: "Sample issue",
  title: "What lands in your inbox",
  subject: "Greenwich Weekly: Sep 22 \u2013 Oct 21, 2025",
  greeting: "Good morning,",
  paragraphs: [
    "Twelve homes went under contract in Greenwich over the last reporting period, with an average of 138 days on market: the long-listed homes finally found buyers.",
    "Inside: every contract by zone, what the prices per square foot say, and the three things buyers and sellers should do this week.",
  ],
  highlights: ["12 contracts", "138 average days on market", "Full tables in the weekly report"],
  signOff: "See you next Monday.",
  note: "Figures from the weekly report of Sep 22 \u2013 Oct 21, 2025.",
} as const;

export const subscriberTestimonials = {
  eyebrow: "Readers",
  title: "What subscribers say",
  /** Three testimonials, five stars each. */
  stars: 5,
  testimonials: [
    {
      quote: "The only market e-mail I open every week. It told me when to list, and it was right.",
      name: "Jennifer L.",
      role: "Seller, Old Greenwich",
    },
    {
      quote: "I forward it to my clients every Monday. The zone numbers save me hours of MLS digging.",
      name: "Robert T.",
      role: "Agent, Greenwich",
    },
    {
      quote: "Clear, short and honest. We bought in Cos Cob knowing exactly what the comparable homes fetched.",
      name: "Amanda & Chris P.",
      role: "Buyers, Cos Cob",
    },
  ],
} as const;

export const closingCta = {
  title: "Start next Monday with the numbers",
  body: `Free, weekly, and read by ${newsletterClaims.subscribers} Greenwich buyers, sellers, investors and agents.`,
  action: "Subscribe now",
} as const;

// The shapes the page's components receive.
export type NewsletterFormCopy = typeof newsletterForm;
export type BenefitsSection = typeof benefitsSection;
export type SampleNewsletterCopy = typeof sampleNewsletter;
export type SubscriberTestimonialsSection = typeof subscriberTestimonials;
export type ClosingCta = typeof closingCta;
