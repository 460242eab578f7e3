import { CircleHelp } from "lucide-react";
import { useId, useState } from "react";

type HelpTooltipProps = {
  /** What the help is about, for the button's accessible name ("Help: Acres"). */
  label: string;
  text: string;
};

/**
 * A help button with a tooltip that opens on hover and on keyboard focus, in CSS alone: it works on
 * pages that ship no JavaScript and before hydration. The text is the button's description for
 * screen readers. On a page that hydrates, Escape also hides it while the button keeps focus
 * (WCAG 1.4.13, dismissible). Not printed.
 */
export function HelpTooltip({ label, text }: HelpTooltipProps) {
  const id = useId();
  const [dismissed, setDismissed] = useState(false);
  return (
    <span className="group relative inline-flex align-middle print:hidden" onMouseLeave={() => setDismissed(false)}>
      <button
        type="button"
        aria-label={`Help: ${label}`}
        aria-describedby={id}
        onKeyDown={(event) => {
          if (event.key === "Escape") setDismissed(true);
        }}
        onBlur={() => setDismissed(false)}
        className="inline-grid size-6 place-items-center rounded-full text-slate-500 hover:text-blue-900 focus-visible:text-blue-900 focus-visible:outline-2 focus-visible:outline-blue-700"
      >
        <CircleHelp aria-hidden="true" className="size-4" />
      </button>
      <span
        role="tooltip"
        id={id}
        className={`pointer-events-none absolute top-full left-1/2 z-20 mt-1 w-56 -translate-x-1/2 rounded-lg bg-slate-900 px-3 py-2 text-left text-xs font-normal text-white normal-case shadow-lg ${
          dismissed ? "hidden" : "hidden group-focus-within:block group-hover:block"
        }`}
      >
        {text}
      </span>
    </span>
  );
}
