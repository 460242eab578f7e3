import { z } from "zod";
import type { Route } from "./+types/archive";
import { Card } from "~/components/ui/card";
import { PageHero } from "~/components/ui/page-hero";
import { PageSection } from "~/components/ui/page-section";
import { ArchiveQuarters, ArchiveSearch } from "~/features/reports/archive-search";
import { archiveQuarterOf, isSearching, newestFirst, newestQuartersFirst, searchArchive } from "~/domain/archive";
import { archiveWeeks } from "~/features/reports/market-report.server";
import { marketHistory } from "~/server/history-source.server";
import { quarterEntries } from "~/features/trends/quarter-view";
import { publishedWeeks, weeksDatabase } from "~/server/week-store.server";
import { pageMeta } from "~/lib/seo";
import { archiveCopy as copy, archiveMeta } from "~content/reports/archive";
import { appContextOf } from "~/server/app-context.server";

const querySchema = z.object({ q: z.string().max(200).catch("") });

// No `handle`: the page ships no JavaScript (decision 014); the search is a GET form filtered here.
export async function loader({ url, context }: Route.LoaderArgs) {
  const { q } = querySchema.parse({ q: url.searchParams.get("q") ?? "" });
  const published = await publishedWeeks(weeksDatabase(appContextOf(context)));
  // The quarterly reports beside the weeks, from the history (imported history weeks included); both
  // badged by the history's sample days (decision 120).
  const history = await marketHistory(appContextOf(context));
  const weeks = newestFirst(archiveWeeks(published, history.sample));
  const quarters = newestQuartersFirst(quarterEntries(history.contracts, history).map(archiveQuarterOf));
  return {
    shown: searchArchive(weeks, q),
    total: weeks.length,
    shownQuarters: searchArchive(quarters, q),
    totalQuarters: quarters.length,
    query: q,
    searching: isSearching(q),
  };
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, archiveMeta);
}

/** Every published week, and every quarterly report. */
export default function Archive({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHero eyebrow="Weekly reports" title={copy.title} intro={<p>{copy.intro}</p>} />
      <PageSection id="weeks" title={copy.listTitle} background="muted">
        <ArchiveSearch {...loaderData} copy={copy} />
      </PageSection>
      <PageSection id="quarters" title={copy.quartersTitle} intro={<p>{copy.quartersIntro}</p>}>
        <ArchiveQuarters quarters={loaderData.shownQuarters} copy={copy} />
      </PageSection>
      <PageSection id="about-archive" title={copy.infoTitle} background="muted">
        <div className="grid gap-6 md:grid-cols-2">
          {[copy.infoContains, copy.infoHowTo].map((panel) => (
            <Card key={panel.title}>
              <h3 className="text-lg font-semibold text-slate-900">{panel.title}</h3>
              <ul className="mt-3 list-disc space-y-2 pl-5 text-slate-700">
                {panel.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            </Card>
          ))}
        </div>
      </PageSection>
    </>
  );
}
