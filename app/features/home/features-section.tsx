import { DrawnIcon } from "~/components/ui/lucide-icon";
import { Reveal } from "~/components/layout/reveal";
import type { HomePage } from "./home-page.server";
import { SectionHeading } from "./section-heading";

/** Spec section 1: price trends, neighborhood intel, instant alerts, custom reports. */
export function FeaturesSection({ featuresSection }: { featuresSection: HomePage["featuresSection"] }) {
  return (
    <section aria-labelledby="features-heading" className="bg-white py-16 sm:py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <Reveal>
          <SectionHeading
            id="features-heading"
            eyebrow={featuresSection.eyebrow}
            title={featuresSection.title}
            intro={featuresSection.intro}
          />
        </Reveal>
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {featuresSection.features.map((feature, index) => (
            <Reveal
              as="li"
              key={feature.title}
              index={index}
              className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm transition-shadow hover:shadow-md"
            >
              <span className="grid size-12 place-items-center rounded-xl bg-blue-900/10 text-blue-900">
                <DrawnIcon icon={feature.icon} aria-hidden="true" className="size-6" />
              </span>
              <h3 className="mt-5 text-lg font-semibold text-slate-900">{feature.title}</h3>
              <p className="mt-2 text-slate-600">{feature.description}</p>
            </Reveal>
          ))}
        </ul>
      </div>
    </section>
  );
}
