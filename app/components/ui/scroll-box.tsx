import { ArrowLeftRight } from "lucide-react";
import type { ReactNode } from "react";

/**
 * The width from which a scroll box's table fits and its cue hides (a container query on the box's
 * own width, so the cue shows exactly where columns are out of sight). One per table minimum width.
 */
const FITS_FROM = {
  "0rem": "hidden",
  "34rem": "@min-[34rem]:hidden",
  "36rem": "@min-[36rem]:hidden",
  "56rem": "@min-[56rem]:hidden",
} as const;
export type ScrollBoxFit = keyof typeof FITS_FROM;

/**
 * A box that scrolls a wide table sideways on a narrow screen, never the page. It is focusable, so
 * keyboard users can scroll it too (axe scrollable-region-focusable), and a group, not a landmark:
 * its name is its table's, which a region would repeat beside the section of the same name (axe
 * landmark-unique). Where the table is wider than the box, a cue under it says more columns are
 * to the side, in the colour of the text around it (a box sits on white and on the dark result panels).
 */
export function ScrollBox({
  label,
  labelledBy,
  fitsFrom,
  stacksBelowSm = false,
  className = "",
  children,
}: {
  /** The box's name (its table's caption), or the id of the element that names it. */
  label?: string;
  labelledBy?: string;
  /** The table's minimum width: below it the box scrolls and shows its cue. */
  fitsFrom: ScrollBoxFit;
  /** The table stacks its rows below the sm breakpoint (nothing to scroll there, so no cue). */
  stacksBelowSm?: boolean;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className="@container min-w-0">
      <div
        className={`overflow-x-auto ${className}`}
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        role="group"
        data-scroll-box=""
        aria-label={label}
        aria-labelledby={labelledBy}
      >
        {children}
      </div>
      <p
        data-scroll-cue=""
        aria-hidden="true"
        className={`mt-1.5 flex items-center gap-1.5 text-xs print:hidden ${FITS_FROM[fitsFrom]} ${stacksBelowSm ? "max-sm:hidden" : ""}`}
      >
        <ArrowLeftRight className="size-3.5 shrink-0" /> Scroll sideways for more columns
      </p>
    </div>
  );
}
