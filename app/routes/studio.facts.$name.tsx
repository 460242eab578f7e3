import type { Route } from "./+types/studio.facts.$name";
import { factAction } from "~/features/facts/fact-actions.server";
import { FactPage } from "~/features/facts/fact-page";
import { factPageView } from "~/features/facts/fact-views.server";
import { studioMeta } from "~/features/studio/studio-meta";
import { recordAudit } from "~/server/audit.server";
import { requireStudioUser } from "~/server/session.server";
import { appContextOf } from "~/server/app-context.server";

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return studioMeta(loaderData ? loaderData.fact.measures : "Market fact", matches);
}

/** Owners and editors: one fact's edit form and the values it had before. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { services } = await requireStudioUser(request, appContextOf(context));
  return factPageView(services.db, params.name);
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const { user, services } = await requireStudioUser(request, appContextOf(context));
  return factAction(request, params.name, services.db, user, recordAudit);
}

export default function StudioFact({ loaderData, actionData }: Route.ComponentProps) {
  return <FactPage view={loaderData} answer={actionData} />;
}
