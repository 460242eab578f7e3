import type { Route } from "./+types/studio.facts";
import { FactListPage } from "~/features/facts/fact-list-page";
import { factListView } from "~/features/facts/fact-views.server";
import { studioMeta } from "~/features/studio/studio-meta";
import { requireStudioUser } from "~/server/session.server";
import { appContextOf } from "~/server/app-context.server";

export function meta({ matches }: Route.MetaArgs) {
  return studioMeta("Market facts", matches);
}

/** Owners and editors: every named market fact the pages quote, its value and how old it is. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { services } = await requireStudioUser(request, appContextOf(context));
  return factListView(services.db);
}

export default function StudioFacts({ loaderData }: Route.ComponentProps) {
  return <FactListPage view={loaderData} />;
}
