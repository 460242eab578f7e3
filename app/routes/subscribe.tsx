import type { Route } from "./+types/subscribe";
import { PageHero } from "~/components/ui/page-hero";
import { NewsletterForm } from "~/features/newsletter/newsletter-form";
import { signupAction } from "~/features/newsletter/signup-action.server";
import {
  BenefitCards,
  ClosingCallToAction,
  SampleNewsletter,
  SubscriberTestimonials,
} from "~/features/newsletter/subscribe-sections";
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
import { appContextOf } from "~/server/app-context.server";

const FORM_ANCHOR = "newsletter";

export function loader() {
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

export function meta(args: Route.MetaArgs) {
  return args.loaderData ? pageMeta(args, args.loaderData.meta) : [];
}

export function action({ request, context }: Route.ActionArgs) {
  return signupAction(request, appContextOf(context));
}

/**
 * Spec "Subscribe": the form, benefits, a sample issue, testimonials and a closing call, shown at
 * once (no artificial loading delay). No `handle`: the page is HTML and CSS
 * only and the form posts natively (decisions 012 and 014).
 */
export default function Subscribe({ loaderData, actionData }: Route.ComponentProps) {
  const { hero, claims } = loaderData;
  return (
    <>
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
      <BenefitCards section={loaderData.benefits} />
      <SampleNewsletter sample={loaderData.sample} />
      <SubscriberTestimonials section={loaderData.testimonials} />
      <ClosingCallToAction cta={loaderData.closing} formAnchor={FORM_ANCHOR} />
    </>
  );
}
