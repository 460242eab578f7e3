import type { Route } from "./+types/subscribe";
import { PageLoadingScreen } from "~/components/layout/page-loading-screen";
import { PageHero } from "~/components/ui/page-hero";
import { NewsletterForm } from "~/features/newsletter/newsletter-form";
import { signupAction } from "~/features/newsletter/signup-action.server";
import {
  BenefitCards,
  ClosingCallToAction,
  SampleNewsletter,
  SubscriberTestimonials,
} from "~/features/newsletter/subscribe-sections";
import { benefitCardsHtml, testimonialCardsHtml } from "~/features/newsletter/subscribe-markup.server";
import { pageMeta } from "~/lib/seo";
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

const FORM_ANCHOR = "newsletter";

// The prose travels as loader data, not inside the page's JavaScript (docs/decisions/004).
export function loader() {
  return {
    meta: subscribeMeta,
    hero: subscribeHero,
    claims: newsletterClaims,
    form: newsletterForm,
    benefits: { eyebrow: benefitsSection.eyebrow, title: benefitsSection.title },
    benefitsHtml: benefitCardsHtml(benefitsSection),
    sample: sampleNewsletter,
    testimonials: { eyebrow: subscriberTestimonials.eyebrow, title: subscriberTestimonials.title },
    testimonialsHtml: testimonialCardsHtml(subscriberTestimonials),
    closing: closingCta,
  };
}

export function meta(args: Route.MetaArgs) {
  return args.loaderData ? pageMeta(args, args.loaderData.meta) : [];
}

export function action({ request, context }: Route.ActionArgs) {
  return signupAction(request, context);
}

/** Spec "Subscribe": loading screen, the form, benefits, a sample issue, testimonials, a closing call. */
export default function Subscribe({ loaderData, actionData }: Route.ComponentProps) {
  const { hero, claims } = loaderData;
  return (
    <>
      {actionData ? null : <PageLoadingScreen title={hero.loadingTitle} />}
      <PageHero eyebrow={hero.eyebrow} title={hero.title} intro={hero.intro}>
        <div id={FORM_ANCHOR} className="mt-10 grid scroll-mt-24 gap-8 lg:grid-cols-5">
          <div className="rounded-2xl bg-white p-6 shadow-lg lg:col-span-3">
            <NewsletterForm copy={loaderData.form} serverResult={actionData} />
          </div>
          <dl className="grid content-start gap-4 lg:col-span-2">
            <div className="rounded-2xl bg-white/10 p-5">
              <dt className="text-sm text-blue-100">Subscribers</dt>
              <dd className="text-3xl font-bold text-amber-300">{claims.subscribers}</dd>
            </div>
            <div className="rounded-2xl bg-white/10 p-5">
              <dt className="text-sm text-blue-100">In your inbox</dt>
              <dd className="text-3xl font-bold text-amber-300">Every {claims.sendDay}</dd>
            </div>
          </dl>
        </div>
      </PageHero>
      <BenefitCards section={loaderData.benefits} html={loaderData.benefitsHtml} />
      <SampleNewsletter sample={loaderData.sample} />
      <SubscriberTestimonials section={loaderData.testimonials} html={loaderData.testimonialsHtml} />
      <ClosingCallToAction cta={loaderData.closing} formAnchor={FORM_ANCHOR} />
    </>
  );
}
