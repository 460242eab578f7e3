import { DrawnIcon } from "~/components/ui/lucide-icon";
import { useState } from "react";
import { Reveal } from "~/components/layout/reveal";
import { wrapIndex } from "~/lib/carousel";
import type { HomePage } from "./home-page.server";
import { SectionHeading } from "./section-heading";

const ARROW_BUTTON =
  "grid size-11 place-items-center rounded-full border border-slate-300 bg-white text-blue-900 shadow-sm transition-colors hover:border-blue-900 hover:bg-blue-50 motion-reduce:transition-none";

/**
 * Spec section 4: a carousel of 3 testimonials with previous, next and dot selection, wrapping
 * around. The server renders slide 1; the others are in the HTML, hidden, and the root's noscript
 * style shows them all (data-nojs-show) and hides the controls (data-js-only) without JavaScript.
 */
export function TestimonialCarousel({ testimonialsSection }: { testimonialsSection: HomePage["testimonialsSection"] }) {
  const { testimonials, icons } = testimonialsSection;
  const [active, setActive] = useState(0);
  const show = (index: number) => setActive(wrapIndex(index, testimonials.length));

  return (
    <section
      aria-labelledby="testimonials-heading"
      aria-roledescription="carousel"
      className="bg-slate-50 py-16 sm:py-24"
    >
      <div className="mx-auto max-w-4xl px-4 sm:px-6">
        <Reveal>
          <SectionHeading
            id="testimonials-heading"
            eyebrow={testimonialsSection.eyebrow}
            title={testimonialsSection.title}
          />
        </Reveal>

        <Reveal className="mt-10">
          {/* Announces the newly shown quote when a control changes it; nothing rotates on its own. */}
          <div aria-live="polite" className="grid min-h-72 gap-6 sm:min-h-60">
            {testimonials.map((testimonial, index) => (
              <div
                key={testimonial.name}
                role="group"
                aria-roledescription="slide"
                aria-label={`${index + 1} ${testimonialsSection.slideLabelJoiner} ${testimonials.length}`}
                hidden={index !== active}
                data-nojs-show=""
              >
                <figure className="rounded-2xl border border-slate-200 bg-white p-6 text-center shadow-sm sm:p-10">
                  <DrawnIcon icon={icons.quote} aria-hidden="true" className="mx-auto size-10 text-amber-500" />
                  <blockquote className="mt-4 text-lg font-medium text-pretty text-slate-800 sm:text-xl">
                    <p>{testimonial.quote}</p>
                  </blockquote>
                  <figcaption className="mt-6">
                    <span className="block font-semibold text-slate-900">{testimonial.name}</span>
                    <span className="block text-sm text-slate-600">{testimonial.role}</span>
                  </figcaption>
                </figure>
              </div>
            ))}
          </div>

          <div data-js-only="" className="mt-6 flex items-center justify-center gap-4">
            <button
              type="button"
              aria-label={testimonialsSection.previousLabel}
              className={ARROW_BUTTON}
              onClick={() => show(active - 1)}
            >
              <DrawnIcon icon={icons.previous} aria-hidden="true" className="size-5" />
            </button>
            <ul className="flex items-center gap-1">
              {testimonials.map((testimonial, index) => (
                <li key={testimonial.name}>
                  <button
                    type="button"
                    aria-label={`${testimonialsSection.dotLabelPrefix} ${index + 1}`}
                    aria-pressed={index === active}
                    className="group grid size-8 place-items-center rounded-full"
                    onClick={() => show(index)}
                  >
                    <span
                      aria-hidden="true"
                      className={`block h-2.5 rounded-full transition-all motion-reduce:transition-none ${
                        index === active ? "w-6 bg-blue-900" : "w-2.5 bg-slate-500 group-hover:bg-slate-700"
                      }`}
                    />
                  </button>
                </li>
              ))}
            </ul>
            <button
              type="button"
              aria-label={testimonialsSection.nextLabel}
              className={ARROW_BUTTON}
              onClick={() => show(active + 1)}
            >
              <DrawnIcon icon={icons.next} aria-hidden="true" className="size-5" />
            </button>
          </div>
        </Reveal>
      </div>
    </section>
  );
}
