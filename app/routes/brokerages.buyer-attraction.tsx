import { Link } from "react-router";
import type { Route } from "./+types/brokerages.buyer-attraction";
import { ButtonLink } from "~/components/ui/button-link";
import { Card } from "~/components/ui/card";
import { CtaBand } from "~/components/ui/cta-band";
import { PageHero } from "~/components/ui/page-hero";
import { PageSection } from "~/components/ui/page-section";
import { StepList } from "~/components/ui/step-list";
import { contactRequestHref } from "~/lib/contact-link";
import { pageMeta } from "~/lib/seo";
import { buyerAttractionPage } from "~content/brokerages/buyer-attraction";

// The prose travels as loader data, not inside the page's JavaScript (docs/decisions/004).
export function loader() {
  return { page: buyerAttractionPage };
}

export function meta(args: Route.MetaArgs) {
  return args.loaderData ? pageMeta(args, args.loaderData.page.meta) : [];
}

export default function BuyerAttraction({ loaderData: { page } }: Route.ComponentProps) {
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
            <ButtonLink to="/subscribe" variant="outline-light">
              {page.hero.subscribeAction}
            </ButtonLink>
          </>
        }
      />

      <PageSection id={page.questions.id} title={page.questions.title} intro={page.questions.intro}>
        <ul className="grid gap-6 md:grid-cols-2">
          {page.questions.items.map((item) => (
            <Card as="li" key={item.title}>
              <h3 className="text-lg font-semibold text-slate-900">{item.title}</h3>
              <p className="mt-2 text-slate-600">{item.description}</p>
            </Card>
          ))}
        </ul>
      </PageSection>

      <PageSection id={page.plays.id} title={page.plays.title} background="muted">
        <StepList steps={page.plays.steps} />
      </PageSection>

      <PageSection id={page.resources.id} title={page.resources.title}>
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {page.resources.links.map((link) => (
            <li key={link.to}>
              <Link
                to={link.to}
                className="block min-h-11 rounded-lg border border-slate-200 px-4 py-3 font-medium text-blue-900 hover:border-blue-900 hover:bg-blue-50"
              >
                {link.label}
              </Link>
            </li>
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
