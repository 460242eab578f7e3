import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { Reveal } from "~/components/layout/reveal";
import { Card } from "./card";
import { CheckList } from "./check-list";
import type { ActionLink } from "./cta-band";
import { DrawnIcon, type IconDrawing } from "./lucide-icon";

/**
 * A titled card: a sentence, and optionally an icon (drawn in the loader) above, bullets below, a
 * closing line in the accent colour (what it means for the reader) and a link at the foot.
 */
export type InfoCard = {
  title: string;
  description: string;
  points?: readonly string[];
  icon?: IconDrawing;
  note?: string;
  link?: ActionLink;
};

// Columns as the screen widens. 2, 3 and 4 pass through two columns at md; "3-at-md" puts a set of
// three side by side at once; "4-pairs-at-sm" pairs the short icon cards already on a small tablet.
const COLUMNS = {
  2: "md:grid-cols-2",
  3: "md:grid-cols-2 lg:grid-cols-3",
  4: "md:grid-cols-2 lg:grid-cols-4",
  "3-at-md": "md:grid-cols-3",
  "4-pairs-at-sm": "sm:grid-cols-2 lg:grid-cols-4",
} as const;

export type InfoCardColumns = keyof typeof COLUMNS;

type InfoCardGridProps = {
  cards: readonly InfoCard[];
  columns?: InfoCardColumns;
  /** "tight" for cards beside tables and figures (gap-4), "roomy" elsewhere (gap-6). */
  spacing?: "roomy" | "tight";
  /** Each card rises into place as it scrolls in (the home and audience pages). */
  reveal?: boolean;
  className?: string;
};

const CARD_CLASSES = "rounded-2xl border border-slate-200 bg-white p-6 shadow-sm";

/** The one grid of titled cards: a list whose cards carry a heading, a sentence, an icon or bullets. */
export function InfoCardGrid({
  cards,
  columns = 3,
  spacing = "roomy",
  reveal = false,
  className = "",
}: InfoCardGridProps) {
  const gap = spacing === "tight" ? "gap-4" : "gap-6";
  return (
    <ul className={`grid ${gap} ${COLUMNS[columns]} ${className}`.trim()}>
      {cards.map((card, index) => {
        const body = (
          <>
            {card.icon ? (
              <span className="grid size-12 place-items-center rounded-xl bg-blue-900/10 text-blue-900">
                <DrawnIcon icon={card.icon} aria-hidden="true" className="size-6" />
              </span>
            ) : null}
            <h3 className={`${card.icon ? "mt-5" : ""}text-lg font-semibold text-slate-900`}>{card.title}</h3>
            <p className={`mt-2 text-slate-600 ${card.note || card.link ? "flex-1" : ""}`.trim()}>{card.description}</p>
            {card.points?.length ? <CheckList items={card.points} className="mt-4 text-sm" /> : null}
            {card.note ? (
              <p className="mt-4 border-t border-slate-100 pt-4 font-medium text-blue-900">{card.note}</p>
            ) : null}
            {card.link ? (
              <Link
                to={card.link.to}
                className="mt-4 inline-flex min-h-11 items-center gap-2 font-semibold text-blue-900 underline-offset-4 hover:underline"
              >
                {card.link.label}
                <ArrowRight aria-hidden="true" className="size-4" />
              </Link>
            ) : null}
          </>
        );
        return reveal ? (
          <Reveal as="li" key={card.title} index={index} className={CARD_CLASSES}>
            {body}
          </Reveal>
        ) : (
          <Card as="li" key={card.title} className={card.note || card.link ? "flex flex-col" : undefined}>
            {body}
          </Card>
        );
      })}
    </ul>
  );
}
