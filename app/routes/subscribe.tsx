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
import { pageMeta } from "~/lib/seo";
import { newsletterClaims, subscribeHero, subscribeMeta } from "~content/subscribe";

const FORM_ANCHOR = "newsletter";

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, subscribeMeta);
}

export function action({ request, context }: Route.ActionArgs) {
  return signupAction(request, context);
}

/** Spec "Subscribe": loading screen, the form, benefits, a sample issue, testimonials, a closing call. */
export default function Subscribe({ actionData }: Route.ComponentProps) {
  return (
    <>
      {actionData ? null : <PageLoadingScreen title={subscribeHero.loadingTitle} />}
      <PageHero eyebrow={subscribeHero.eyebrow} title={subscribeHero.title} intro={subscribeHero.intro}>
        <div id={FORM_ANCHOR} className="mt-10 grid scroll-mt-24 gap-8 lg:grid-cols-5">
          <div className="rounded-2xl bg-white p-6 shadow-lg lg:col-span-3">
            <NewsletterForm serverResult={actionData} />
          </div>
          <dl className="grid content-start gap-4 lg:col-span-2">
            <div className="rounded-2xl bg-white/10 p-5">
              <dt className="text-sm text-blue-100">Subscribers</dt>
              <dd className="text-3xl font-bold text-amber-300">{newsletterClaims.subscribers}</dd>
            </div>
            <div className="rounded-2xl bg-white/10 p-5">
              <dt className="text-sm text-blue-100">In your inbox</dt>
              <dd className="text-3xl font-bold text-amber-300">Every {newsletterClaims.sendDay}</dd>
            </div>
          </dl>
        </div>
      </PageHero>
      <BenefitCards />
      <SampleNewsletter />
      <SubscriberTestimonials />
      <ClosingCallToAction formAnchor={FORM_ANCHOR} />
    </>
  );
}
