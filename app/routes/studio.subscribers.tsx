import { Link } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/studio.subscribers";
import { ButtonLink } from "~/components/ui/button-link";
import { requireStudioUser } from "~/server/session.server";
import { parseListQuery } from "~/features/workspace/list-query";
import { SUBSCRIBER_STATUSES } from "~/features/workspace/statuses";
import { listSubscribers } from "~/features/workspace/subscriber-list.server";
import type { ListedSubscriber } from "~/features/workspace/subscriber-list.server";
import { Notice } from "~/components/ui/notice";
import { PageHeading } from "~/components/ui/page-heading";
import { StatusBadge } from "~/components/ui/status-badge";
import { StackedTable } from "~/components/ui/stacked-table";
import { ListFilters, Pager } from "~/features/workspace/workspace-ui";
import { formatInteger } from "~/lib/format";
import { formatStudioTime } from "~/lib/studio-time";
import { studioMeta } from "~/features/studio/studio-meta";
import { appContextOf } from "~/server/app-context.server";

export function meta({ matches }: Route.MetaArgs) {
  return studioMeta("Subscribers", matches);
}

/** The counts a deletion redirects with (?deleted=1&leads=&signups=&deliveries=), shown once. */
const count = z.coerce.number().int().min(0).max(1_000_000).catch(0);
const deletedSchema = z.object({ leads: count, signups: count, deliveries: count });

export async function loader({ request, url, context }: Route.LoaderArgs) {
  const { services } = await requireStudioUser(request, appContextOf(context));
  const search = url.searchParams;
  const query = parseListQuery(search, SUBSCRIBER_STATUSES);
  const deleted = search.get("deleted") === "1" ? deletedSchema.parse(Object.fromEntries(search)) : null;
  return { query, deleted, ...(await listSubscribers(services.db, query)) };
}

const linkClasses = "font-semibold text-blue-800 underline underline-offset-4 hover:text-blue-950";

/** The newsletter's sign-ups: search, status, export, and a person's deletion request. */
export default function StudioSubscribers({ loaderData }: Route.ComponentProps) {
  const { query, rows, total, deleted } = loaderData;
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
