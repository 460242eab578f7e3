// Card layouts the seller and buyer guides share. Each renders one kind of content record from
// content/guides/types.ts; the pages choose which and in what order.
import { Check, X } from "lucide-react";
import type { ReactNode } from "react";
import { Badge } from "~/components/ui/badge";
import { Card } from "~/components/ui/card";
import type { LabelledConsideration } from "./consideration-label";
import type { InfoCard, KeyFigure, Mistake, PropertyType } from "~content/guides/types";

/** A bulleted list with a check (or a cross for drawbacks) before each item. */
export function CheckList({
  items,
  variant = "check",
  className = "",
}: {
  items: readonly string[];
  variant?: "check" | "cross";
  className?: string;
}) {
  const Icon = variant === "check" ? Check : X;
  return (
    <ul className={`space-y-2 ${className}`.trim()}>
      {items.map((item) => (
        <li key={item} className="flex gap-2 text-slate-700">
          <Icon
            aria-hidden="true"
            className={`mt-0.5 size-5 shrink-0 ${variant === "check" ? "text-emerald-700" : "text-red-700"}`}
          />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}

/** A grid of titled cards with a text and optional bullets. */
export function InfoCardGrid({ cards, columns = 3 }: { cards: readonly InfoCard[]; columns?: 2 | 3 | 4 }) {
  const grid = { 2: "md:grid-cols-2", 3: "md:grid-cols-2 lg:grid-cols-3", 4: "md:grid-cols-2 lg:grid-cols-4" }[columns];
  return (
    <ul className={`grid gap-6 ${grid}`}>
      {cards.map((card) => (
        <Card as="li" key={card.title}>
          <h3 className="text-lg font-semibold text-slate-900">{card.title}</h3>
          <p className="mt-2 text-slate-600">{card.description}</p>
          {card.points?.length ? <CheckList items={card.points} className="mt-4 text-sm" /> : null}
        </Card>
      ))}
    </ul>
  );
}

/** Large figures with a label and a note (cost statistics, return statistics). */
export function KeyFigureGrid({ figures }: { figures: readonly KeyFigure[] }) {
  return (
    <ul className="grid gap-6 md:grid-cols-3">
      {figures.map((figure) => (
        <li key={figure.label} className="rounded-2xl bg-blue-950 p-6 text-white shadow-lg shadow-blue-950/20">
          <p className="text-4xl font-bold tracking-tight text-amber-300 tabular-nums">{figure.value}</p>
          <p className="mt-2 text-lg font-semibold">{figure.label}</p>
          <p className="mt-1 text-sm text-blue-100">{figure.note}</p>
        </li>
      ))}
    </ul>
  );
}

/** Mistakes with what they cost and how to avoid them. */
export function MistakeList({ mistakes, numbered = true }: { mistakes: readonly Mistake[]; numbered?: boolean }) {
  const List = numbered ? "ol" : "ul";
  return (
    <List className="grid gap-6 md:grid-cols-2">
      {mistakes.map((mistake, index) => (
        <Card as="li" key={mistake.mistake}>
          <h3 className="text-lg font-semibold text-slate-900">
            {numbered ? <span className="mr-2 text-blue-800">{index + 1}.</span> : null}
            {mistake.mistake}
          </h3>
          <dl className="mt-3 space-y-3 text-slate-700">
            <div>
              <dt className="text-sm font-semibold text-red-700">What it costs</dt>
              <dd className="mt-0.5">{mistake.consequence}</dd>
            </div>
            <div>
              <dt className="text-sm font-semibold text-emerald-700">What to do instead</dt>
              <dd className="mt-0.5">{mistake.solution}</dd>
            </div>
          </dl>
        </Card>
      ))}
    </List>
  );
}

/** Considerations (value factors, investment factors, buying considerations) with a coloured label. */
export function ConsiderationGrid({
  items,
  columns = 2,
}: {
  /** Each item with its badge: text ("High impact") and tone (a rule from lib/colour-rules), or none. */
  items: readonly LabelledConsideration[];
  columns?: 2 | 3;
}) {
  return (
    <ul className={`grid gap-6 md:grid-cols-2 ${columns === 3 ? "lg:grid-cols-3" : ""}`}>
      {items.map((item) => (
        <Card as="li" key={item.consideration}>
          <div className="flex flex-wrap items-start justify-between gap-3">
            <h3 className="text-lg font-semibold text-slate-900">{item.consideration}</h3>
            {item.label ? <Badge tone={item.label.tone}>{item.label.text}</Badge> : null}
          </div>
          <p className="mt-2 text-slate-600">{item.details}</p>
        </Card>
      ))}
    </ul>
  );
}

/** A property type with its price range, description, pros and cons. */
export function PropertyTypeCard({
  type,
  aside,
  prosTitle = "Pros",
}: {
  type: PropertyType;
  aside?: ReactNode;
  /** Heading of the first list ("Pros", or "Features" when the guide lists features). */
  prosTitle?: string;
}) {
  return (
    <Card as="li" className="flex flex-col">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h3 className="text-xl font-semibold text-slate-900">{type.type}</h3>
        {aside}
      </div>
      <p className="mt-1 font-semibold text-blue-900">{type.priceRange}</p>
      <p className="mt-3 text-slate-600">{type.description}</p>
      {type.idealBuyer ? (
        <p className="mt-3 text-sm text-slate-700">
          <span className="font-semibold">Ideal buyer: </span>
          {type.idealBuyer}
        </p>
      ) : null}
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        <div>
          <h4 className="text-sm font-semibold text-emerald-700">{prosTitle}</h4>
          <CheckList items={type.pros} className="mt-2 text-sm" />
        </div>
        {type.cons.length ? (
          <div>
            <h4 className="text-sm font-semibold text-red-700">Cons</h4>
            <CheckList items={type.cons} variant="cross" className="mt-2 text-sm" />
          </div>
        ) : null}
      </div>
    </Card>
  );
}

/** Two columns: the advantages and the drawbacks of a choice. */
export function ProsCons({
  prosTitle,
  consTitle,
  pros,
  cons,
  headingLevel = 3,
}: {
  prosTitle: string;
  consTitle: string;
  pros: readonly string[];
  cons: readonly string[];
  /** 4 when the pair sits under an h3 of its own. */
  headingLevel?: 3 | 4;
}) {
  const Heading = headingLevel === 3 ? "h3" : "h4";
  return (
    <div className="grid gap-6 md:grid-cols-2">
      <Card>
        <Heading className="text-lg font-semibold text-emerald-800">{prosTitle}</Heading>
        <CheckList items={pros} className="mt-4" />
      </Card>
      <Card>
        <Heading className="text-lg font-semibold text-red-800">{consTitle}</Heading>
        <CheckList items={cons} variant="cross" className="mt-4" />
      </Card>
    </div>
  );
}
