import type { ReactNode } from "react";
import { ButtonLink } from "./button-link";

/** A call to action as data: the button's words, where it leads and, for a file, the name to save it as. */
export type ActionLink = { label: string; to: string; download?: string };

/** Buttons on a navy band (hero or closing band): the first is the main action, the others outlined. */
export function ActionLinks({ links }: { links: readonly ActionLink[] }) {
  return (
    <>
      {links.map((link, index) => (
        <ButtonLink
          key={link.label}
          to={link.to}
          download={link.download}
          variant={index === 0 ? "light" : "outline-light"}
        >
          {link.label}
        </ButtonLink>
      ))}
    </>
  );
}

type CtaBandProps = {
  title: string;
  text?: ReactNode;
  /** The buttons, as data: the first is the main action. */
  links?: readonly ActionLink[];
  /** Buttons that links cannot describe: ButtonLink "light" / "outline-light". */
  actions?: ReactNode;
  /** Id for the heading; defaults to "cta-heading". */
  id?: string;
};

/** The closing call to action of a page: navy band, a heading, a sentence and buttons. */
export function CtaBand({ title, text, links, actions, id = "cta-heading" }: CtaBandProps) {
  return (
    <section aria-labelledby={id} className="bg-blue-900 text-white print:hidden">
      <div className="mx-auto max-w-4xl px-4 py-14 text-center sm:px-6">
        <h2 id={id} className="text-3xl font-bold tracking-tight text-balance">
          {title}
        </h2>
        {text ? <div className="mt-4 text-lg text-blue-100">{text}</div> : null}
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          {links ? <ActionLinks links={links} /> : actions}
        </div>
      </div>
    </section>
  );
}
