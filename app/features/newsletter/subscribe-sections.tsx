import { Mail, Star } from "lucide-react";
import { Card } from "~/components/ui/card";
import { PageSection } from "~/components/ui/page-section";
import { ButtonLink } from "~/components/ui/button-link";
import type {
  BenefitsSection,
  ClosingCta,
  SampleNewsletterCopy,
  SubscriberTestimonialsSection,
} from "~content/subscribe";

/** The benefit cards. */
export function BenefitCards({ section }: { section: BenefitsSection }) {
  return (
    <PageSection id="benefits" eyebrow={section.eyebrow} title={section.title} background="muted">
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {section.benefits.map((benefit) => (
          <Card as="li" key={benefit.title} className="break-inside-avoid">
            <h3 className="text-lg font-semibold text-slate-900">{benefit.title}</h3>
            <p className="mt-2 text-slate-600">{benefit.description}</p>
          </Card>
        ))}
      </ul>
    </PageSection>
  );
}

export function SampleNewsletter({ sample }: { sample: SampleNewsletterCopy }) {
  return (
    <PageSection id="sample" eyebrow={sample.eyebrow} title={sample.title}>
      <Card as="article" className="mx-auto max-w-2xl">
        <p className="flex items-center gap-2 border-b border-slate-200 pb-3 text-sm text-slate-600">
          <Mail aria-hidden="true" className="size-4" />
          <span>
            <span className="font-semibold text-slate-800">Subject:</span> {sample.subject}
          </span>
        </p>
        <div className="mt-4 space-y-3 text-slate-700">
          <p>{sample.greeting}</p>
          {sample.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          <ul className="list-disc space-y-1 pl-6">
            {sample.highlights.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
          <p>{sample.signOff}</p>
        </div>
        <p className="mt-4 text-xs text-slate-500">{sample.note}</p>
      </Card>
    </PageSection>
  );
}

function RatingStars({ count }: { count: number }) {
  return (
    <p className="flex gap-0.5 text-amber-500">
      <span className="sr-only">Rated {count} out of 5</span>
      {Array.from({ length: count }, (_, index) => (
        <Star key={index} aria-hidden="true" className="size-5 fill-current" />
      ))}
    </p>
  );
}

/** Three testimonials, each with its star rating. */
export function SubscriberTestimonials({ section }: { section: SubscriberTestimonialsSection }) {
  return (
    <PageSection id="testimonials" eyebrow={section.eyebrow} title={section.title} background="muted">
      <ul className="grid gap-6 md:grid-cols-3">
        {section.testimonials.map((testimonial) => (
          <Card as="li" key={testimonial.name} className="break-inside-avoid">
            <figure>
              <RatingStars count={section.stars} />
              <blockquote className="mt-3 text-slate-700">&ldquo;{testimonial.quote}&rdquo;</blockquote>
              <figcaption className="mt-4 text-sm">
                <span className="font-semibold text-slate-900">{testimonial.name}</span>
                <span className="text-slate-600">, {testimonial.role}</span>
              </figcaption>
            </figure>
          </Card>
        ))}
      </ul>
    </PageSection>
  );
}

/** The closing call to action "scrolls to the top": a link to the form's anchor (no JavaScript). */
export function ClosingCallToAction({ cta, formAnchor }: { cta: ClosingCta; formAnchor: string }) {
  return (
    <section aria-labelledby="closing-cta" className="bg-blue-900 text-white print:hidden">
      <div className="mx-auto max-w-4xl px-4 py-14 text-center sm:px-6">
        <h2 id="closing-cta" className="text-3xl font-bold">
          {cta.title}
        </h2>
        <p className="mt-3 text-lg text-blue-100">{cta.body}</p>
        <ButtonLink to={`#${formAnchor}`} variant="light" className="mt-6">
          {cta.action}
        </ButtonLink>
      </div>
    </section>
  );
}
