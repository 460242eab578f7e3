import type { Route } from "./+types/studio.subscribers.$id.market";
import { studioMeta } from "~/features/studio/studio-meta";
import { SubscriberMarketPage } from "~/features/newsletter/studio-subscriber-market-page";
import { subscriberMarketAction, subscriberMarketView } from "~/features/newsletter/studio-markets.server";
import { requireStudioUser } from "~/server/session.server";
import { appContextOf } from "~/server/app-context.server";

export function meta({ matches }: Route.MetaArgs) {
  return studioMeta("A subscriber's market", matches);
}

/** A subscriber's market in the form that changes it: owners only. */
export async function loader({ request, url, params, context }: Route.LoaderArgs) {
  const signed = await requireStudioUser(request, appContextOf(context), { role: "owner" });
  return subscriberMarketView(signed, params, url.searchParams);
}

/** Saves the market (a refused field named, 400, nothing stored) and audits "subscriber.market". */
export async function action({ request, params, context }: Route.ActionArgs) {
  const signed = await requireStudioUser(request, appContextOf(context), { role: "owner" });
  return subscriberMarketAction(signed, params, request);
}

export default function StudioSubscriberMarket({ loaderData, actionData }: Route.ComponentProps) {
  return <SubscriberMarketPage view={loaderData} answer={actionData} />;
}
