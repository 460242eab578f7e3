import { useState } from "react";
import { buttonClasses } from "~/components/ui/button-link";

type Tool = { id: string; title: string; description: string };

type TakeActionProps = {
  tools: readonly Tool[];
  week: number;
  launchLabel: string;
  message: string;
  /** The tool launched without JavaScript (`?launch=` from the GET form). */
  launchedFromUrl: string | null;
};

/**
 * Spec 2: six tool cards whose Launch button only says the automation is coming. Each Launch is a
 * GET form button, so without JavaScript the server answers with the message; with JavaScript it
 * appears at once in the card's live region.
 */
export function TakeAction({ tools, week, launchLabel, message, launchedFromUrl }: TakeActionProps) {
  const [launched, setLaunched] = useState<string | null>(launchedFromUrl);
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {tools.map((tool) => (
        <li key={tool.id} className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
          <h3 className="text-lg font-semibold text-slate-900">{tool.title}</h3>
          <p className="mt-2 flex-1 text-slate-600">{tool.description}</p>
          <form method="get" action="/market-report#take-action" className="mt-4">
            <input type="hidden" name="week" value={week} />
            <button
              type="submit"
              name="launch"
              value={tool.id}
              aria-describedby={`launch-${tool.id}-status`}
              onClick={(event) => {
                event.preventDefault();
                setLaunched(tool.id);
              }}
              className={buttonClasses("secondary", "w-full")}
            >
              {launchLabel} <span className="sr-only">{tool.title}</span>
            </button>
          </form>
          <p id={`launch-${tool.id}-status`} role="status" className="mt-3 text-sm font-medium text-blue-900">
            {launched === tool.id ? message : ""}
          </p>
        </li>
      ))}
    </ul>
  );
}
