import type { ReactNode } from "react";

/** A studio page's only <h1>, with what sits beside it (a status, a button) at its right. */
export function PageHeading({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="flex flex-wrap items-end justify-between gap-3">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{title}</h1>
      {children}
    </div>
  );
}
