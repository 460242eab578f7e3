import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import type { Route } from "./+types/brokerages.digital-tools";
import { ButtonLink } from "~/components/ui/button-link";
import { Card } from "~/components/ui/card";
import { CtaBand } from "~/components/ui/cta-band";
import { PageHero } from "~/components/ui/page-hero";
import { PageSection } from "~/components/ui/page-section";
import { StepList } from "~/components/ui/step-list";
import { contactRequestHref } from "~/lib/contact-link";
import { pageMeta } from "~/lib/seo";
import { digitalToolsPage } from "~content/brokerages/digital-tools";

// The prose travels as loader data, not inside the page's JavaScript (docs/decisions/004).
export function loader() {
  return { page: digitalToolsPage };
}

export function meta(args: Route.MetaArgs) {
  return args.loaderData ? pageMeta(args, args.loaderData.page.meta) : [];
}

export default function DigitalTools({ loaderData: { page } }: Route.ComponentProps) {
  return (
    <>
      <PageHero
        eyebrow={page.hero.eyebrow}
        title={page.hero.title}
        intro={page.hero.intro}
        actions={
          <>
            <ButtonLink to="/market-report" variant="light">
              {page.hero.reportAction}
            </ButtonLink>
            <ButtonLink to={contactRequestHref(page.hero.contactRequest)} variant="outline-light">
              {page.hero.contactAction}
            </ButtonLink>
          </>
        }
      />

      <PageSection id={page.tools.id} title={page.tools.title}>
        <ul className="grid gap-6 md:grid-cols-2 xl:grid-cols-4">
          {page.tools.items.map((tool) => (
            <Card as="li" key={tool.title} className="flex flex-col">
              <h3 className="text-lg font-semibold text-slate-900">{tool.title}</h3>
              <p className="mt-2 text-slate-600">{tool.description}</p>
              <p className="mt-3 flex-1 text-sm font-medium text-blue-900">{tool.teamUse}</p>
              <Link
                to={tool.to}
                className="mt-4 inline-flex min-h-11 items-center gap-2 font-semibold text-blue-900 underline-offset-4 hover:underline"
              >
                {tool.linkLabel}
                <ArrowRight aria-hidden="true" className="size-4" />
              </Link>
            </Card>
          ))}
        </ul>
      </PageSection>

      <PageSection id={page.qualities.id} title={page.qualities.title} background="muted">
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-4">
          {page.qualities.items.map((item) => (
            <Card as="li" key={item.title}>
              <h3 className="text-lg font-semibold text-slate-900">{item.title}</h3>
              <p className="mt-2 text-slate-600">{item.description}</p>
            </Card>
          ))}
        </ul>
      </PageSection>

      <PageSection id={page.rollout.id} title={page.rollout.title}>
        <StepList steps={page.rollout.steps} />
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
