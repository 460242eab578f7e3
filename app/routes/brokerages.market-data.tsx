import type { Route } from "./+types/brokerages.market-data";
import { ButtonLink } from "~/components/ui/button-link";
import { Card } from "~/components/ui/card";
import { CtaBand } from "~/components/ui/cta-band";
import { DataTable } from "~/components/ui/data-table";
import { PageHero } from "~/components/ui/page-hero";
import { PageSection } from "~/components/ui/page-section";
import { contactRequestHref } from "~/lib/contact-link";
import { pageMeta } from "~/lib/seo";
import { marketDataPage, type DataField } from "~content/brokerages/market-data";

// The prose travels as loader data, not inside the page's JavaScript (docs/decisions/004).
export function loader() {
  return { page: marketDataPage };
}

export function meta(args: Route.MetaArgs) {
  return args.loaderData ? pageMeta(args, args.loaderData.page.meta) : [];
}

export default function MarketData({ loaderData: { page } }: Route.ComponentProps) {
  const fieldColumns = [
    { header: page.fields.columns.field, cell: (row: DataField) => row.field },
    { header: page.fields.columns.meaning, cell: (row: DataField) => row.meaning },
    { header: page.fields.columns.use, cell: (row: DataField) => row.use },
  ];
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
            <ButtonLink to="/archive" variant="outline-light">
              {page.hero.archiveAction}
            </ButtonLink>
          </>
        }
      />

      <PageSection id={page.fields.id} title={page.fields.title} intro={page.fields.intro}>
        <DataTable
          caption={page.fields.caption}
          columns={fieldColumns}
          rows={page.fields.rows}
          rowKey={(row) => row.field}
        />
      </PageSection>

      <PageSection id={page.definitions.id} title={page.definitions.title} background="muted">
        <ul className="grid gap-6 md:grid-cols-2">
          {page.definitions.items.map((item) => (
            <Card as="li" key={item.title}>
              <h3 className="text-lg font-semibold text-slate-900">{item.title}</h3>
              <p className="mt-2 text-slate-600">{item.description}</p>
            </Card>
          ))}
        </ul>
      </PageSection>

      <PageSection id={page.limits.id} title={page.limits.title} intro={page.limits.intro}>
        <ul className="grid gap-6 md:grid-cols-2">
          {page.limits.items.map((item) => (
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
            <ButtonLink to={contactRequestHref(page.cta.contactRequest)} variant="light">
              {page.cta.contactAction}
            </ButtonLink>
            <ButtonLink to="/market-report" variant="outline-light">
              {page.cta.reportAction}
            </ButtonLink>
          </>
        }
      />
    </>
  );
}
