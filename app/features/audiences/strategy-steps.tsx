import { StepList } from "~/components/ui/step-list";
import type { StrategyStep } from "~content/audiences/types";

/** A four-step strategy or process, numbered, with each step's timeline and details. */
export function StrategySteps({ steps }: { steps: readonly StrategyStep[] }) {
  return (
    <StepList
      steps={steps.map((step) => ({
        title: step.title,
        meta: step.timeline,
        description: step.description,
        details: step.details,
      }))}
    />
  );
}
