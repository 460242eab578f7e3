import type { Route } from "./+types/studio.settings";
import { settingsAction, settingsPageData } from "~/features/settings/settings-actions.server";
import { SettingsPage } from "~/features/settings/settings-page";
import { requireStudioUser } from "~/server/session.server";
import { studioMeta } from "~/features/studio/studio-meta";

export function meta({ matches }: Route.MetaArgs) {
  return studioMeta("Settings", matches);
}

/** Owners only: the broker's identity on every page (issue 28 item 1, decision 110). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { services } = await requireStudioUser(request, context, { role: "owner" });
  return settingsPageData(services.db);
}

export async function action({ request, context }: Route.ActionArgs) {
  const { user, services } = await requireStudioUser(request, context, { role: "owner" });
  return settingsAction(request, services.db, user);
}

export default function Settings({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <SettingsPage
      values={loaderData.values}
      image={loaderData.image}
      placeholders={loaderData.placeholders}
      examples={loaderData.examples}
      answer={actionData}
    />
  );
}
