import { DrawnIcon } from "~/components/ui/lucide-icon";
import { Reveal } from "~/components/layout/reveal";
import { wrapIndex } from "~/lib/carousel";
import type { HomePage } from "./home-page.server";
import { SectionHeading } from "./section-heading";

const ARROW_LABEL =
  "grid size-11 cursor-pointer place-items-center rounded-full border border-slate-300 bg-white text-blue-900 shadow-sm transition-colors hover:border-blue-900 hover:bg-blue-50 motion-reduce:transition-none";

/** The radio that shows testimonial `index` (0-based). */
function radioId(index: number): string {
  return `testimonial-${index + 1}`;
}

/**
 * A carousel of 3 testimonials with previous, next and dot selection, wrapping
 * around, by HTML and CSS alone (the home page ships no script). Each testimonial follows its own
 * radio button; the checked radio shows it (`peer-checked`). The radios are the dots for the
 * keyboard and screen readers (arrow keys move between them); the previous, next and dot labels
 * shown under a testimonial check the radio they point at. With no testimonial to show (all hidden
 * in the studio), the section is left out.
 */
export function TestimonialCarousel({ testimonialsSection }: { testimonialsSection: HomePage["testimonialsSection"] }) {
  const { testimonials, icons } = testimonialsSection;
  const count = testimonials.length;
  if (count === 0) return null;

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
          <fieldset>
            <legend className="sr-only">{testimonialsSection.carouselLabel}</legend>
            {testimonials.map((testimonial, index) => (
              <div key={`${index}-${testimonial.name}`} className="relative">
                <input
                  type="radio"
                  name="testimonial"
                  id={radioId(index)}
                  defaultChecked={index === 0}
                  aria-label={`${testimonialsSection.dotLabelPrefix} ${index + 1}`}
                  className="peer sr-only print:hidden"
                />
                <div
                  role="group"
                  aria-roledescription="slide"
                  aria-label={`${index + 1} ${testimonialsSection.slideLabelJoiner} ${count}`}
                  className="hidden peer-checked:block print:mt-6 print:block peer-focus-visible:[&_[data-current-dot]]:ring-2 peer-focus-visible:[&_[data-current-dot]]:ring-blue-900"
                >
                  <figure className="grid min-h-72 content-center rounded-2xl border border-slate-200 bg-white p-6 text-center shadow-sm sm:min-h-60 sm:p-10">
                    <DrawnIcon icon={icons.quote} aria-hidden="true" className="mx-auto size-10 text-amber-500" />
                    <blockquote className="mt-4 text-lg font-medium text-pretty text-slate-800 sm:text-xl">
                      <p>{testimonial.quote}</p>
                    </blockquote>
                    <figcaption className="mt-6">
                      <span className="block font-semibold text-slate-900">{testimonial.name}</span>
                      <span className="block text-sm text-slate-600">{testimonial.role}</span>
                    </figcaption>
                  </figure>

                  <div className="mt-6 flex items-center justify-center gap-4 print:hidden">
                    <label htmlFor={radioId(wrapIndex(index - 1, count))} className={ARROW_LABEL}>
                      <DrawnIcon icon={icons.previous} aria-hidden="true" className="size-5" />
                      <span className="sr-only">{testimonialsSection.previousLabel}</span>
                    </label>
                    {/* The dots again for the pointer; the radios above already speak for them. */}
                    <div aria-hidden="true" className="flex items-center gap-1">
                      {testimonials.map((dot, dotIndex) => (
                        <label
                          key={`${dotIndex}-${dot.name}`}
                          htmlFor={radioId(dotIndex)}
                          className="group grid size-8 cursor-pointer place-items-center rounded-full"
                          data-current-dot={dotIndex === index ? "" : undefined}
                        >
                          <span
                            className={`block h-2.5 rounded-full ${
                              dotIndex === index ? "w-6 bg-blue-900" : "w-2.5 bg-slate-500 group-hover:bg-slate-700"
                            }`}
                          />
                          <span className="sr-only">{`${testimonialsSection.dotLabelPrefix} ${dotIndex + 1}`}</span>
                        </label>
                      ))}
                    </div>
                    <label htmlFor={radioId(wrapIndex(index + 1, count))} className={ARROW_LABEL}>
                      <DrawnIcon icon={icons.next} aria-hidden="true" className="size-5" />
                      <span className="sr-only">{testimonialsSection.nextLabel}</span>
                    </label>
                  </div>
                </div>
              </div>
            ))}
          </fieldset>
        </Reveal>
      </div>
    </section>
  );
}
