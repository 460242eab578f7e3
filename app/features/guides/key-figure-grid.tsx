import type { KeyFigure } from "~content/guides/types";

/** Large figures with a label and a note (cost statistics, return statistics). */
export function KeyFigureGrid({ figures }: { figures: readonly KeyFigure[] }) {
  return (
    <ul className="grid gap-6 md:grid-cols-3">
      {figures.map((figure) => (
        <li key={figure.label} className="rounded-2xl bg-blue-950 p-6 text-white shadow-lg shadow-blue-950/20">
          <p className="text-4xl font-bold tracking-tight text-amber-300 tabular-nums">{figure.value}</p>
          <p className="mt-2 text-lg font-semibold">{figure.label}</p>
          <p className="mt-1 text-sm text-blue-100">{figure.note}</p>
        </li>
      ))}
    </ul>
  );
}
