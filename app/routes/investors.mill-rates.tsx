import { data, useLocation } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/investors.mill-rates";
import { ActionLinks, CtaBand } from "~/components/ui/cta-band";
import { InfoCardGrid } from "~/components/ui/info-card-grid";
import { PageHero } from "~/components/ui/page-hero";
import { PageSection } from "~/components/ui/page-section";
import { StepList } from "~/components/ui/step-list";
import { MillRateHistory, TownComparison, WorkedExamples } from "~/features/property-tax/mill-rate-figures";
import { MillRateCalculator } from "~/features/property-tax/mill-rate-calculator";
import { millRatesPageView } from "~/features/property-tax/mill-rates-page.server";
import { calculatorState } from "~/domain/property-tax";
import { contactRequestHref } from "~/lib/contact-link";
import { HYDRATE } from "~/lib/route-handle";
import { pageMeta } from "~/lib/seo";

// The calculator's query string: anything odd is dropped rather than failing the page.
const querySchema = z.object({
  value: z.string().max(40).optional().catch(undefined),
  year: z.string().max(10).optional().catch(undefined),
});

// The calculator computes as the visitor types (decision 014).
export const handle = HYDRATE;

// The prose and every static figure travel as loader data, not as JavaScript (decision 004).
export function loader({ request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const query = querySchema.parse({ value: params.get("value") ?? undefined, year: params.get("year") ?? undefined });
  const state = calculatorState(query);
  const initial = { value: state.valueText, year: state.year.fiscalYear };
  // A value the calculator cannot read is the visitor's mistake: the page explains it with a 400.
  return data({ initial, page: millRatesPageView() }, { status: state.outcome.kind === "invalid" ? 400 : 200 });
}

export function meta(args: Route.MetaArgs) {
  return args.loaderData ? pageMeta(args, args.loaderData.page.meta) : [];
}

export default function MillRates({ loaderData: { initial, page } }: Route.ComponentProps) {
  const location = useLocation();
  const { hero, howItWorks, calculator, history, comparison, investorNotes, cta } = page;
  const contact = { label: hero.contactAction, to: contactRequestHref(cta.contactRequest) };
  return (
    <>
      <PageHero
        eyebrow={hero.eyebrow}
        title={hero.title}
        intro={hero.intro}
        actions={<ActionLinks links={[{ label: hero.calculatorAction, to: `#${calculator.id}` }, contact]} />}
      />
      <PageSection id={howItWorks.id} title={howItWorks.title} intro={howItWorks.intro}>
        <StepList steps={howItWorks.steps} />
      </PageSection>
      <PageSection id={calculator.id} title={calculator.title} intro={calculator.intro} background="muted">
        {/* A new query (a submitted form) starts the fields afresh from the server's values. */}
        <MillRateCalculator key={location.search} initial={initial} copy={calculator} />
        <WorkedExamples calculator={calculator} />
      </PageSection>
      <PageSection id={history.id} title={history.title} intro={history.intro}>
        <MillRateHistory history={history} />
      </PageSection>
      <PageSection id={comparison.id} title={comparison.title} intro={comparison.intro} background="muted">
        <TownComparison comparison={comparison} />
      </PageSection>
      <PageSection id={investorNotes.id} title={investorNotes.title}>
        <InfoCardGrid cards={investorNotes.items} columns={2} />
      </PageSection>
      <CtaBand
        title={cta.title}
        text={cta.text}
        links={[
          { label: cta.contactAction, to: contactRequestHref(cta.contactRequest) },
          { label: cta.reportAction, to: "/market-report" },
        ]}
      />
    </>
  );
}
