import { ScrollBox } from "~/components/ui/scroll-box";
import { toneClasses, type Tone } from "~/lib/colour-rules";
import { formatInteger } from "~/lib/format";
import type { MatrixShade, ReductionMatrix } from "./aggregates";
import { dashboardContent } from "./dashboard-content";
import { DashboardPanel } from "./dashboard-panel";
import { LISTING_PRICE_BANDS } from "~/domain/price-bands";

const SHADE_TONE: Record<MatrixShade, Tone> = { green: "green", yellow: "yellow", grey: "neutral" };
const SHADE_LABEL: Record<MatrixShade, string> = { green: "high", yellow: "medium", grey: "low" };
const BUCKET_LABEL = { "0": "No reduction", "1": "1 reduction", "2+": "2 or more" } as const;

/** Reductions 0, 1, 2+ against the price bands, each cell shaded by its share of the busiest cell. */
export function ReductionPlaybook({ matrix }: { matrix: ReductionMatrix }) {
  return (
    <DashboardPanel
      id="reduction-playbook"
      title={dashboardContent.sections.matrix}
      intro={dashboardContent.sections.matrixIntro}
    >
      <ScrollBox
        label="Deals by reductions and price band"
        fitsFrom="36rem"
        className="relative rounded-xl border border-slate-200"
      >
        <table className="w-full min-w-[36rem] border-collapse text-sm">
          <caption className="sr-only">Deals by number of price reductions and price band</caption>
          <thead className="bg-slate-50 text-slate-700">
            <tr>
              <th scope="col" className="px-3 py-2.5 text-left font-semibold">
                Reductions
              </th>
              {LISTING_PRICE_BANDS.map((band) => (
                <th key={band} scope="col" className="px-3 py-2.5 text-center font-semibold">
                  {band}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {matrix.rows.map((row) => (
              <tr key={row.bucket} className="border-t border-slate-100">
                <th scope="row" className="px-3 py-2.5 text-left font-medium text-slate-900">
                  {BUCKET_LABEL[row.bucket]}
                </th>
                {row.cells.map((cell) => (
                  <td
                    key={cell.band}
                    className={`px-3 py-2.5 text-center font-semibold tabular-nums ${toneClasses[SHADE_TONE[cell.shade]].badge}`}
                  >
                    {formatInteger(cell.count)}
                    <span className="sr-only"> ({SHADE_LABEL[cell.shade]})</span>
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollBox>
    </DashboardPanel>
  );
}
