import { Link } from "react-router";

/** A row of links to every week at the bottom; the current one is highlighted. */
export function WeekLinks({
  weeks,
  selected,
  label,
}: {
  weeks: readonly { week: number; title: string }[];
  selected: number;
  label: string;
}) {
  return (
    <nav aria-label={label} className="print:hidden">
      <ul className="flex flex-wrap gap-2">
        {weeks.map((week) => {
          const current = week.week === selected;
          return (
            <li key={week.week}>
              <Link
                to={`/market-report?week=${week.week}`}
                aria-current={current ? "page" : undefined}
                title={week.title}
                className={`inline-flex min-h-11 items-center rounded-lg px-4 py-2 text-sm font-semibold ${
                  current
                    ? "bg-blue-900 text-white"
                    : "border border-slate-300 bg-white text-blue-900 hover:border-blue-900 hover:bg-blue-50"
                }`}
              >
                Week {week.week}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
