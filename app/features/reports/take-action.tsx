import { ButtonLink } from "~/components/ui/button-link";
import type { ToolCard } from "./take-action-links";

/**
 * The six tool cards: each one's link opens what does that job on the site
 * today, or the contact form asking the broker for the tool. Links only, so they work without
 * JavaScript.
 */
export function TakeAction({ cards }: { cards: readonly ToolCard[] }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {cards.map((card) => (
        <li key={card.id} className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
          <h3 className="text-lg font-semibold text-slate-900">{card.title}</h3>
          <p className="mt-2 flex-1 text-slate-600">{card.description}</p>
          <ButtonLink to={card.action.href} variant="secondary" className="mt-4 w-full text-center">
            {card.action.label}
          </ButtonLink>
        </li>
      ))}
    </ul>
  );
}
