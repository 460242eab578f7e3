import { Link } from "react-router";
import { ButtonLink } from "~/components/ui/button-link";
import { Card } from "~/components/ui/card";
import { PageHeading } from "~/components/ui/page-heading";
import { StatusBadge } from "~/components/ui/status-badge";
import { formatStudioTime } from "~/lib/studio-time";
import type { LeadsView } from "./leads-view.server";
import { LEAD_STATUSES } from "./statuses";
import { ListFilters, Pager } from "./workspace-ui";

/** The leads inbox: newest first, searchable, filtered by status, a card per lead. */
export function LeadsPage({ view }: { view: LeadsView }) {
  const { query, rows, total } = view;
  return (
    <div className="space-y-6">
      <PageHeading title="Leads">
        <ButtonLink to="/studio/leads/export.csv" variant="secondary" download="leads.csv">
          Export CSV
        </ButtonLink>
      </PageHeading>
      <ListFilters
        action="/studio/leads"
        query={query}
        statuses={LEAD_STATUSES}
        searchLabel="Search leads"
        searchHint="Name, e-mail, phone or message"
      />
      {rows.length === 0 ? (
        <p className="text-slate-700">{query.q || query.status ? "No lead matches this search." : "No leads yet."}</p>
      ) : (
        <ul className="space-y-3" aria-label="Leads">
          {rows.map((lead) => (
            <Card as="li" key={lead.id} className="p-4 sm:p-5">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <Link
                  to={`/studio/leads/${lead.id}`}
                  className="text-lg font-semibold text-blue-900 underline underline-offset-4 hover:text-blue-700"
                >
                  {lead.name}
                </Link>
                <StatusBadge status={lead.status} />
              </div>
              <p className="mt-1 text-sm break-words text-slate-700">
                {lead.email}
                {lead.phone ? ` · ${lead.phone}` : ""} · {lead.userType}
              </p>
              {lead.message ? <p className="mt-2 line-clamp-2 break-words text-slate-800">{lead.message}</p> : null}
              <p className="mt-2 text-sm text-slate-600">
                Received{" "}
                <time dateTime={new Date(lead.createdAt).toISOString()}>{formatStudioTime(lead.createdAt)}</time>
              </p>
            </Card>
          ))}
        </ul>
      )}
      <Pager path="/studio/leads" query={query} total={total} />
    </div>
  );
}
