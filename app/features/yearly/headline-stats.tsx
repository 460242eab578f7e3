import { CalendarClock, Home, TrendingUp } from "lucide-react";
import { StatCard } from "~/components/ui/stat-card";
import type { HeadlineView } from "./yearly-page-view.server";

/** Spec 9 "Yearly stats": contract growth, average days on market and homes sold, each with its year. */
export function HeadlineStats({ cards }: { cards: HeadlineView }) {
  return (
    <ul className="grid gap-6 md:grid-cols-3">
      <li className="break-inside-avoid">
        <StatCard {...cards.growth} icon={<TrendingUp className="size-6" />} className="h-full" />
      </li>
      <li className="break-inside-avoid">
        <StatCard {...cards.averageDom} icon={<CalendarClock className="size-6" />} className="h-full" />
      </li>
      <li className="break-inside-avoid">
        <StatCard {...cards.homesSold} icon={<Home className="size-6" />} className="h-full" />
      </li>
    </ul>
  );
}
