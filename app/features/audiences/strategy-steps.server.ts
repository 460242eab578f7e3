import type { StrategyStep } from "~content/audiences/types";

/**
 * A four-step strategy or process as `StepList` draws it (numbered, each step's timeline as its
 * meta line, then its details); the loader maps it, so the page's JavaScript does not (decision 004).
 */
export function strategyStepItems(steps: readonly StrategyStep[]) {
  return steps.map((step) => ({
    title: step.title,
    meta: step.timeline,
    description: step.description,
    details: step.details,
  }));
}
