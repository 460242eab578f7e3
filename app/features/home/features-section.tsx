import { IconCardGrid } from "~/components/ui/icon-card-grid";
import { Reveal } from "~/components/layout/reveal";
import type { HomePage } from "./home-page.server";
import { SectionHeading } from "./section-heading";

/** Price trends, neighborhood intel, instant alerts, custom reports. */
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
        <IconCardGrid cards={featuresSection.features} className="mt-12" />
      </div>
    </section>
  );
}
