import type { Route } from "./+types/studio.subscribers";
import { studioMeta } from "~/features/studio/studio-meta";
import { subscribersView } from "~/features/workspace/subscriber-actions.server";
import { SubscribersPage } from "~/features/workspace/subscribers-page";
import { requireStudioUser } from "~/server/session.server";
import { appContextOf } from "~/server/app-context.server";

export function meta({ matches }: Route.MetaArgs) {
  return studioMeta("Subscribers", matches);
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { services } = await requireStudioUser(request, appContextOf(context));
  return subscribersView(services.db, new URL(request.url).searchParams);
}

/** The newsletter's sign-ups: search, status, export, and a person's deletion request. */
export default function StudioSubscribers({ loaderData }: Route.ComponentProps) {
  return <SubscribersPage view={loaderData} />;
}
