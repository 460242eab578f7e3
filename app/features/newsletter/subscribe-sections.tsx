import { Mail, Star } from "lucide-react";
import { Card } from "~/components/ui/card";
import { PageSection } from "~/components/ui/page-section";
import { buttonClasses } from "~/components/ui/button-link";
import { benefitsSection, closingCta, sampleNewsletter, subscriberTestimonials } from "~content/subscribe";

export function BenefitCards() {
  return (
    <PageSection id="benefits" eyebrow={benefitsSection.eyebrow} title={benefitsSection.title} background="muted">
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {benefitsSection.benefits.map((benefit) => (
          <Card as="li" key={benefit.title}>
            <h3 className="text-lg font-semibold text-slate-900">{benefit.title}</h3>
            <p className="mt-2 text-slate-600">{benefit.description}</p>
          </Card>
        ))}
      </ul>
    </PageSection>
  );
}

export function SampleNewsletter() {
  return (
    <PageSection id="sample" eyebrow={sampleNewsletter.eyebrow} title={sampleNewsletter.title}>
      <Card as="article" className="mx-auto max-w-2xl">
        <p className="flex items-center gap-2 border-b border-slate-200 pb-3 text-sm text-slate-600">
          <Mail aria-hidden="true" className="size-4" />
          <span>
            <span className="font-semibold text-slate-800">Subject:</span> {sampleNewsletter.subject}
          </span>
        </p>
        <div className="mt-4 space-y-3 text-slate-700">
          <p>{sampleNewsletter.greeting}</p>
          {sampleNewsletter.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          <ul className="list-disc space-y-1 pl-6">
            {sampleNewsletter.highlights.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
          <p>{sampleNewsletter.signOff}</p>
        </div>
        <p className="mt-4 text-xs text-slate-500">{sampleNewsletter.note}</p>
      </Card>
    </PageSection>
  );
}

function FiveStars({ count }: { count: number }) {
  return (
    <p className="flex gap-0.5 text-amber-500">
      <span className="sr-only">Rated {count} out of 5</span>
      {Array.from({ length: count }, (_, index) => (
        <Star key={index} aria-hidden="true" className="size-5 fill-current" />
      ))}
    </p>
  );
}

export function SubscriberTestimonials() {
  return (
    <PageSection
      id="testimonials"
      eyebrow={subscriberTestimonials.eyebrow}
      title={subscriberTestimonials.title}
      background="muted"
    >
      <ul className="grid gap-6 md:grid-cols-3">
        {subscriberTestimonials.testimonials.map((testimonial) => (
          <Card as="li" key={testimonial.name}>
            <figure>
              <FiveStars count={subscriberTestimonials.stars} />
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

/** Spec 2: the closing call to action scrolls back up to the form (an anchor, so it works without JS). */
export function ClosingCallToAction({ formAnchor }: { formAnchor: string }) {
  return (
    <section aria-labelledby="closing-cta" className="bg-blue-900 text-white">
      <div className="mx-auto max-w-4xl px-4 py-14 text-center sm:px-6">
        <h2 id="closing-cta" className="text-3xl font-bold">
          {closingCta.title}
        </h2>
        <p className="mt-3 text-lg text-blue-100">{closingCta.body}</p>
        <a href={`#${formAnchor}`} className={buttonClasses("light", "mt-6")}>
          {closingCta.action}
        </a>
      </div>
    </section>
  );
}
