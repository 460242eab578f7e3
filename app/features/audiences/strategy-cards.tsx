import { Badge } from "~/components/ui/badge";
import { riskTone } from "~/lib/colour-rules";
import type { InvestmentStrategy } from "~content/audiences/investor";

/** The investor strategies: target return, timeframe and a risk badge coloured by app/lib/colour-rules.ts. */
export function StrategyCards({
  strategies,
  labels,
}: {
  strategies: readonly InvestmentStrategy[];
  labels: { targetReturn: string; timeframe: string; riskLevel: string };
}) {
  return (
    <ul className="grid gap-6 md:grid-cols-2">
      {strategies.map((strategy) => (
        <li
          key={strategy.strategy}
          className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
        >
          <h3 className="text-xl font-semibold text-slate-900">{strategy.strategy}</h3>
          <p className="mt-2 flex-1 text-slate-600">{strategy.description}</p>
          <dl className="mt-5 grid grid-cols-1 gap-4 border-t border-slate-100 pt-4 text-sm sm:grid-cols-3">
            <div>
              <dt className="text-slate-600">{labels.targetReturn}</dt>
              <dd className="mt-0.5 font-semibold text-slate-900">{strategy.targetReturn}</dd>
            </div>
            <div>
              <dt className="text-slate-600">{labels.timeframe}</dt>
              <dd className="mt-0.5 font-semibold text-slate-900">{strategy.timeframe}</dd>
            </div>
            <div>
              <dt className="text-slate-600">{labels.riskLevel}</dt>
              <dd className="mt-1">
                <Badge tone={riskTone(strategy.riskLevel)}>{strategy.riskLevel}</Badge>
              </dd>
            </div>
          </dl>
        </li>
      ))}
    </ul>
  );
}
