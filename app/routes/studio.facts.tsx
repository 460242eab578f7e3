import { Link } from "react-router";
import type { Route } from "./+types/studio.facts";
import { Badge } from "~/components/ui/badge";
import { PageHeading } from "~/components/ui/page-heading";
import { listFacts } from "~/features/facts/fact-store.server";
import { STALE_AFTER_DAYS, staleFacts } from "~/features/facts/fact-edit";
import { requireStudioUser } from "~/server/session.server";
import { studioMeta } from "~/features/studio/studio-meta";
import { StackedTable } from "~/components/ui/stacked-table";
import { formatLongDate } from "~/lib/format";
import { factNames, factValue } from "~content/facts";
import { appContextOf } from "~/server/app-context.server";

export function meta({ matches }: Route.MetaArgs) {
  return studioMeta("Market facts", matches);
}

/** Owners and editors: every named market fact the pages quote, its value and how old it is. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { services } = await requireStudioUser(request, appContextOf(context));
  const { book, edited } = await listFacts(services.db);
  const stale = new Set(staleFacts(book, new Date().toISOString().slice(0, 10)).map((fact) => fact.name));
  return {
    facts: factNames.map((name) => ({
      name,
      measures: book.facts[name].measures,
      value: factValue(name, book),
      period: book.facts[name].period,
      asOf: book.facts[name].asOf,
      edited: edited.has(name),
      stale: stale.has(name),
    })),
  };
}

type FactRow = Awaited<ReturnType<typeof loader>>["facts"][number];

const linkClasses = "font-semibold text-blue-800 underline underline-offset-4 hover:text-blue-950";

export default function StudioFacts({ loaderData }: Route.ComponentProps) {
  return (
    <div className="space-y-6">
      <PageHeading title="Market facts" />
      <p className="max-w-3xl text-slate-700">
        The market figures the site&apos;s pages quote that are not computed from the weekly reports. A change is on
        every page that cites the fact at once, and the page&apos;s note says when it changed and what it was. A fact
        whose period ended more than {STALE_AFTER_DAYS} days ago is marked out of date. A fact marked &ldquo;Changes
        with a release&rdquo; is also quoted by pages written with the site&apos;s code, and changes in the next
        release.
      </p>
      <StackedTable<FactRow>
        caption="Market facts"
        captionHidden
        rowKey={(fact) => fact.name}
        rows={loaderData.facts}
        columns={[
          {
            header: "Fact",
            cell: (fact) => (
              <Link className={linkClasses} to={`/studio/facts/${fact.name}`}>
                {fact.measures}
              </Link>
            ),
          },
          { header: "Value", cell: (fact) => fact.value },
          { header: "Period", cell: (fact) => fact.period },
          { header: "Period ends", cell: (fact) => formatLongDate(fact.asOf) },
          {
            header: "Status",
            cell: (fact) => (
              <span className="flex flex-wrap gap-1">
                {fact.stale ? <Badge tone="red">Out of date</Badge> : null}
                {fact.edited ? <Badge tone="green">Edited</Badge> : <Badge>Default</Badge>}
              </span>
            ),
          },
        ]}
      />
    </div>
  );
}
