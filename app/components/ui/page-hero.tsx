import type { ReactNode } from "react";
import { ActionLinks, type ActionLink } from "./cta-band";

type PageHeroProps = {
  eyebrow?: string;
  title: string;
  intro?: ReactNode;
  /** The buttons under the introduction, as data: the first is the main action. */
  links?: readonly ActionLink[];
  /** Buttons that links cannot describe, under the introduction. */
  actions?: ReactNode;
  children?: ReactNode;
};

/** The navy band every inner page opens with: eyebrow, the page's only <h1>, introduction, actions. */
export function PageHero({ eyebrow, title, intro, links, actions, children }: PageHeroProps) {
  const buttons = links ? <ActionLinks links={links} /> : actions;
  return (
    <header className="bg-gradient-to-br from-blue-950 via-blue-900 to-slate-900 text-white">
      <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6 sm:py-20">
        {eyebrow ? <p className="text-sm font-semibold tracking-wider text-amber-300 uppercase">{eyebrow}</p> : null}
        <h1 className="mt-2 max-w-4xl text-4xl font-bold tracking-tight text-balance sm:text-5xl">{title}</h1>
        {intro ? <div className="mt-5 max-w-3xl text-lg text-pretty text-blue-100">{intro}</div> : null}
        {buttons ? <div className="mt-8 flex flex-wrap gap-3">{buttons}</div> : null}
        {children}
      </div>
    </header>
  );
}
