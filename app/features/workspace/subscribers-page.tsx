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
import { ListFilters, Pager } from "./workspace-ui";

const linkClasses = "font-semibold text-blue-800 underline underline-offset-4 hover:text-blue-950";

type SubscriberRow = SubscribersView["rows"][number];

/** A subscriber's market, a line per part: villages, home types, price band, cadence. */
function MarketCell({ row }: { row: SubscriberRow }) {
  const { villages, types, band, cadence } = row.market;
  return (
    <ul>
      <li>{villages}</li>
      <li>{types}</li>
      <li>{band}</li>
      <li>{cadence}</li>
    </ul>
  );
}

/** The newsletter's sign-ups with their markets: search, status, export, and a person's deletion request. */
export function SubscribersPage({ view }: { view: SubscribersView }) {
  const { query, rows, total, deleted, canChangeMarkets } = view;
  return (
    <div className="space-y-6">
      <PageHeading title="Subscribers">
        <div className="flex flex-wrap gap-2">
          <ButtonLink to="/studio/subscribers/markets" variant="secondary">
            Markets and e-mail preview
          </ButtonLink>
          <ButtonLink to="/studio/subscribers/export.csv" variant="secondary" download="subscribers.csv">
            Export CSV
          </ButtonLink>
        </div>
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
        <StackedTable<SubscriberRow>
          caption="Subscribers"
          captionHidden
          rows={rows}
          rowKey={(row) => String(row.id)}
          columns={[
            { header: "Name", cell: (row) => `${row.firstName} ${row.lastName}` },
            { header: "E-mail", cell: (row) => <span className="break-all">{row.email}</span> },
            { header: "Status", cell: (row) => <StatusBadge status={row.status} /> },
            {
              header: "Market",
              cell: (row) => (
                <div>
                  <MarketCell row={row} />
                  {canChangeMarkets ? (
                    <Link className={linkClasses} to={`/studio/subscribers/${row.id}/market`}>
                      Change market<span className="sr-only"> ({row.email})</span>
                    </Link>
                  ) : null}
                </div>
              ),
            },
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
