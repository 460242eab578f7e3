import type { CSSProperties, ElementType, ReactNode } from "react";
import { REVEAL_STAGGER_SHARE, REVEAL_THRESHOLD } from "~/lib/timing";

type RevealProps = {
  children: ReactNode;
  /** Position in a group: each step starts the entrance a little later (a stagger). */
  index?: number;
  className?: string;
  as?: ElementType;
  /** Share of the element in view by which it has fully faded in. */
  threshold?: number;
};

/**
 * Reveal-on-scroll, in CSS alone (`.reveal` in app.css): a scroll-driven animation lets
 * the element rise into place as it enters the viewport, where the browser supports them and the
 * visitor has not asked for reduced motion. Elsewhere, in print and without CSS, the content is
 * simply shown. Only the transform changes: no layout shift, and text is always at full contrast.
 */
export function Reveal({
  children,
  index = 0,
  className = "",
  as: Tag = "div",
  threshold = REVEAL_THRESHOLD,
}: RevealProps) {
  const style = {
    "--reveal-start": `${Math.round(index * REVEAL_STAGGER_SHARE * 100)}%`,
    "--reveal-end": `${Math.round(Math.min(1, threshold + index * REVEAL_STAGGER_SHARE + 0.25) * 100)}%`,
  } as CSSProperties;
  return (
    <Tag className={`reveal ${className}`.trim()} style={style}>
      {children}
    </Tag>
  );
}
