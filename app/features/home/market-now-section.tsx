import { MapPin } from "lucide-react";
import { Reveal } from "~/components/layout/reveal";
import { STATS_STRIP_REPEAT } from "~/lib/timing";
import type { MarketNowStatistic } from "~/domain/market-now";
import type { HomePage } from "./home-page.server";
import { FactNoteList } from "~/components/ui/fact-note-list";
import { DrawnIcon, type IconDrawing } from "~/components/ui/lucide-icon";
import { SectionHeading } from "./section-heading";

const STRIP_COPIES = Array.from({ length: STATS_STRIP_REPEAT }, (_, copy) => copy);

type TrendIcons = HomePage["marketNowSection"]["icons"];

/** A change's color by whether the move is good news; none without a move. */
const newsClasses = (goodNews: boolean | null) =>
  goodNews === null ? "text-blue-100" : goodNews ? "text-emerald-300" : "text-rose-300";

function StatisticCard({ statistic, icons }: { statistic: MarketNowStatistic; icons: TrendIcons }) {
  return (
    <>
      <p className="text-sm font-medium text-blue-100">
        {statistic.label}, <span className="whitespace-nowrap">{statistic.period}</span>
      </p>
      <p className="mt-1 text-3xl font-bold tracking-tight text-white tabular-nums">{statistic.value}</p>
      {statistic.basis ? <p className="text-sm text-blue-100">{statistic.basis}</p> : null}
      <p
        className={`mt-2 flex flex-wrap items-center gap-x-1.5 text-sm font-semibold ${newsClasses(statistic.goodNews)}`}
      >
        <DrawnIcon icon={icons[statistic.direction]} aria-hidden="true" className="size-4" />
        {statistic.change ? <span className="tabular-nums">{statistic.change}</span> : null}
        <span className="font-normal text-blue-100">{statistic.comparison}</span>
      </p>
    </>
  );
}

/**
 * The four statistics scroll as a strip repeated 3 times, so the loop is
 * seamless; only the first copy is exposed to assistive technology. The `marquee-track` keyframes
 * live in app/app.css. With reduced motion the strip stops and shows one copy as a grid; on paper
 * too: every figure prints, and the pause control does not.
 */
function StatisticsStrip({ marketNowSection }: { marketNowSection: HomePage["marketNowSection"] }) {
  return (
    <div className="group/strip mt-12">
      <div className="overflow-hidden [mask-image:linear-gradient(to_right,transparent,black_1.5rem,black_calc(100%-1.5rem),transparent)] motion-reduce:overflow-visible motion-reduce:[mask-image:none] print:overflow-visible print:[mask-image:none]">
        <div className="marquee-track flex w-max group-focus-within/strip:[animation-play-state:paused] group-hover/strip:[animation-play-state:paused] group-has-checked/strip:[animation-play-state:paused] motion-reduce:w-full motion-reduce:animate-none print:w-full print:animate-none">
          {STRIP_COPIES.map((copy) => (
            <ul
              key={copy}
              aria-label={copy === 0 ? marketNowSection.statisticsLabel : undefined}
              aria-hidden={copy === 0 ? undefined : "true"}
              className={`flex shrink-0 gap-4 pr-4 motion-reduce:grid motion-reduce:w-full motion-reduce:grid-cols-1 motion-reduce:px-4 sm:motion-reduce:grid-cols-2 sm:motion-reduce:px-0 lg:motion-reduce:grid-cols-4 ${copy === 0 ? "print:grid print:w-full print:grid-cols-2 print:px-0" : "motion-reduce:hidden print:hidden"}`}
            >
              {marketNowSection.statistics.map((statistic) => (
                <li
                  key={statistic.measure}
                  className="w-64 shrink-0 rounded-2xl border border-white/10 bg-white/5 p-5 motion-reduce:w-auto sm:w-72 sm:motion-reduce:w-auto print:w-auto"
                >
                  <StatisticCard statistic={statistic} icons={marketNowSection.icons} />
                </li>
              ))}
            </ul>
          ))}
        </div>
      </div>
      {/* WCAG 2.2.2: moving content needs a way to pause it; a checkbox works without JavaScript. */}
      <label className="mx-4 mt-4 inline-flex cursor-pointer items-center gap-2 rounded-md px-2 py-1 text-sm text-blue-100 motion-reduce:hidden sm:mx-0 print:hidden">
        <input type="checkbox" className="size-4 accent-amber-400" />
        {marketNowSection.pauseLabel}
      </label>
      <div className="px-4 sm:px-0">
        <FactNoteList notes={marketNowSection.statisticNotes} tone="dark" />
      </div>
    </div>
  );
}

type HeadlineFigure = { title: string; value: string; caption: string; description: string };

/** The luxury segment and fast market cards: one headline figure and what it means. */
function HeadlineFigureCard({ card, icon, index }: { card: HeadlineFigure; icon: IconDrawing; index: number }) {
  return (
    <Reveal as="li" index={index} className="rounded-2xl bg-white p-6 shadow-lg">
      <div className="flex items-center gap-3">
        <span className="grid size-10 place-items-center rounded-lg bg-amber-100 text-amber-800">
          <DrawnIcon icon={icon} aria-hidden="true" className="size-5" />
        </span>
        <h3 className="text-lg font-semibold text-slate-900">{card.title}</h3>
      </div>
      <p className="mt-4 text-4xl font-bold tracking-tight text-blue-900 tabular-nums">{card.value}</p>
      <p className="mt-1 text-sm font-medium text-slate-700">{card.caption}</p>
      <p className="mt-4 text-slate-600">{card.description}</p>
    </Reveal>
  );
}

/**
 * The statistics strip plus the top areas, luxury segment and fast market cards, then what each
 * figure is and the one sample sentence for the section.
 */
export function MarketNowSection({ marketNowSection }: { marketNowSection: HomePage["marketNowSection"] }) {
  const { topAreas, luxury, fastMarket } = marketNowSection;
  return (
    <section aria-labelledby="market-now-heading" className="overflow-hidden bg-blue-950 py-16 sm:py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <Reveal>
          <SectionHeading
            id="market-now-heading"
            eyebrow={marketNowSection.eyebrow}
            title={marketNowSection.title}
            intro={marketNowSection.intro}
            tone="dark"
          />
          <p className="mt-3 text-base font-semibold text-amber-300" data-market-week>
            {marketNowSection.dated}
          </p>
        </Reveal>
      </div>

      <div className="mx-auto max-w-7xl sm:px-6">
        {marketNowSection.statistics.length > 0 ? <StatisticsStrip marketNowSection={marketNowSection} /> : null}
      </div>

      <ul className="mx-auto mt-12 grid max-w-7xl gap-6 px-4 sm:px-6 md:grid-cols-3">
        <Reveal as="li" index={0} className="rounded-2xl bg-white p-6 shadow-lg">
          <div className="flex items-center gap-3">
            <span className="grid size-10 place-items-center rounded-lg bg-blue-900/10 text-blue-900">
              <MapPin aria-hidden="true" className="size-5" />
            </span>
            <h3 className="text-lg font-semibold text-slate-900">{topAreas.title}</h3>
          </div>
          <p className="mt-3 text-sm text-slate-600">{topAreas.caption}</p>
          {topAreas.empty ? <p className="mt-3 text-sm text-slate-700">{topAreas.empty}</p> : null}
          <ol className="mt-3 divide-y divide-slate-100">
            {topAreas.villages.map((village) => (
              <li key={village.name} className="py-2.5">
                <p className="flex items-baseline justify-between gap-3">
                  <span className="font-medium text-slate-800">{village.name}</span>
                  <span className={`font-semibold tabular-nums ${village.changeClass}`}>{village.change}</span>
                </p>
                <p className="text-xs text-slate-600">{village.detail}</p>
              </li>
            ))}
          </ol>
          {topAreas.ties.map((tie) => (
            <p key={tie} className="mt-2 text-sm font-medium text-slate-700">
              {tie}
            </p>
          ))}
        </Reveal>
        <HeadlineFigureCard card={luxury} icon={marketNowSection.icons.luxury} index={1} />
        <HeadlineFigureCard card={fastMarket} icon={marketNowSection.icons.fastMarket} index={2} />
      </ul>
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <FactNoteList notes={marketNowSection.cardNotes} tone="dark" />
        {marketNowSection.sampleNote ? (
          <p className="mt-2 max-w-3xl text-sm text-blue-100" data-sample-notice>
            {marketNowSection.sampleNote}
          </p>
        ) : null}
      </div>
    </section>
  );
}
