import { Link } from "react-router";

/** A figure as a page writes it (the registry's `figureText`) and what it rests on ("on 48 listings"). */
export type CardFigure = { text: string; basis: string | null };

/** One measure: its figure now, and each figure it is compared with, with the change where there is one. */
export type FigureCard = {
  id: string;
  label: string;
  now: CardFigure;
  comparisons: readonly { term: string; figure: CardFigure; change?: string | null }[];
  /** Where its trend is drawn. */
  link?: { to: string; text: string };
};

/**
 * Measures as cards, each with its figure and the figures it is compared with: one column on a phone
 * (no table to scroll sideways), up to `columns` on a wide screen. Each card's title is an <h3>.
 */
export function FigureCards({ cards, columns = 3 }: { cards: readonly FigureCard[]; columns?: 3 | 4 }) {
  return (
    <ul className={`grid grid-cols-1 gap-4 sm:grid-cols-2 ${columns === 4 ? "lg:grid-cols-4" : "lg:grid-cols-3"}`}>
      {cards.map((card) => (
        <li
          key={card.id}
          className="flex break-inside-avoid flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
          data-measure={card.id}
        >
          <h3 className="text-sm font-medium text-slate-600">{card.label}</h3>
          <p className="mt-2 text-2xl font-bold tracking-tight text-slate-900 tabular-nums">{card.now.text}</p>
          {card.now.basis ? <p className="text-sm text-slate-600">{card.now.basis}</p> : null}
          <dl className="mt-3 space-y-2 text-sm">
            {card.comparisons.map((comparison) => (
              <div key={comparison.term} className="flex justify-between gap-3">
                <dt className="text-slate-600">{comparison.term}</dt>
                <dd className="text-right text-slate-900 tabular-nums">
                  <span className="font-medium">{comparison.figure.text}</span>
                  {comparison.change ? <span className="block text-slate-600">{comparison.change}</span> : null}
                  {comparison.figure.basis ? (
                    <span className="block text-slate-600">{comparison.figure.basis}</span>
                  ) : null}
                </dd>
              </div>
            ))}
          </dl>
          {card.link ? (
            <p className="mt-auto pt-3 text-sm print:hidden">
              <Link
                to={card.link.to}
                className="font-semibold text-blue-900 underline underline-offset-2 hover:text-blue-700"
              >
                {card.link.text}
                <span className="sr-only">: {card.label}</span>
              </Link>
            </p>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
