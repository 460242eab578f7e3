import type { Route } from "./+types/studio.subscribers";
import { studioMeta } from "~/features/studio/studio-meta";
import { storedChoiceWords } from "~/features/newsletter/studio-markets";
import { subscribersView } from "~/features/workspace/subscriber-actions.server";
import { SubscribersPage } from "~/features/workspace/subscribers-page";
import { requireStudioUser } from "~/server/session.server";
import { appContextOf } from "~/server/app-context.server";

export function meta({ matches }: Route.MetaArgs) {
  return studioMeta("Subscribers", matches);
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const signed = await requireStudioUser(request, appContextOf(context));
  return subscribersView(signed, new URL(request.url).searchParams, storedChoiceWords);
}

/** The newsletter's sign-ups with their markets: search, status, export, and a person's deletion request. */
export default function StudioSubscribers({ loaderData }: Route.ComponentProps) {
  return <SubscribersPage view={loaderData} />;
}
