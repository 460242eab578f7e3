import { tabFrom, UrlTabs } from "~/components/ui/tabs";
import type { GroupStats } from "./aggregates";
import { dashboardContent } from "./dashboard-content";
import { DashboardPanel } from "./dashboard-panel";
import { DEFAULT_WATCHLIST_TAB, WATCHLIST_PARAM, WATCHLIST_TABS, type DashboardQuery } from "./filters";
import { GroupTable } from "./group-table";

/** Brokerages (default) and Agents tabs; a row click filters by that firm or agent. */
export function CompetitorWatchlist({
  firms,
  agents,
  query,
}: {
  firms: readonly GroupStats[];
  agents: readonly GroupStats[];
  query: DashboardQuery;
}) {
  return (
    <DashboardPanel
      id="competitor-watchlist"
      title={dashboardContent.sections.watchlist}
      intro={dashboardContent.sections.watchlistIntro}
    >
      <UrlTabs
        label="Competitor Watchlist"
        param={WATCHLIST_PARAM}
        idPrefix="watchlist"
        tabs={[
          { id: "brokerages", label: "Brokerages" },
          { id: "agents", label: "Agents" },
        ]}
        selected={tabFrom(query.watch, WATCHLIST_TABS, DEFAULT_WATCHLIST_TAB)}
        defaultTab={DEFAULT_WATCHLIST_TAB}
        panels={{
          brokerages: (
            <GroupTable
              caption="Deals per brokerage"
              nameHeader="Brokerage"
              groups={firms}
              query={query}
              filterKey="firm"
              showTopDistrict
            />
          ),
          agents: (
            <GroupTable
              caption="Deals per agent"
              nameHeader="Agent"
              groups={agents}
              query={query}
              filterKey="agent"
              showTopDistrict
            />
          ),
        }}
      />
    </DashboardPanel>
  );
}
