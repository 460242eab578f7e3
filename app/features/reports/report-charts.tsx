import { ComputedBarChart, type ComputedBar } from "~/components/charts/computed-bar-chart";
import { PieChart, type PieSlice } from "~/components/charts/pie-chart";
import { Reveal } from "~/components/layout/reveal";
import { CHART_REVEAL_THRESHOLD } from "~/lib/timing";

type ReportChartsProps = {
  titles: { distribution: string; domByType: string; contractsByType: string };
  typePie: readonly PieSlice[];
  domByType: readonly ComputedBar[];
  contractsByType: readonly ComputedBar[];
};

function ChartCard({ title, index, children }: { title: string; index: number; children: React.ReactNode }) {
  return (
    <Reveal threshold={CHART_REVEAL_THRESHOLD} index={index} className="h-full">
      <div className="h-full rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
        <h3 className="mb-4 text-lg font-semibold text-slate-900">{title}</h3>
        {children}
      </div>
    </Reveal>
  );
}

/** Spec 2: the pie of property types and the two bar charts, drawn on the server, fading in once at 20 %. */
export function ReportCharts({ titles, typePie, domByType, contractsByType }: ReportChartsProps) {
  return (
    <div className="grid gap-6 lg:grid-cols-3">
      <ChartCard title={titles.distribution} index={0}>
        <PieChart title={titles.distribution} slices={typePie} />
      </ChartCard>
      <ChartCard title={titles.domByType} index={1}>
        <ComputedBarChart title={titles.domByType} bars={domByType} valueHeader="Average days" valueSuffix=" days" />
      </ChartCard>
      <ChartCard title={titles.contractsByType} index={2}>
        <ComputedBarChart title={titles.contractsByType} bars={contractsByType} valueHeader="Contracts" />
      </ChartCard>
    </div>
  );
}
