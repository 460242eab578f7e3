import { Mail } from "lucide-react";
import { Card } from "~/components/ui/card";
import { PageSection } from "~/components/ui/page-section";
import { buttonClasses } from "~/components/ui/button-link";
import type { ClosingCta, SampleNewsletterCopy } from "~content/subscribe";

/** The benefit cards; `html` is the cards, drawn in the loader (subscribe-markup.server.tsx). */
export function BenefitCards({ section, html }: { section: { eyebrow: string; title: string }; html: string }) {
  return (
    <PageSection id="benefits" eyebrow={section.eyebrow} title={section.title} background="muted">
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4" dangerouslySetInnerHTML={{ __html: html }} />
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

/** The testimonials; `html` is the cards, drawn in the loader (subscribe-markup.server.tsx). */
export function SubscriberTestimonials({
  section,
  html,
}: {
  section: { eyebrow: string; title: string };
  html: string;
}) {
  return (
    <PageSection id="testimonials" eyebrow={section.eyebrow} title={section.title} background="muted">
      <ul className="grid gap-6 md:grid-cols-3" dangerouslySetInnerHTML={{ __html: html }} />
    </PageSection>
  );
}

/** Spec 2: the closing call to action scrolls back up to the form (an anchor, so it works without JS). */
export function ClosingCallToAction({ cta, formAnchor }: { cta: ClosingCta; formAnchor: string }) {
  return (
    <section aria-labelledby="closing-cta" className="bg-blue-900 text-white">
      <div className="mx-auto max-w-4xl px-4 py-14 text-center sm:px-6">
        <h2 id="closing-cta" className="text-3xl font-bold">
          {cta.title}
        </h2>
        <p className="mt-3 text-lg text-blue-100">{cta.body}</p>
        <a href={`#${formAnchor}`} className={buttonClasses("light", "mt-6")}>
          {cta.action}
        </a>
      </div>
    </section>
  );
}
