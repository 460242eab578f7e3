import { Card } from "~/components/ui/card";
import type { InfoCard } from "~content/guides/types";
import { CheckList } from "./check-list";

/** A grid of titled cards with a text and optional bullets. */
export function InfoCardGrid({ cards, columns = 3 }: { cards: readonly InfoCard[]; columns?: 2 | 3 | 4 }) {
  const grid = { 2: "md:grid-cols-2", 3: "md:grid-cols-2 lg:grid-cols-3", 4: "md:grid-cols-2 lg:grid-cols-4" }[columns];
  return (
    <ul className={`grid gap-6 ${grid}`}>
      {cards.map((card) => (
        <Card as="li" key={card.title}>
          <h3 className="text-lg font-semibold text-slate-900">{card.title}</h3>
          <p className="mt-2 text-slate-600">{card.description}</p>
          {card.points?.length ? <CheckList items={card.points} className="mt-4 text-sm" /> : null}
        </Card>
      ))}
    </ul>
  );
}
