// The subscribe page's cards that need no JavaScript (benefits, testimonials), rendered to HTML in
// the loader: each list puts it inside its own <ul>, so the browser gets the markup but not the
// code that draws it (docs/decisions/004).
import { Star } from "lucide-react";
import { renderToStaticMarkup } from "react-dom/server";
import { Card } from "~/components/ui/card";
import type { BenefitsSection, SubscriberTestimonialsSection } from "~content/subscribe";

/** The benefit cards (the list's items). */
export function benefitCardsHtml(section: BenefitsSection): string {
  return renderToStaticMarkup(
    <>
      {section.benefits.map((benefit) => (
        <Card as="li" key={benefit.title}>
          <h3 className="text-lg font-semibold text-slate-900">{benefit.title}</h3>
          <p className="mt-2 text-slate-600">{benefit.description}</p>
        </Card>
      ))}
    </>,
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

/** The subscribers' testimonials with their star rating (the list's items). */
export function testimonialCardsHtml(section: SubscriberTestimonialsSection): string {
  return renderToStaticMarkup(
    <>
      {section.testimonials.map((testimonial) => (
        <Card as="li" key={testimonial.name}>
          <figure>
            <FiveStars count={section.stars} />
            <blockquote className="mt-3 text-slate-700">&ldquo;{testimonial.quote}&rdquo;</blockquote>
            <figcaption className="mt-4 text-sm">
              <span className="font-semibold text-slate-900">{testimonial.name}</span>
              <span className="text-slate-600">, {testimonial.role}</span>
            </figcaption>
          </figure>
        </Card>
      ))}
    </>,
  );
}
