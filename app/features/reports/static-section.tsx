import { PageSection } from "~/components/ui/page-section";
import type { StaticSectionView } from "./report-markup.server";

/** A section of the report that needs no JavaScript: its heading, then the HTML the loader drew in `tag`. */
export function StaticSection({ section }: { section: StaticSectionView }) {
  const { tag: Tag, className, html, ...heading } = section;
  return (
    <PageSection {...heading}>
      <Tag className={className} dangerouslySetInnerHTML={{ __html: html }} />
    </PageSection>
  );
}
