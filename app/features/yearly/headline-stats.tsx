import { CalendarClock, Home, TrendingUp } from "lucide-react";
import { StatCard } from "~/components/ui/stat-card";
import { formatInteger, formatSignedPercent } from "~/lib/format";
import { trendTone } from "~/lib/colour-rules";
import { yearlyPage } from "~content/yearly/yearly-page";
import { changeDirection, type headlineFigures } from "./yearly-review";

const text = yearlyPage.headline;

/** Spec 9 "Yearly stats": contract growth, average days on market and homes sold, computed from the data. */
export function HeadlineStats({
  figures,
  year,
  previousYear,
}: {
  figures: ReturnType<typeof headlineFigures>;
  year: number;
  previousYear: number;
}) {
  return (
    <ul className="grid gap-6 md:grid-cols-3">
      <li>
        <StatCard
          label={text.contractGrowth}
          value={formatSignedPercent(figures.contractGrowthPercent, 0)}
          detail={text.contractGrowthDetail(figures.contracts, figures.previousContracts, previousYear)}
          detailTone={trendTone(changeDirection(figures.contractGrowthPercent))}
          icon={<TrendingUp className="size-6" />}
          className="h-full"
        />
      </li>
      <li>
        <StatCard
          label={text.averageDom}
          value={`${formatInteger(figures.averageDaysOnMarket)} ${text.days}`}
          detail={text.averageDomDetail}
          icon={<CalendarClock className="size-6" />}
          className="h-full"
        />
      </li>
      <li>
        <StatCard
          label={text.homesSold(year)}
          value={formatInteger(figures.homesSold)}
          detail={text.homesSoldDetail}
          icon={<Home className="size-6" />}
          className="h-full"
        />
      </li>
    </ul>
  );
}
