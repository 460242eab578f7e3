import { Card } from "~/components/ui/card";
import { PageHero } from "~/components/ui/page-hero";
import { PageSection } from "~/components/ui/page-section";
import { archiveCopy as copy } from "~content/reports/archive";
import type { ArchivePageData } from "./archive-page.server";
import { ArchiveQuarters, ArchiveSearch } from "./archive-search";

/** Every published week, and every quarterly report. */
export function ArchivePage({ view }: { view: ArchivePageData }) {
  return (
    <>
      <PageHero eyebrow="Weekly reports" title={copy.title} intro={<p>{copy.intro}</p>} />
      <PageSection id="weeks" title={copy.listTitle} background="muted">
        <ArchiveSearch {...view} copy={copy} />
      </PageSection>
      <PageSection id="quarters" title={copy.quartersTitle} intro={<p>{copy.quartersIntro}</p>}>
        <ArchiveQuarters quarters={view.shownQuarters} copy={copy} />
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
