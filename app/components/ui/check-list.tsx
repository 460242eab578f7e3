import { Check, X } from "lucide-react";

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
