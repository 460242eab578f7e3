import type { ReactNode } from "react";

const NOTICE_CLASSES = {
  green: "border-emerald-300 bg-emerald-50 text-emerald-900",
  neutral: "border-slate-300 bg-slate-50 text-slate-900",
  red: "border-red-300 bg-red-50 text-red-900",
} as const;

/**
 * A message after a change (saved, deleted, refused), announced to screen readers: a status for
 * news, an alert for an error (red).
 */
export function Notice({
  tone = "green",
  className = "",
  children,
}: {
  tone?: keyof typeof NOTICE_CLASSES;
  className?: string;
  children: ReactNode;
}) {
  return (
    <p
      role={tone === "red" ? "alert" : "status"}
      className={`rounded-lg border px-4 py-3 text-sm font-medium ${NOTICE_CLASSES[tone]} ${className}`.trim()}
    >
      {children}
    </p>
  );
}
