import { ScrollBox } from "~/components/ui/scroll-box";
import { formatInteger, formatPercent } from "~/lib/format";
import { leadersLabel } from "~/lib/leaders";
import { formatDays } from "./days";
import { dealsFigureText, type GroupStats } from "./aggregates";
import { toggleFilters, type DashboardQuery, type FilterKey, type Filters } from "./filters";
import { QueryLink } from "./query-link";

const BANDS = { one: "band", other: "bands" };
const DISTRICTS = { one: "district", other: "districts" };

/** The filters a row sets: its district or firm, or an agent with their own firm (decision 128). */
function rowFilters(group: GroupStats, filterKey: FilterKey): Filters {
  return filterKey === "agent" && group.firm !== null
    ? { agent: group.name, firm: group.firm }
    : { [filterKey]: group.name };
}

/**
 * Per-district, firm or agent figures. The name in each row is a link that toggles that filter and
 * stretches over the whole row, so a click anywhere on the row filters (and it works without JavaScript).
 */
export function GroupTable({
  caption,
  nameHeader,
  groups,
  query,
  filterKey,
  showTopDistrict,
}: {
  caption: string;
  nameHeader: string;
  groups: readonly GroupStats[];
  query: DashboardQuery;
  filterKey: FilterKey;
  showTopDistrict: boolean;
}) {
  const cell = "px-3 py-2.5 text-right tabular-nums text-slate-700";
  return (
    <ScrollBox label={caption} fitsFrom="34rem" className="relative rounded-xl border border-slate-200">
      <table className="w-full min-w-[34rem] border-collapse text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50 text-slate-700">
          <tr>
            <th scope="col" className="px-3 py-2.5 font-semibold">
              {nameHeader}
            </th>
            <th scope="col" className="px-3 py-2.5 text-right font-semibold">
              Deals
            </th>
            <th scope="col" className="px-3 py-2.5 text-right font-semibold">
              Share
            </th>
            <th scope="col" className="px-3 py-2.5 text-right font-semibold">
              Median ADOM
            </th>
            <th scope="col" className="px-3 py-2.5 text-right font-semibold">
              Median cut
            </th>
            <th scope="col" className="px-3 py-2.5 font-semibold">
              Top band
            </th>
            {showTopDistrict ? (
              <th scope="col" className="px-3 py-2.5 font-semibold">
                Top district
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody>
          {groups.length === 0 ? (
            <tr>
              <td colSpan={showTopDistrict ? 7 : 6} className="px-3 py-4 text-slate-600">
                No listings match these filters.
              </td>
            </tr>
          ) : null}
          {groups.map((group) => {
            const filters = rowFilters(group, filterKey);
            const selected = Object.entries(filters).every(([key, value]) => query.filters[key as FilterKey] === value);
            const ofFirm = filterKey === "agent" ? group.firm : null;
            return (
              <tr
                key={`${group.name}|${group.firm ?? ""}`}
                className={`relative border-t border-slate-100 hover:bg-blue-50 ${selected ? "bg-blue-50" : ""}`}
              >
                <th scope="row" className="px-3 py-2.5 font-medium">
                  <QueryLink
                    query={toggleFilters(query, filters)}
                    current={selected}
                    className="text-blue-900 underline-offset-2 after:absolute after:inset-0 hover:underline"
                  >
                    {group.name}
                    {ofFirm ? <span className="block text-xs font-normal text-slate-600">{ofFirm}</span> : null}
                    {selected ? <span className="ml-2 text-xs font-semibold text-slate-700">(filtered)</span> : null}
                  </QueryLink>
                </th>
                <td className={cell}>{formatInteger(group.count)}</td>
                <td className={cell}>{formatPercent(group.share * 100, 0)}</td>
                <td className={cell}>{dealsFigureText(group.medianAdom, (value) => `${formatDays(value)} d`)}</td>
                <td className={cell}>{dealsFigureText(group.medianCutPercent, (value) => formatPercent(value))}</td>
                <td className="px-3 py-2.5 text-slate-700">{leadersLabel(group.topBands, BANDS)}</td>
                {showTopDistrict ? (
                  <td className="px-3 py-2.5 text-slate-700">{leadersLabel(group.topDistricts, DISTRICTS)}</td>
                ) : null}
              </tr>
            );
          })}
        </tbody>
      </table>
    </ScrollBox>
  );
}
