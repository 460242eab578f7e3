import { DrawnIcon } from "~/components/ui/lucide-icon";
import { Reveal } from "~/components/layout/reveal";
import type { HomePage } from "./home-page.server";
import { SectionHeading } from "./section-heading";

/** Four benefits, each with an audience badge and a claimed gain. */
export function BenefitsSection({ benefitsSection }: { benefitsSection: HomePage["benefitsSection"] }) {
  return (
    <section id="benefits" aria-labelledby="benefits-heading" className="bg-slate-50 py-16 sm:py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <Reveal>
          <SectionHeading
            id="benefits-heading"
            eyebrow={benefitsSection.eyebrow}
            title={benefitsSection.title}
            intro={benefitsSection.intro}
          />
        </Reveal>
        <ul className="mt-12 grid gap-6 md:grid-cols-2">
          {benefitsSection.benefits.map((benefit, index) => (
            <Reveal
              as="li"
              key={benefit.title}
              index={index}
              className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8"
            >
              <div className="flex items-start justify-between gap-4">
                <span className="grid size-12 shrink-0 place-items-center rounded-xl bg-blue-900 text-white">
                  <DrawnIcon icon={benefit.icon} aria-hidden="true" className="size-6" />
                </span>
                <span className="rounded-full bg-amber-100 px-3 py-1 text-xs font-semibold text-amber-900">
                  {benefit.badge}
                </span>
              </div>
              <h3 className="mt-5 text-xl font-semibold text-slate-900">{benefit.title}</h3>
              <p className="mt-2 flex-1 text-slate-600">{benefit.description}</p>
              <p className="mt-5 flex items-center gap-2 border-t border-slate-100 pt-4 text-lg font-bold text-emerald-700">
                <DrawnIcon icon={benefitsSection.gainIcon} aria-hidden="true" className="size-5" />
                {benefit.gain}
              </p>
            </Reveal>
          ))}
        </ul>
        <p className="mt-8 text-center text-sm text-slate-600">{benefitsSection.disclaimer}</p>
      </div>
    </section>
  );
}
