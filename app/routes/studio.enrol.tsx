import type { Route } from "./+types/studio.enrol";
import { enrolAction, enrolView } from "~/features/studio/enrol-action.server";
import { EnrolPage } from "~/features/studio/enrol-page";
import { studioMeta } from "~/features/studio/studio-meta";
import { HYDRATE, WORKSPACE } from "~/lib/route-handle";
import { appContextOf } from "~/server/app-context.server";

// The passkey ceremony needs JavaScript; without it the page still offers to continue (decision 081).
export const handle = { ...HYDRATE, ...WORKSPACE };

export function meta({ matches }: Route.MetaArgs) {
  return studioMeta("Add a passkey", matches);
}

/** Checks the link in the address: unknown (404), used or expired (410), or whose it is. */
export function loader({ request, context }: Route.LoaderArgs) {
  return enrolView(request, appContextOf(context));
}

export function action({ request, context }: Route.ActionArgs) {
  return enrolAction(request, appContextOf(context));
}

export default function Enrol({ loaderData, actionData }: Route.ComponentProps) {
  return <EnrolPage view={loaderData} answer={actionData} />;
}
