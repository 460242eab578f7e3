import { PageHero } from "~/components/ui/page-hero";
import { NewsletterForm, type SignupActionData } from "./newsletter-form";
import { BenefitCards, ClosingCallToAction, SampleNewsletter, SubscriberTestimonials } from "./subscribe-sections";
import type { SubscribePageView } from "./subscribe-view";

const FORM_ANCHOR = "newsletter";

/**
 * Spec "Subscribe": the form, benefits, a sample issue, testimonials and a closing call, shown at
 * once (no artificial loading delay). HTML and CSS only: the form posts natively (decisions 012
 * and 014); `result` is the post's answer.
 */
export function SubscribePage({ page, result }: { page: SubscribePageView; result?: SignupActionData }) {
  const { hero, claims } = page;
  return (
    <>
      <PageHero eyebrow={hero.eyebrow} title={hero.title} intro={hero.intro}>
        <div id={FORM_ANCHOR} className="mt-10 grid scroll-mt-24 gap-8 lg:grid-cols-5">
          <div className="rounded-2xl bg-white p-6 shadow-lg lg:col-span-3">
            <NewsletterForm copy={page.form} serverResult={result} />
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
      <BenefitCards section={page.benefits} />
      <SampleNewsletter sample={page.sample} />
      <SubscriberTestimonials section={page.testimonials} />
      <ClosingCallToAction cta={page.closing} formAnchor={FORM_ANCHOR} />
    </>
  );
}
