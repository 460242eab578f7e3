import type { GroupStats } from "./aggregates";
import { dashboardContent } from "./dashboard-content";
import { DashboardPanel } from "./dashboard-panel";
import type { DashboardQuery } from "./filters";
import { GroupTable } from "./group-table";

/** District Momentum; a row click toggles the district filter. */
export function DistrictMomentum({ districts, query }: { districts: readonly GroupStats[]; query: DashboardQuery }) {
  return (
    <DashboardPanel
      id="district-momentum"
      title={dashboardContent.sections.districts}
      intro={dashboardContent.sections.districtsIntro}
    >
      <GroupTable
        caption="Deals per district"
        nameHeader="District"
        groups={districts}
        query={query}
        filterKey="district"
        showTopDistrict={false}
      />
    </DashboardPanel>
  );
}
