import type { Route } from "./+types/studio._index";
import { staleFactsNow } from "~/features/facts/fact-store.server";
import { StaleFactsNotice } from "~/features/facts/stale-facts-notice";
import { studioMeta } from "~/features/studio/studio-meta";
import { OverviewPage } from "~/features/workspace/overview-page";
import { overviewView } from "~/features/workspace/overview-view.server";
import { requireStudioUser } from "~/server/session.server";
import { appContextOf } from "~/server/app-context.server";

export function meta({ matches }: Route.MetaArgs) {
  return studioMeta("Overview", matches);
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { services, user } = await requireStudioUser(request, appContextOf(context));
  return { ...(await overviewView(services.db, user)), staleFacts: await staleFactsNow(services.db) };
}

/** The workspace at a glance; the route adds the market facts' flag, which the facts area owns. */
export default function StudioOverview({ loaderData }: Route.ComponentProps) {
  return <OverviewPage view={loaderData} notices={<StaleFactsNotice facts={loaderData.staleFacts} />} />;
}
