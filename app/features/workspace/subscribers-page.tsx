import { Link } from "react-router";
import { ButtonLink } from "~/components/ui/button-link";
import { Notice } from "~/components/ui/notice";
import { PageHeading } from "~/components/ui/page-heading";
import { StackedTable } from "~/components/ui/stacked-table";
import { StatusBadge } from "~/components/ui/status-badge";
import { formatInteger } from "~/lib/format";
import { formatStudioTime } from "~/lib/studio-time";
import { SUBSCRIBER_STATUSES } from "./statuses";
import type { SubscribersView } from "./subscriber-actions.server";
import type { ListedSubscriber } from "./subscriber-list.server";
import { ListFilters, Pager } from "./workspace-ui";

const linkClasses = "font-semibold text-blue-800 underline underline-offset-4 hover:text-blue-950";

/** The newsletter's sign-ups: search, status, export, and a person's deletion request. */
export function SubscribersPage({ view }: { view: SubscribersView }) {
  const { query, rows, total, deleted } = view;
  return (
    <div className="space-y-6">
      <PageHeading title="Subscribers">
        <ButtonLink to="/studio/subscribers/export.csv" variant="secondary" download="subscribers.csv">
          Export CSV
        </ButtonLink>
      </PageHeading>
      {deleted ? (
        <Notice>
          Deleted: {formatInteger(deleted.signups)} sign-up(s), {formatInteger(deleted.leads)} contact request(s),{" "}
          {formatInteger(deleted.deliveries)} delivery row(s).
        </Notice>
      ) : null}
      <ListFilters
        action="/studio/subscribers"
        query={query}
        statuses={SUBSCRIBER_STATUSES}
        searchLabel="Search subscribers"
        searchHint="Name, e-mail or brokerage"
      />
      {rows.length === 0 ? (
        <p className="text-slate-700">
          {query.q || query.status ? "No subscriber matches this search." : "No subscribers yet."}
        </p>
      ) : (
        <StackedTable<ListedSubscriber>
          caption="Subscribers"
          captionHidden
          rows={rows}
          rowKey={(row) => String(row.id)}
          columns={[
            { header: "Name", cell: (row) => `${row.firstName} ${row.lastName}` },
            { header: "E-mail", cell: (row) => <span className="break-all">{row.email}</span> },
            { header: "Status", cell: (row) => <StatusBadge status={row.status} /> },
            { header: "Signed up", cell: (row) => formatStudioTime(row.createdAt) },
            {
              header: "Data",
              cell: (row) => (
                <Link className={linkClasses} to={`/studio/subscribers/${row.id}/delete`}>
                  Delete this person’s data<span className="sr-only"> ({row.email})</span>
                </Link>
              ),
            },
          ]}
        />
      )}
      <Pager path="/studio/subscribers" query={query} total={total} />
    </div>
  );
}
