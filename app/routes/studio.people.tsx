import type { Route } from "./+types/studio.people";
import { peopleAction, peopleView } from "~/features/studio/people-actions.server";
import { PeoplePage } from "~/features/studio/people-page";
import { studioMeta } from "~/features/studio/studio-meta";
import { requireStudioUser } from "~/server/session.server";
import { appContextOf } from "~/server/app-context.server";

export function meta({ matches }: Route.MetaArgs) {
  return studioMeta("People", matches);
}

/** Owners only: everyone who may sign in. */
export async function loader({ request, context }: Route.LoaderArgs) {
  return peopleView(await requireStudioUser(request, appContextOf(context), { role: "owner" }));
}

export function action({ request, context }: Route.ActionArgs) {
  return peopleAction(request, appContextOf(context));
}

export default function People({ loaderData, actionData }: Route.ComponentProps) {
  return <PeoplePage view={loaderData} answer={actionData} />;
}
