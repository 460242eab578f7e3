import { useEffect, useRef, useState, type ElementType, type ReactNode } from "react";
import { REVEAL_STAGGER_MS, REVEAL_THRESHOLD } from "~/lib/timing";

type RevealState = "static" | "waiting" | "shown";

type RevealProps = {
  children: ReactNode;
  /** Position in a group: each step delays the entrance by the spec's stagger (150 ms). */
  index?: number;
  className?: string;
  as?: ElementType;
  threshold?: number;
};

/**
 * Reveal-on-scroll (spec 9). The server renders the content visible, so it reads without
 * JavaScript; after hydration, content below the fold waits out of view and fades in once.
 * Content already on screen, and visitors who prefer reduced motion, never see it hidden.
 */
export function Reveal({
  children,
  index = 0,
  className = "",
  as: Tag = "div",
  threshold = REVEAL_THRESHOLD,
}: RevealProps) {
  const ref = useRef<HTMLElement>(null);
  const [state, setState] = useState<RevealState>("static");

  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === "undefined") return;
    if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;
    let first = true;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (!entry) return;
        if (entry.isIntersecting) {
          setState((current) => (current === "waiting" ? "shown" : current));
          observer.disconnect();
        } else if (first) {
          setState("waiting");
        }
        first = false;
      },
      { threshold },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [threshold]);

  const motion =
    state === "waiting"
      ? "opacity-0 translate-y-4"
      : state === "shown"
        ? "opacity-100 translate-y-0 transition duration-700 ease-out"
        : "";
  return (
    <Tag
      ref={ref}
      className={`${motion} ${className}`.trim()}
      style={state === "shown" ? { transitionDelay: `${index * REVEAL_STAGGER_MS}ms` } : undefined}
    >
      {children}
    </Tag>
  );
}
