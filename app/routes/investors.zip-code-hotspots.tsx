import type { Route } from "./+types/investors.zip-code-hotspots";
import { ZipHotspotsPage } from "~/features/investors/zip-hotspots-page";
import { zipHotspotsPageView } from "~/features/investors/investor-page-view";
import { zipHotspotsView } from "~/features/investors/investor-pages.server";
import { sampleWeekNumbers } from "~/server/week-store.server";
import { publishedWeeks, weeksDatabase } from "~/server/week-store.server";
import { pageMeta } from "~/lib/seo";
import { appContextOf } from "~/server/app-context.server";

// The words and the formatted figures travel as loader data, not as JavaScript (decision 004).
export async function loader({ context }: Route.LoaderArgs) {
  const db = weeksDatabase(appContextOf(context));
  // publishedWeeks loads the seed weeks into an empty database: ask which are samples after it.
  const weeks = await publishedWeeks(db);
  const sampleWeeks = await sampleWeekNumbers(db);
  return { page: zipHotspotsPageView(zipHotspotsView(weeks), sampleWeeks.size > 0) };
}

export function meta(args: Route.MetaArgs) {
  return args.loaderData ? pageMeta(args, args.loaderData.page.meta) : [];
}

/** Sales by ZIP code and type, computed from the weekly contracts. */
export default function ZipCodeHotspots({ loaderData: { page } }: Route.ComponentProps) {
  return <ZipHotspotsPage page={page} />;
}
