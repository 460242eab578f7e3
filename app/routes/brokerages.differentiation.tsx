import type { Route } from "./+types/brokerages.differentiation";
import { ButtonLink } from "~/components/ui/button-link";
import { Card } from "~/components/ui/card";
import { CtaBand } from "~/components/ui/cta-band";
import { PageHero } from "~/components/ui/page-hero";
import { PageSection } from "~/components/ui/page-section";
import { StepList } from "~/components/ui/step-list";
import { contactRequestHref } from "~/lib/contact-link";
import { pageMeta } from "~/lib/seo";
import { differentiationPage } from "~content/brokerages/differentiation";

// The prose travels as loader data, not inside the page's JavaScript (docs/decisions/004).
export function loader() {
  return { page: differentiationPage };
}

export function meta(args: Route.MetaArgs) {
  return args.loaderData ? pageMeta(args, args.loaderData.page.meta) : [];
}

export default function Differentiation({ loaderData: { page } }: Route.ComponentProps) {
  return (
    <>
      <PageHero
        eyebrow={page.hero.eyebrow}
        title={page.hero.title}
        intro={page.hero.intro}
        actions={
          <>
            <ButtonLink to={contactRequestHref(page.hero.contactRequest)} variant="light">
              {page.hero.contactAction}
            </ButtonLink>
            <ButtonLink to="/market-report" variant="outline-light">
              {page.hero.reportAction}
            </ButtonLink>
          </>
        }
      />

      <PageSection id={page.why.id} title={page.why.title} intro={page.why.intro}>
        <ul className="grid gap-6 md:grid-cols-2">
          {page.why.items.map((item) => (
            <Card as="li" key={item.title}>
              <h3 className="text-lg font-semibold text-slate-900">{item.title}</h3>
              <p className="mt-2 text-slate-600">{item.description}</p>
            </Card>
          ))}
        </ul>
      </PageSection>

      <PageSection id={page.uses.id} title={page.uses.title} background="muted">
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {page.uses.items.map((item) => (
            <Card as="li" key={item.title}>
              <h3 className="text-lg font-semibold text-slate-900">{item.title}</h3>
              <p className="mt-2 text-slate-600">{item.description}</p>
            </Card>
          ))}
        </ul>
      </PageSection>

      <PageSection id={page.presentation.id} title={page.presentation.title}>
        <StepList steps={page.presentation.steps} />
      </PageSection>

      <PageSection id={page.rules.id} title={page.rules.title} intro={page.rules.intro} background="muted">
        <ul className="grid gap-6 md:grid-cols-2">
          {page.rules.items.map((item) => (
            <Card as="li" key={item.title}>
              <h3 className="text-lg font-semibold text-slate-900">{item.title}</h3>
              <p className="mt-2 text-slate-600">{item.description}</p>
            </Card>
          ))}
        </ul>
      </PageSection>

      <CtaBand
        title={page.cta.title}
        text={page.cta.text}
        actions={
          <>
            <ButtonLink to="/subscribe" variant="light">
              {page.cta.subscribeAction}
            </ButtonLink>
            <ButtonLink to={contactRequestHref(page.cta.contactRequest)} variant="outline-light">
              {page.cta.contactAction}
            </ButtonLink>
          </>
        }
      />
    </>
  );
}
