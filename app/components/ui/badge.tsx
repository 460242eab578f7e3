import type { ReactNode } from "react";
import { toneClasses, type Tone } from "~/lib/colour-rules";

/** A small pill label coloured by meaning (lib/colour-rules). */
export function Badge({
  tone = "neutral",
  children,
  className = "",
}: {
  tone?: Tone;
  children: ReactNode;
  className?: string;
}) {
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ${toneClasses[tone].badge} ${className}`.trim()}
    >
      {children}
    </span>
  );
}
