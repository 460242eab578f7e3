import { Check, Flag, Zap } from "lucide-react";
import { Badge } from "~/components/ui/badge";
import type { ListingBadges } from "./aggregates";
import { dashboardContent } from "./dashboard-content";

const legend = dashboardContent.badgeLegend;

/** A row's badges, each an icon with a word (never colour or icon alone). */
export function ListingBadgeList({ badges }: { badges: ListingBadges }) {
  if (!badges.flag && !badges.fast && !badges.clean) return <span className="text-slate-500">None</span>;
  return (
    <span className="flex flex-wrap gap-1">
      {badges.flag ? (
        <Badge tone="red" className="gap-1">
          <Flag aria-hidden="true" className="size-3" /> 2+ cuts
        </Badge>
      ) : null}
      {badges.fast ? (
        <Badge tone="green" className="gap-1">
          <Zap aria-hidden="true" className="size-3" /> Fast
        </Badge>
      ) : null}
      {badges.clean ? (
        <Badge tone="neutral" className="gap-1">
          <Check aria-hidden="true" className="size-3" /> Clean
        </Badge>
      ) : null}
    </span>
  );
}

/** The legend above the listings table. */
export function BadgeLegend() {
  return (
    <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-700">
      <li className="inline-flex items-center gap-1">
        <Flag aria-hidden="true" className="size-4 text-red-700" /> {legend.flag}
      </li>
      <li className="inline-flex items-center gap-1">
        <Zap aria-hidden="true" className="size-4 text-emerald-700" /> {legend.fast}
      </li>
      <li className="inline-flex items-center gap-1">
        <Check aria-hidden="true" className="size-4 text-slate-700" /> {legend.clean}
      </li>
    </ul>
  );
}
