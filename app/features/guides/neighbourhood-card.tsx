import type { ReactNode } from "react";
import { Card } from "~/components/ui/card";
import { CheckList } from "~/components/ui/check-list";

export type NeighbourhoodFact = {
  label: string;
  value: ReactNode;
  /** Spans both columns (a long range). */ wide?: boolean;
};

type NeighbourhoodCardProps = {
  name: string;
  /** A badge beside the name: a trend, a rank, a market status. */
  badge?: ReactNode;
  facts: readonly NeighbourhoodFact[];
  description?: string;
  highlightsTitle?: string;
  highlights?: readonly string[];
  children?: ReactNode;
  as?: "li" | "article" | "div";
};

/** One neighbourhood: its name, its figures as a description list, a description and highlights. */
export function NeighbourhoodCard({
  name,
  badge,
  facts,
  description,
  highlightsTitle = "Highlights",
  highlights,
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
      {children}
    </Card>
  );
}
