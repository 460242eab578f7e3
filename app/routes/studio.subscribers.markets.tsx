import type { Route } from "./+types/studio.subscribers.markets";
import { studioMeta } from "~/features/studio/studio-meta";
import { MarketsPage } from "~/features/newsletter/studio-markets-page";
import { marketsView, marketTestSendAction } from "~/features/newsletter/studio-markets.server";
import { requireStudioUser } from "~/server/session.server";
import { appContextOf } from "~/server/app-context.server";

export function meta({ matches }: Route.MetaArgs) {
  return studioMeta("Subscribers' markets", matches);
}

/** The confirmed subscribers per village and cadence, and the e-mail of the market chosen in the query. */
export async function loader({ request, url, context }: Route.LoaderArgs) {
  return marketsView(await requireStudioUser(request, appContextOf(context)), url.searchParams);
}

/** "Send a test to me": the previewed market's e-mail to the signed-in person only. */
export async function action({ request, context }: Route.ActionArgs) {
  return marketTestSendAction(await requireStudioUser(request, appContextOf(context)), request);
}

export default function StudioSubscriberMarkets({ loaderData, actionData }: Route.ComponentProps) {
  return <MarketsPage view={loaderData} answer={actionData} />;
}
