import type { Route } from "./+types/preferences";
import { PreferencesPage } from "~/features/newsletter/preferences-page";
import {
  preferencesAction,
  preferencesLoader,
  type PreferencesAnswer,
} from "~/features/newsletter/preferences-page.server";
import { appContextOf } from "~/server/app-context.server";

// The preferences link of every e-mail (decision 148): opening it changes nothing; its posts save
// the market or unsubscribe. An unknown link is 404, an expired one 410.
export async function loader({ params, context }: Route.LoaderArgs) {
  return preferencesLoader(appContextOf(context), params.token);
}

export async function action({ request, params, context }: Route.ActionArgs) {
  return preferencesAction(request, appContextOf(context), params.token);
}

export function meta() {
  return [{ title: "Your e-mail preferences | Greenwich Market Report" }, { name: "robots", content: "noindex" }];
}

export default function Preferences({ loaderData, actionData }: Route.ComponentProps) {
  return <PreferencesPage answer={(actionData ?? loaderData) as PreferencesAnswer} />;
}
