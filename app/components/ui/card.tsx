import type { ElementType, ReactNode } from "react";

type CardProps = {
  children: ReactNode;
  className?: string;
  /** The element to render: "li" inside a list of cards, "article" for a self-contained card. */
  as?: ElementType;
};

/** A white, bordered, rounded box: the base of every card on the site. */
export function Card({ children, className = "", as: Tag = "div" }: CardProps) {
  return (
    <Tag className={`rounded-2xl border border-slate-200 bg-white p-6 shadow-sm ${className}`.trim()}>{children}</Tag>
  );
}
