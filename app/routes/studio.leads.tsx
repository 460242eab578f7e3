import type { Route } from "./+types/studio.leads";
import { studioMeta } from "~/features/studio/studio-meta";
import { LeadsPage } from "~/features/workspace/leads-page";
import { leadsView } from "~/features/workspace/leads-view.server";
import { requireStudioUser } from "~/server/session.server";
import { appContextOf } from "~/server/app-context.server";

export function meta({ matches }: Route.MetaArgs) {
  return studioMeta("Leads", matches);
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { services } = await requireStudioUser(request, appContextOf(context));
  return leadsView(services.db, new URL(request.url).searchParams);
}

/** The leads inbox: newest first, searchable, filtered by status, a card per lead. */
export default function StudioLeads({ loaderData }: Route.ComponentProps) {
  return <LeadsPage view={loaderData} />;
}
