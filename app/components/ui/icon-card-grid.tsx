import { InfoCardGrid, type InfoCard } from "./info-card-grid";
import type { IconDrawing } from "./lucide-icon";

/** The card grid with an icon on each card, revealed on scroll: home features, audience features and benefits. */
export function IconCardGrid({
  cards,
  columns = 4,
  className = "",
}: {
  cards: readonly (InfoCard & { icon: IconDrawing })[];
  columns?: 2 | 3 | 4;
  className?: string;
}) {
  return (
    <InfoCardGrid cards={cards} columns={columns === 4 ? "4-pairs-at-sm" : columns} reveal className={className} />
  );
}
