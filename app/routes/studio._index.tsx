import { Link } from "react-router";
import type { Route } from "./+types/studio._index";
import { StatCard } from "~/components/ui/stat-card";
import { StaleFactsNotice } from "~/features/facts/stale-facts-notice";
import { staleFactsNow } from "~/features/facts/fact-store.server";
import { requireStudioUser } from "~/server/session.server";
import { workspaceOverview } from "~/features/workspace/overview.server";
import { PageHeading } from "~/components/ui/page-heading";
import { formatInteger } from "~/lib/format";
import { studioMeta } from "~/features/studio/studio-meta";
import { Notice } from "~/components/ui/notice";
import { identityPlaceholders, placeholderWords } from "~/lib/site-identity";
import { currentIdentity } from "~/server/site-content.server";

export function meta({ matches }: Route.MetaArgs) {
  return studioMeta("Overview", matches);
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { services, user } = await requireStudioUser(request, context);
  // The warning `npm start` prints in production, judged on the identity the site shows (decision 110).
  // The shipped placeholders by name; a value typed that no real broker has, with why (not "shipped").
  const { shipped, examples } = placeholderWords(identityPlaceholders(await currentIdentity(services.db)));
  return {
    name: user.name || user.email,
    owner: user.role === "owner",
    placeholders: shipped,
    examples,
    ...(await workspaceOverview(services.db)),
    staleFacts: await staleFactsNow(services.db),
  };
}

const linkClasses = "font-semibold text-blue-800 underline underline-offset-4 hover:text-blue-950";

/** The workspace at a glance, for a phone: what needs an answer, and a link to each section. */
export default function StudioOverview({ loaderData }: Route.ComponentProps) {
  const { name, owner, placeholders, examples, newLeads, subscribers, deliveries } = loaderData;
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
      <StaleFactsNotice facts={loaderData.staleFacts} />
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
