import type { Route } from "./+types/sellers.listing-mistakes";
import { ButtonLink } from "~/components/ui/button-link";
import { CtaBand } from "~/components/ui/cta-band";
import { PageHero } from "~/components/ui/page-hero";
import { PageSection } from "~/components/ui/page-section";
import { StepList } from "~/components/ui/step-list";
import { KeyFigureGrid, MistakeList } from "~/features/guides/guide-cards";
import { contactRequestHref } from "~/lib/contact-link";
import { pageMeta } from "~/lib/seo";
import {
  costStatistics,
  costStatisticsHeading,
  listingMistakes,
  listingMistakesCta,
  listingMistakesIntro,
  mistakesHeading,
  strategiesHeading,
  successStrategies,
  townMistakes,
  townMistakesHeading,
} from "~content/guides/listing-mistakes";

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, { title: listingMistakesIntro.title, description: listingMistakesIntro.metaDescription });
}

export default function ListingMistakes() {
  return (
    <>
      <PageHero
        eyebrow={listingMistakesIntro.eyebrow}
        title={listingMistakesIntro.title}
        intro={listingMistakesIntro.intro}
      />

      <PageSection id="cost-statistics" title={costStatisticsHeading.title}>
        <KeyFigureGrid figures={costStatistics} />
      </PageSection>

      <PageSection id="mistakes" title={mistakesHeading.title} intro={mistakesHeading.intro} background="muted">
        <MistakeList mistakes={listingMistakes} />
      </PageSection>

      <PageSection id="strategies" title={strategiesHeading.title} intro={strategiesHeading.intro}>
        <StepList steps={successStrategies.map((s) => ({ title: s.strategy, description: s.description }))} />
      </PageSection>

      <PageSection
        id="town-mistakes"
        title={townMistakesHeading.title}
        intro={townMistakesHeading.intro}
        background="muted"
      >
        <MistakeList mistakes={townMistakes} numbered={false} />
      </PageSection>

      <CtaBand
        title={listingMistakesCta.title}
        text={listingMistakesCta.text}
        actions={
          <>
            <ButtonLink to={contactRequestHref(listingMistakesCta.consultationRequest)} variant="light">
              {listingMistakesCta.consultationLabel}
            </ButtonLink>
            <ButtonLink to={listingMistakesCta.secondaryTo} variant="outline-light">
              {listingMistakesCta.secondaryLabel}
            </ButtonLink>
          </>
        }
      />
    </>
  );
}
