import type { ReactNode } from "react";

export type Step = {
  title: string;
  description: ReactNode;
  /** A short line under the title, e.g. a timeline ("2-4 weeks"). */
  meta?: string;
  /** Bullet points under the description. */
  details?: readonly string[];
};

/** A numbered sequence of steps (selling strategy, buying process, the buyer's journey). */
export function StepList({ steps, className = "" }: { steps: readonly Step[]; className?: string }) {
  return (
    <ol className={`grid gap-6 md:grid-cols-2 ${className}`.trim()}>
      {steps.map((step, index) => (
        <li key={step.title} className="flex gap-4 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
          <span
            aria-hidden="true"
            className="grid size-10 shrink-0 place-items-center rounded-full bg-blue-900 text-lg font-bold text-white"
          >
            {index + 1}
          </span>
          <div>
            <h3 className="text-lg font-semibold text-slate-900">
              <span className="sr-only">Step {index + 1}: </span>
              {step.title}
            </h3>
            {step.meta ? <p className="text-sm font-medium text-blue-800">{step.meta}</p> : null}
            <div className="mt-2 text-slate-600">{step.description}</div>
            {step.details?.length ? (
              <ul className="mt-3 list-disc space-y-1 pl-5 text-sm text-slate-600">
                {step.details.map((detail) => (
                  <li key={detail}>{detail}</li>
                ))}
              </ul>
            ) : null}
          </div>
        </li>
      ))}
    </ol>
  );
}
