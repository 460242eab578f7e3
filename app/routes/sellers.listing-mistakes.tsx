import type { Route } from "./+types/sellers.listing-mistakes";
import { ButtonLink } from "~/components/ui/button-link";
import { CtaBand } from "~/components/ui/cta-band";
import { FactNoteList } from "~/components/ui/fact-note-list";
import { PageHero } from "~/components/ui/page-hero";
import { PageSection } from "~/components/ui/page-section";
import { StepList } from "~/components/ui/step-list";
import { KeyFigureGrid } from "~/features/guides/key-figure-grid";
import { MistakeList } from "~/features/guides/mistake-list";
import { contactRequestHref } from "~/lib/contact-link";
import { factBook } from "~/features/facts/fact-store.server";
import { pageMeta } from "~/lib/seo";
import {
  costStatisticsHeading,
  listingMistakes,
  listingMistakesContent,
  listingMistakesCta,
  listingMistakesIntro,
  mistakesHeading,
  strategiesHeading,
  successStrategies,
  townMistakes,
  townMistakesHeading,
} from "~content/guides/listing-mistakes";
import { appContextOf } from "~/server/app-context.server";

// The prose travels as loader data, not inside the page's JavaScript (docs/decisions/004).
export async function loader({ context }: Route.LoaderArgs) {
  const { costStatisticFacts, costStatistics } = listingMistakesContent(await factBook(appContextOf(context)));
  return {
    intro: listingMistakesIntro,
    costStatisticsHeading,
    costStatistics,
    costStatisticNotes: costStatisticFacts.notes,
    mistakesHeading,
    listingMistakes,
    strategiesHeading,
    strategies: successStrategies.map((s) => ({ title: s.strategy, description: s.description })),
    townMistakesHeading,
    townMistakes,
    cta: { ...listingMistakesCta, consultationHref: contactRequestHref(listingMistakesCta.consultationRequest) },
  };
}

export function meta(args: Route.MetaArgs) {
  const { intro } = args.loaderData;
  return pageMeta(args, { title: intro.title, description: intro.metaDescription });
}

export default function ListingMistakes({ loaderData: page }: Route.ComponentProps) {
  return (
    <>
      <PageHero eyebrow={page.intro.eyebrow} title={page.intro.title} intro={page.intro.intro} />

      <PageSection id="cost-statistics" title={page.costStatisticsHeading.title}>
        <KeyFigureGrid figures={page.costStatistics} />
        <FactNoteList notes={page.costStatisticNotes} />
      </PageSection>

      <PageSection
        id="mistakes"
        title={page.mistakesHeading.title}
        intro={page.mistakesHeading.intro}
        background="muted"
      >
        <MistakeList mistakes={page.listingMistakes} />
      </PageSection>

      <PageSection id="strategies" title={page.strategiesHeading.title} intro={page.strategiesHeading.intro}>
        <StepList steps={page.strategies} />
      </PageSection>

      <PageSection
        id="town-mistakes"
        title={page.townMistakesHeading.title}
        intro={page.townMistakesHeading.intro}
        background="muted"
      >
        <MistakeList mistakes={page.townMistakes} numbered={false} />
      </PageSection>

      <CtaBand
        title={page.cta.title}
        text={page.cta.text}
        actions={
          <>
            <ButtonLink to={page.cta.consultationHref} variant="light">
              {page.cta.consultationLabel}
            </ButtonLink>
            <ButtonLink to={page.cta.secondaryTo} variant="outline-light">
              {page.cta.secondaryLabel}
            </ButtonLink>
          </>
        }
      />
    </>
  );
}
