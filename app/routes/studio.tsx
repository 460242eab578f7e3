import type { Route } from "./+types/studio";
import { StudioLayoutPage } from "~/features/studio/studio-layout-page";
import { studioMeta } from "~/features/studio/studio-meta";
import { studioNavFor } from "~/features/studio/studio-nav";
import { WORKSPACE } from "~/lib/route-handle";
import { requireStudioUser } from "~/server/session.server";
import { appContextOf } from "~/server/app-context.server";

export const handle = WORKSPACE;

export function meta({ matches }: Route.MetaArgs) {
  return studioMeta(undefined, matches);
}

/** The signed-in person and their menu. Each child route checks the session itself as well. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { user } = await requireStudioUser(request, appContextOf(context));
  return { user, nav: studioNavFor(user.role) };
}

export default function StudioLayout({ loaderData }: Route.ComponentProps) {
  return <StudioLayoutPage view={loaderData} />;
}
