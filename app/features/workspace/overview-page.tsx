import type { ReactNode } from "react";
import { Link } from "react-router";
import { Notice } from "~/components/ui/notice";
import { PageHeading } from "~/components/ui/page-heading";
import { StatCard } from "~/components/ui/stat-card";
import { formatInteger } from "~/lib/format";
import type { OverviewView } from "./overview-view.server";

const linkClasses = "font-semibold text-blue-800 underline underline-offset-4 hover:text-blue-950";

/**
 * The workspace at a glance, for a phone: what needs an answer, and a link to each section.
 * `notices` are what other areas flag (the out-of-date market facts), composed by the route.
 */
export function OverviewPage({ view, notices }: { view: OverviewView; notices?: ReactNode }) {
  const { name, owner, placeholders, examples, newLeads, subscribers, deliveries } = view;
  const notDelivered = deliveries.waiting + deliveries.retrying + deliveries.failed;
  return (
    <div className="space-y-6">
      <PageHeading title="Overview" />
      <p className="text-slate-700">Welcome, {name}.</p>
      {placeholders.length + examples.length > 0 ? (
        <Notice tone="red">
          {placeholders.length > 0 ? `The site still shows placeholder details (${placeholders.join(", ")}). ` : null}
          {examples.length > 0 ? `Not a real one yet: ${examples.join("; ")}. ` : null}
          Replace them with the broker&apos;s real ones before going live.{" "}
          {owner ? (
            <Link className="underline underline-offset-4" to="/studio/settings">
              Open Settings
            </Link>
          ) : (
            "An owner can change them in Settings."
          )}
        </Notice>
      ) : null}
      {notices}
      <ul className="grid gap-4 sm:grid-cols-3">
        <li>
          <StatCard
            label="New leads"
            value={formatInteger(newLeads)}
            detail={
              <Link className={linkClasses} to="/studio/leads?status=new">
                Open the inbox
              </Link>
            }
          />
        </li>
        <li>
          <StatCard
            label="Confirmed subscribers"
            value={formatInteger(subscribers.confirmed)}
            detail={`${formatInteger(subscribers.pending)} pending · ${formatInteger(subscribers.unsubscribed)} unsubscribed · ${formatInteger(subscribers.bounced)} bounced`}
          />
        </li>
        <li>
          <StatCard
            label="Deliveries not made"
            value={formatInteger(notDelivered)}
            detail={`${formatInteger(deliveries.failed)} failed · ${formatInteger(deliveries.retrying)} retrying`}
            detailTone={deliveries.failed > 0 ? "red" : "neutral"}
          />
        </li>
      </ul>
      <nav aria-label="Sections">
        <ul className="space-y-2">
          <li>
            <Link className={linkClasses} to="/studio/leads">
              Leads
            </Link>
            : read, answer and close contact requests.
          </li>
          <li>
            <Link className={linkClasses} to="/studio/subscribers">
              Subscribers
            </Link>
            : the newsletter list, its export and deletion requests.
          </li>
          <li>
            <Link className={linkClasses} to="/studio/deliveries">
              Deliveries
            </Link>
            : e-mails and sign-ups not delivered yet, and how far each weekly send has got.
          </li>
        </ul>
      </nav>
    </div>
  );
}
