import { DrawnIcon } from "~/components/ui/lucide-icon";
import { Reveal } from "~/components/layout/reveal";
import type { AudienceCard } from "~content/audiences/types";
import type { WithIconDrawing } from "./audience-icons.server";

const COLUMNS = {
  2: "md:grid-cols-2",
  3: "md:grid-cols-2 lg:grid-cols-3",
  4: "sm:grid-cols-2 lg:grid-cols-4",
} as const;

/** Feature and benefit cards: an icon, a title and a sentence each. */
export function AudienceCardGrid({
  cards,
  columns = 4,
}: {
  cards: readonly WithIconDrawing<AudienceCard>[];
  columns?: 2 | 3 | 4;
}) {
  return (
    <ul className={`grid gap-6 ${COLUMNS[columns]}`}>
      {cards.map((card, index) => {
        return (
          <Reveal
            as="li"
            key={card.title}
            index={index}
            className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
          >
            <span className="grid size-12 place-items-center rounded-xl bg-blue-900/10 text-blue-900">
              <DrawnIcon icon={card.icon} aria-hidden="true" className="size-6" />
            </span>
            <h3 className="mt-5 text-lg font-semibold text-slate-900">{card.title}</h3>
            <p className="mt-2 text-slate-600">{card.description}</p>
          </Reveal>
        );
      })}
    </ul>
  );
}
