import { ArrowDownRight, ArrowRight, ArrowUpRight } from "lucide-react";
import { Badge } from "~/components/ui/badge";
import { trendTone } from "~/lib/colour-rules";
import type { Trend } from "~content/guides/types";

const ICONS = { up: ArrowUpRight, down: ArrowDownRight, stable: ArrowRight } as const;
const WORDS = { up: "Rising", down: "Falling", stable: "Stable" } as const;

/**
 * A trend coloured by the colour rule (up green, down red, otherwise neutral), with an arrow and a
 * word, never colour alone; without a trend (no change given), the label alone in a plain badge.
 */
export function TrendBadge({ trend, label }: { trend: Trend | null; label: string }) {
  if (trend === null) return <Badge>{label}</Badge>;
  const Icon = ICONS[trend];
  return (
    <Badge tone={trendTone(trend)} className="gap-1">
      <Icon aria-hidden="true" className="size-3.5" />
      <span className="sr-only">{WORDS[trend]}: </span>
      {label}
    </Badge>
  );
}
