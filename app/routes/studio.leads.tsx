import { Link } from "react-router";
import type { Route } from "./+types/studio.leads";
import { ButtonLink } from "~/components/ui/button-link";
import { Card } from "~/components/ui/card";
import { requireStudioUser } from "~/server/session.server";
import { listLeads } from "~/features/workspace/leads-inbox.server";
import { LEAD_STATUSES } from "~/features/workspace/statuses";
import { parseListQuery } from "~/features/workspace/list-query";
import { PageHeading } from "~/components/ui/page-heading";
import { StatusBadge } from "~/components/ui/status-badge";
import { ListFilters, Pager } from "~/features/workspace/workspace-ui";
import { formatStudioTime } from "~/lib/studio-time";
import { studioMeta } from "~/features/studio/studio-meta";
import { appContextOf } from "~/server/app-context.server";

export function meta({ matches }: Route.MetaArgs) {
  return studioMeta("Leads", matches);
}

export async function loader({ request, url, context }: Route.LoaderArgs) {
  const { services } = await requireStudioUser(request, appContextOf(context));
  const query = parseListQuery(url.searchParams, LEAD_STATUSES);
  return { query, ...(await listLeads(services.db, query)) };
}

/** The leads inbox: newest first, searchable, filtered by status, a card per lead. */
export default function StudioLeads({ loaderData }: Route.ComponentProps) {
  const { query, rows, total } = loaderData;
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
