import { data } from "react-router";
import type { Route } from "./+types/studio.yearly";
import { studioMeta } from "~/features/studio/studio-meta";
import { completeYears } from "~/domain/quarters";
import { parseYear } from "~/features/yearly/year-figures";
import { YEARLY_PATH, yearHref } from "~/features/yearly/year-view";
import { wordsText } from "~/features/yearly/year-words";
import { yearWordsAction } from "~/features/yearly/year-words-actions.server";
import { YearWordsPage, type YearWordsPageView } from "~/features/yearly/year-words-page";
import { readYearWords, yearsWithWords } from "~/features/yearly/year-words-store.server";
import { recordAudit } from "~/server/audit.server";
import { marketHistory } from "~/server/history-source.server";
import { requireStudioUser } from "~/server/session.server";
import { appContextOf } from "~/server/app-context.server";

export function meta({ matches }: Route.MetaArgs) {
  return studioMeta("Yearly review", matches);
}

/** Owners and editors: the words of a year's review (`?year=`, the newest complete year by default). */
export async function loader({ request, url, context }: Route.LoaderArgs) {
  const { services } = await requireStudioUser(request, appContextOf(context));
  const years = completeYears(await marketHistory(appContextOf(context)));
  const asked = url.searchParams.get("year");
  const year = asked === null ? (years[0] ?? null) : parseYear(asked);
  if (asked !== null && (year === null || !years.includes(year))) {
    throw data(`The history does not hold all of "${asked}": choose one of the years listed.`, { status: 404 });
  }
  const written = new Set(await yearsWithWords(services.db));
  return {
    year,
    years: years.map((held) => ({
      year: held,
      href: `/studio/yearly?year=${held}`,
      written: written.has(held),
      current: held === year,
    })),
    publicHref: year === null ? YEARLY_PATH : yearHref(year, years[0]!),
    values: year === null ? { summary: "", outlook: "" } : wordsText(await readYearWords(services.db, year)),
  } satisfies YearWordsPageView;
}

export async function action({ request, context }: Route.ActionArgs) {
  const { user, services } = await requireStudioUser(request, appContextOf(context));
  return yearWordsAction(request, services.db, await marketHistory(appContextOf(context)), user, recordAudit);
}

export default function StudioYearly({ loaderData, actionData }: Route.ComponentProps) {
  return <YearWordsPage view={loaderData} answer={actionData} />;
}
