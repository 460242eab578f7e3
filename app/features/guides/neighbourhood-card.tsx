import type { ReactNode } from "react";
import { Card } from "~/components/ui/card";
import { CheckList } from "~/components/ui/check-list";

export type NeighbourhoodFact = {
  label: string;
  value: ReactNode;
  /** Spans both columns (a long range). */ wide?: boolean;
};

/** A labelled line under the card's highlights: who buys there, how the market stands. */
export type NeighbourhoodNote = {
  label: string;
  /** The note's words; an empty one is left out. */
  text?: string;
  /** Set apart on a shaded panel (a market status) rather than a plain line. */
  panel?: boolean;
};

type NeighbourhoodCardProps = {
  name: string;
  /** A badge beside the name: a trend, a rank, a market status. */
  badge?: ReactNode;
  facts: readonly NeighbourhoodFact[];
  description?: string;
  highlightsTitle?: string;
  highlights?: readonly string[];
  notes?: readonly NeighbourhoodNote[];
  children?: ReactNode;
  as?: "li" | "article" | "div";
};

/** The first note sits a step further from the card's body than the notes after it. */
function noteClasses(note: NeighbourhoodNote, index: number): string {
  const margin = index === 0 ? "mt-4" : "mt-3";
  return note.panel
    ? `${margin} rounded-lg bg-slate-100 px-3 py-2 text-sm font-medium text-slate-800`
    : `${margin} text-sm text-slate-700`;
}

/** One neighbourhood: its name, its figures as a description list, a description, highlights and labelled notes. */
export function NeighbourhoodCard({
  name,
  badge,
  facts,
  description,
  highlightsTitle = "Highlights",
  highlights,
  notes = [],
  children,
  as = "li",
}: NeighbourhoodCardProps) {
  return (
    <Card as={as} className="flex flex-col">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h3 className="text-xl font-semibold text-slate-900">{name}</h3>
        {badge}
      </div>
      {facts.length ? (
        <dl className="mt-4 grid grid-cols-2 gap-x-4 gap-y-3">
          {facts.map((fact) => (
            <div key={fact.label} className={fact.wide ? "col-span-2" : undefined}>
              <dt className="text-xs font-semibold tracking-wide text-slate-600 uppercase">{fact.label}</dt>
              <dd className="mt-0.5 font-semibold text-slate-900 tabular-nums">{fact.value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      {description ? <p className="mt-4 text-slate-600">{description}</p> : null}
      {highlights?.length ? (
        <div className="mt-4">
          <h4 className="text-sm font-semibold text-slate-900">{highlightsTitle}</h4>
          <CheckList items={highlights} className="mt-2 text-sm" />
        </div>
      ) : null}
      {notes
        .filter((note) => note.text)
        .map((note, index) => (
          <p key={note.label} className={noteClasses(note, index)}>
            <span className="font-semibold">{`${note.label}: `}</span>
            {note.text}
          </p>
        ))}
      {children}
    </Card>
  );
}
