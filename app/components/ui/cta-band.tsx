import type { ReactNode } from "react";

type CtaBandProps = {
  title: string;
  text?: ReactNode;
  /** The buttons (ButtonLink with variant "light" / "outline-light" read best here). */
  actions: ReactNode;
  /** Id for the heading; defaults to "cta-heading". */
  id?: string;
};

/** The closing call to action of a page: navy band, a heading, a sentence and buttons. */
export function CtaBand({ title, text, actions, id = "cta-heading" }: CtaBandProps) {
  return (
    <section aria-labelledby={id} className="bg-blue-900 text-white print:hidden">
      <div className="mx-auto max-w-4xl px-4 py-14 text-center sm:px-6">
        <h2 id={id} className="text-3xl font-bold tracking-tight text-balance">
          {title}
        </h2>
        {text ? <div className="mt-4 text-lg text-blue-100">{text}</div> : null}
        <div className="mt-8 flex flex-wrap justify-center gap-3">{actions}</div>
      </div>
    </section>
  );
}
