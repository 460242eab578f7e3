import { DrawnIcon } from "~/components/ui/lucide-icon";
import type { MarketConditionCard } from "./buyer-cards.server";

/** The buyer page's three market-condition cards, from the home page's market-now statistics. */
export function MarketConditions({ conditions }: { conditions: readonly MarketConditionCard[] }) {
  return (
    <ul className="grid gap-6 md:grid-cols-3">
      {conditions.map(({ title, statistic, meaning, trendIcon }) => (
        <li key={title} className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
          <h3 className="text-lg font-semibold text-slate-900">{title}</h3>
          <p className="mt-3 text-sm font-medium text-slate-600">
            {statistic.label}, {statistic.period}
          </p>
          <p className="text-3xl font-bold tracking-tight text-blue-900 tabular-nums">{statistic.value}</p>
          {statistic.basis ? <p className="text-sm text-slate-600">{statistic.basis}</p> : null}
          <p className="mt-1 flex items-center gap-1.5 text-sm font-semibold text-slate-700">
            <DrawnIcon icon={trendIcon} aria-hidden="true" className="size-4" />
            {statistic.change ? <span className="tabular-nums">{statistic.change}</span> : null}
            <span className="font-normal text-slate-600">{statistic.comparison}</span>
          </p>
          <p className="mt-4 flex-1 text-slate-600">{meaning}</p>
        </li>
      ))}
    </ul>
  );
}
