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
};

/**
 * A link that looks like a button. Internal paths go through React Router's <Link>; anchors on
 * the page (#contact), downloads and tel:/mailto: links are plain anchors.
 */
export function ButtonLink({ to, children, variant = "primary", className = "", download }: ButtonLinkProps) {
  const classes = buttonClasses(variant, className);
  const plain = download !== undefined || /^(#|tel:|mailto:|https?:)/.test(to);
  if (plain) {
    return (
      <a href={to} className={classes} download={download === true ? "" : download}>
        {children}
      </a>
    );
  }
  return (
    <Link to={to} className={classes}>
      {children}
    </Link>
  );
}
