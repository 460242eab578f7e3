import { Link } from "react-router";
import { Badge } from "~/components/ui/badge";
import { PageHeading } from "~/components/ui/page-heading";
import { StackedTable } from "~/components/ui/stacked-table";
import { formatLongDate } from "~/lib/format";
import { STALE_AFTER_DAYS } from "./fact-edit";
import type { FactListView } from "./fact-views.server";

type FactRow = FactListView["facts"][number];

const linkClasses = "font-semibold text-blue-800 underline underline-offset-4 hover:text-blue-950";

/** Every fact with its value, period and status, each linking to its edit form. */
export function FactListPage({ view }: { view: FactListView }) {
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
        rows={view.facts}
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
