import {
  benefitsSection,
  closingCta,
  newsletterClaims,
  newsletterForm,
  sampleNewsletter,
  subscribeHero,
  subscribeMeta,
  subscriberTestimonials,
} from "~content/subscribe";

/** The subscribe page's words, sent as loader data rather than inside the page's JavaScript (decision 004). */
export function subscribePageView() {
  return {
    meta: subscribeMeta,
    hero: subscribeHero,
    claims: newsletterClaims,
    form: newsletterForm,
    benefits: benefitsSection,
    sample: sampleNewsletter,
    testimonials: subscriberTestimonials,
    closing: closingCta,
  };
}

export type SubscribePageView = ReturnType<typeof subscribePageView>;
