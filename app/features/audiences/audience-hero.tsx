import { ButtonLink } from "~/components/ui/button-link";
import { PageHero } from "~/components/ui/page-hero";
import { contactRequestHref } from "~/lib/contact-link";
import type { AudienceCta, AudienceHero as AudienceHeroText } from "~content/audiences/types";

/** The audience page's opening (its only h1), with the same two calls to action as its closing band. */
export function AudienceHero({ hero, cta }: { hero: AudienceHeroText; cta: AudienceCta }) {
  return (
    <PageHero
      eyebrow={hero.eyebrow}
      title={hero.title}
      intro={<p>{hero.intro}</p>}
      actions={
        <>
          <ButtonLink to={contactRequestHref(cta.contactRequest)} variant="light">
            {cta.contactLabel}
          </ButtonLink>
          <ButtonLink to="/market-report" variant="outline-light">
            {cta.reportLabel}
          </ButtonLink>
        </>
      }
    />
  );
}
