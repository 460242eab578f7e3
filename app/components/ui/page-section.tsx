import type { ReactNode } from "react";

type PageSectionProps = {
  /** Id of the section's h2 (also its anchor). */
  id: string;
  title: string;
  eyebrow?: string;
  intro?: ReactNode;
  children: ReactNode;
  /** "muted" gives the section a light grey background, to separate it from its neighbours. */
  background?: "white" | "muted";
  className?: string;
};

/** A titled section of an inner page: an <h2> with an anchor id, an optional introduction, content. */
export function PageSection({
  id,
  title,
  eyebrow,
  intro,
  children,
  background = "white",
  className = "",
}: PageSectionProps) {
  return (
    <section
      aria-labelledby={id}
      className={`${background === "muted" ? "bg-slate-50" : "bg-white"} py-12 sm:py-16 ${className}`.trim()}
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        {eyebrow ? <p className="text-sm font-semibold tracking-wider text-blue-800 uppercase">{eyebrow}</p> : null}
        <h2 id={id} className="mt-1 scroll-mt-24 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
          {title}
        </h2>
        {intro ? <div className="mt-3 max-w-3xl text-lg text-slate-600">{intro}</div> : null}
        <div className="mt-8">{children}</div>
      </div>
    </section>
  );
}
