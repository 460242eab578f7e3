import type { Route } from "./+types/studio.deliveries";
import { studioMeta } from "~/features/studio/studio-meta";
import { deliveriesView, retryAction } from "~/features/workspace/deliveries-actions.server";
import { DeliveriesPage } from "~/features/workspace/deliveries-page";
import { requireStudioUser } from "~/server/session.server";
import { appContextOf } from "~/server/app-context.server";

export function meta({ matches }: Route.MetaArgs) {
  return studioMeta("Deliveries", matches);
}

export async function loader({ request, url, context }: Route.LoaderArgs) {
  const { services } = await requireStudioUser(request, appContextOf(context));
  return deliveriesView(services.db, url.searchParams);
}

/** "Retry now": the row is due at once and the worker is woken. */
export async function action({ request, context }: Route.ActionArgs) {
  return retryAction(request, await requireStudioUser(request, appContextOf(context)));
}

/** What is still owed to the outside world, why it failed, and each weekly send's progress. */
export default function StudioDeliveries({ loaderData, actionData }: Route.ComponentProps) {
  return <DeliveriesPage view={loaderData} answer={actionData} />;
}
