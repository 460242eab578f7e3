import { DrawnIcon } from "~/components/ui/lucide-icon";
import { Link } from "react-router";
import { AudiencePhrase } from "./audience-phrase";
import type { HomePage } from "./home-page.server";

/** Hero with the rotating audience phrase, report buttons, three cards and four audience buttons. */
export function HomeHero({ hero }: { hero: HomePage["hero"] }) {
  const { market, quarterly } = hero.reportLinks;
  return (
    <section
      aria-labelledby="hero-heading"
      className="relative isolate overflow-hidden bg-linear-to-br from-blue-950 via-blue-950 to-blue-900 text-white"
    >
      <div aria-hidden="true" className="pointer-events-none absolute inset-0 -z-10">
        <div className="absolute -top-32 -right-24 size-96 rounded-full bg-amber-400/10 blur-3xl" />
        <div className="absolute -bottom-40 -left-24 size-[28rem] rounded-full bg-blue-500/20 blur-3xl" />
      </div>

      <div className="mx-auto grid max-w-7xl gap-12 px-4 py-16 sm:px-6 lg:grid-cols-[1.15fr_1fr] lg:items-center lg:py-24">
        <div>
          <p className="text-sm font-semibold tracking-wider text-amber-300 uppercase">{hero.eyebrow}</p>
          <h1 id="hero-heading" className="mt-3 text-4xl font-bold tracking-tight text-balance sm:text-5xl lg:text-6xl">
            {hero.title}
          </h1>
          <AudiencePhrase
            phrases={hero.audiencePhrases}
            sentence={hero.audienceSentence}
            className="mt-3 h-10 text-3xl leading-10 font-bold text-amber-400 sm:h-12 sm:text-4xl sm:leading-12"
          />
          <p className="mt-6 max-w-xl text-lg text-pretty text-blue-100">{hero.lead}</p>

          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Link
              to={market.to}
              className="group relative inline-flex items-center justify-center gap-2 overflow-hidden rounded-lg bg-amber-400 px-6 py-3 font-semibold text-blue-950 shadow-lg shadow-blue-950/40 transition hover:-translate-y-0.5 hover:bg-amber-300 motion-reduce:transition-none motion-reduce:hover:translate-y-0"
            >
              {/* Decorative hover variant: a shimmer sweeps across the button. */}
              <span
                aria-hidden="true"
                className="pointer-events-none absolute inset-y-0 -left-1/2 w-1/2 -skew-x-12 bg-linear-to-r from-transparent via-white/70 to-transparent opacity-0 transition-[left,opacity] duration-700 group-hover:left-full group-hover:opacity-100 motion-reduce:hidden"
              />
              <DrawnIcon
                icon={hero.icons.market}
                aria-hidden="true"
                className="size-5 transition-transform group-hover:scale-110 motion-reduce:transition-none motion-reduce:group-hover:scale-100"
              />
              <span className="relative">{market.label}</span>
              <DrawnIcon
                icon={hero.icons.arrow}
                aria-hidden="true"
                className="size-5 transition-transform group-hover:translate-x-1 motion-reduce:transition-none motion-reduce:group-hover:translate-x-0"
              />
            </Link>
            <Link
              to={quarterly.to}
              className="group inline-flex items-center justify-center gap-2 rounded-lg border border-white/40 bg-white/5 px-6 py-3 font-semibold text-white transition hover:border-white hover:bg-white hover:text-blue-950 motion-reduce:transition-none"
            >
              {/* Decorative hover variant: the calendar tilts and a beacon pulses. */}
              <DrawnIcon
                icon={hero.icons.quarterly}
                aria-hidden="true"
                className="size-5 transition-transform group-hover:-rotate-12 motion-reduce:transition-none motion-reduce:group-hover:rotate-0"
              />
              <span>{quarterly.label}</span>
              <span aria-hidden="true" className="relative flex size-2.5">
                <span className="absolute inline-flex size-full rounded-full bg-amber-400 opacity-0 group-hover:animate-ping group-hover:opacity-75 motion-reduce:group-hover:animate-none" />
                <span className="relative inline-flex size-2.5 rounded-full bg-amber-400 group-hover:bg-amber-500" />
              </span>
            </Link>
          </div>

          <p id="hero-audiences" className="mt-10 text-sm font-medium text-blue-100">
            {hero.audienceIntro}
          </p>
          <ul aria-labelledby="hero-audiences" className="mt-3 grid grid-cols-2 gap-3 sm:flex sm:flex-wrap">
            {hero.audienceButtons.map((button) => (
              <li key={button.path}>
                <Link
                  to={button.path}
                  className="flex items-center justify-center rounded-full border border-white/30 px-4 py-2 text-sm font-semibold text-white transition-colors hover:border-amber-300 hover:bg-white/10 motion-reduce:transition-none"
                >
                  {button.label}
                </Link>
              </li>
            ))}
          </ul>
        </div>

        <ul className="grid gap-4">
          {hero.cards.map((card) => (
            <li
              key={card.title}
              className="flex gap-4 rounded-2xl border border-white/15 bg-white/10 p-5 shadow-xl shadow-blue-950/30 backdrop-blur-sm"
            >
              <span className="grid size-12 shrink-0 place-items-center rounded-xl bg-amber-400 text-blue-950">
                <DrawnIcon icon={card.icon} aria-hidden="true" className="size-6" />
              </span>
              <div>
                <p className="text-lg font-semibold">{card.title}</p>
                <p className="mt-1 text-sm text-blue-100">{card.description}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
