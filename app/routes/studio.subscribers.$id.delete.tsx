import type { Route } from "./+types/studio.subscribers.$id.delete";
import { studioMeta } from "~/features/studio/studio-meta";
import { deletePersonDataAction, personDataView, subscriberIdOf } from "~/features/workspace/subscriber-actions.server";
import { DeletePersonDataPage } from "~/features/workspace/subscriber-delete-page";
import { requireStudioUser } from "~/server/session.server";
import { appContextOf } from "~/server/app-context.server";

export function meta({ matches }: Route.MetaArgs) {
  return studioMeta("Delete a person’s data", matches);
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { services } = await requireStudioUser(request, appContextOf(context));
  return personDataView(services.db, subscriberIdOf(params));
}

/** Deletes the address's leads, sign-ups and deliveries, then back to the list with the counts. */
export async function action({ request, context, params }: Route.ActionArgs) {
  const signed = await requireStudioUser(request, appContextOf(context));
  return deletePersonDataAction(request, subscriberIdOf(params), signed);
}

/** The confirmation step of a deletion request: what will be deleted, and the button that does it. */
export default function DeletePersonData({ loaderData, actionData }: Route.ComponentProps) {
  return <DeletePersonDataPage view={loaderData} answer={actionData} />;
}
