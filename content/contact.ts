// Words of the contact form (footer "Get Started" and the /contact page).

export const contactForm = {
  heading: "Get Started",
  intro:
    "Buying, selling, investing or running a team in Greenwich? Tell us what you are planning and get a straight answer backed by this week\u2019s numbers.",
  labels: { name: "Name", email: "E-mail", phone: "Phone", userType: "I am a", message: "Message" },
  messageHint: "What you are planning, or a question for the broker.",
  phoneHint: "So we can call you back, if you prefer.",
  userTypePlaceholder: "Select",
  userTypes: [
    { value: "buyer", label: "Buyer" },
    { value: "seller", label: "Seller" },
    { value: "investor", label: "Investor" },
    { value: "agent", label: "Agent" },
    { value: "broker", label: "Broker" },
  ] satisfies ReadonlyArray<{ value: string; label: string }>,
  submit: "Send",
  submitting: "Sending\u2026",
  /** The thank-you panel promises a response within 24 hours. */
  thanksHeading: "Thank you!",
  thanksBody: "We have your message and will get back to you within 24 hours.",
  privacyNote: "We use these details only to answer you.",
  privacyLink: "How we handle your details",
} as const;

export type ContactFormCopy = typeof contactForm;

export const contactPage = {
  title: "Contact",
  description: "Ask the broker a question about buying, selling or investing in Greenwich; we answer within 24 hours.",
  eyebrow: "Get Started",
  heading: "Contact the broker",
  intro: "Tell us who you are and how to reach you; we answer every request within 24 hours.",
  backHome: "Back to the home page",
} as const;
