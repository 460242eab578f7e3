import type { ReactNode } from "react";
import { Link } from "react-router";

export type ButtonVariant = "primary" | "secondary" | "light" | "outline-light";

const VARIANTS: Record<ButtonVariant, string> = {
  primary: "bg-blue-900 text-white hover:bg-blue-800",
  secondary: "border border-blue-900 bg-white text-blue-900 hover:bg-blue-50",
  light: "bg-amber-400 text-slate-950 hover:bg-amber-300",
  "outline-light": "border border-white/70 text-white hover:bg-white/10",
};

/** The classes of a button-shaped control, for a <button>, a <Link> or an <a>; not printed. */
export function buttonClasses(variant: ButtonVariant = "primary", extra = ""): string {
  return `inline-flex min-h-11 print:hidden items-center justify-center gap-2 rounded-lg px-5 py-2.5 text-base font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-60 ${VARIANTS[variant]} ${extra}`.trim();
}

type ButtonLinkProps = {
  to: string;
  children: ReactNode;
  variant?: ButtonVariant;
  className?: string;
  /** A file to download (a PDF) or a tel:/mailto: link: rendered as a plain <a>. */
  download?: boolean | string;
  /** Opens in a new tab (a PDF to read beside the page): a plain <a> with target="_blank". */
  newTab?: boolean;
  /** The link's name when its words alone are ambiguous ("View report" on every card). */
  "aria-label"?: string;
};

/** A path the server answers with a file (its last segment has an extension: export.csv, a PDF), not a page. */
const FILE_PATH = /^\/[^?#]*\.[a-z0-9]+(?:[?#]|$)/i;

/**
 * A link that looks like a button. Internal paths go through React Router's <Link>; anchors on
 * the page (#contact), files (a download, a path such as export.csv: a resource route, which a
 * client-side navigation cannot show), new tabs and tel:/mailto: links are plain anchors.
 */
export function ButtonLink({
  to,
  children,
  variant = "primary",
  className = "",
  download,
  newTab,
  "aria-label": label,
}: ButtonLinkProps) {
  const classes = buttonClasses(variant, className);
  const plain = download !== undefined || newTab || /^(#|tel:|mailto:|https?:)/.test(to) || FILE_PATH.test(to);
  if (plain) {
    return (
      <a
        href={to}
        className={classes}
        download={download === true ? "" : download}
        aria-label={label}
        {...(newTab ? { target: "_blank", rel: "noopener" } : {})}
      >
        {children}
      </a>
    );
  }
  return (
    <Link to={to} className={classes} aria-label={label}>
      {children}
    </Link>
  );
}
