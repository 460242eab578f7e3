import type { Route } from "./+types/studio.leads.$id";
import { studioMeta } from "~/features/studio/studio-meta";
import { leadAction, leadIdOf, leadView } from "~/features/workspace/lead-actions.server";
import { LeadPage } from "~/features/workspace/lead-page";
import { requireStudioUser } from "~/server/session.server";
import { appContextOf } from "~/server/app-context.server";

export function meta({ matches }: Route.MetaArgs) {
  return studioMeta("Lead", matches);
}

export async function loader({ request, url, context, params }: Route.LoaderArgs) {
  const { services } = await requireStudioUser(request, appContextOf(context));
  return leadView(services.db, leadIdOf(params), url.searchParams);
}

/** Saves the status and the private note; 400 with the messages for bad input, nothing stored. */
export async function action({ request, context, params }: Route.ActionArgs) {
  const signed = await requireStudioUser(request, appContextOf(context));
  return leadAction(request, leadIdOf(params), signed);
}

/** One lead: what they sent, one-tap reply, and its status and private note. */
export default function StudioLead({ loaderData, actionData }: Route.ComponentProps) {
  return <LeadPage view={loaderData} answer={actionData} />;
}
