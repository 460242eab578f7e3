import { Reveal } from "~/components/layout/reveal";
import { DrawnIcon, type IconDrawing } from "./lucide-icon";

const COLUMNS = {
  2: "md:grid-cols-2",
  3: "md:grid-cols-2 lg:grid-cols-3",
  4: "sm:grid-cols-2 lg:grid-cols-4",
} as const;

/** Cards of an icon (its drawing from the loader), a title and a sentence: home features, audience features and benefits. */
export function IconCardGrid({
  cards,
  columns = 4,
  className = "",
}: {
  cards: readonly { title: string; description: string; icon: IconDrawing }[];
  columns?: 2 | 3 | 4;
  className?: string;
}) {
  return (
    <ul className={`grid gap-6 ${COLUMNS[columns]} ${className}`.trim()}>
      {cards.map((card, index) => (
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
      ))}
    </ul>
  );
}
