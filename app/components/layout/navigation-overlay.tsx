import { useNavigation } from "react-router";
import { LOADING_LABELS } from "~/lib/loading-progress";

/**
 * Spec "Shell": the full-screen overlay with the report's name, a progress bar and the four
 * rotating labels, shown while a client-side navigation is loading (pages that hydrate, decision
 * 014). It appears only once a navigation has taken longer than about 300 ms (no fixed
 * delays), never takes a click (links stay usable), and leaves as soon as the next page is ready.
 * Its timing and motion are CSS (`.navigation-overlay` in app.css); a page without JavaScript
 * navigates as the browser does and never renders it.
 */
export function NavigationOverlay({ title }: { title: string }) {
  const navigation = useNavigation();
  if (navigation.state !== "loading") return null;
  return (
    <div className="navigation-overlay fixed inset-0 z-[100] flex items-center justify-center bg-slate-950/95 px-6 text-white print:hidden">
      <div className="w-full max-w-md text-center" role="status">
        <p className="text-2xl font-semibold">{title}</p>
        <p className="navigation-overlay-labels mt-2 grid text-sm text-slate-300">
          {LOADING_LABELS.map((label) => (
            <span key={label} className="[grid-area:1/1]">
              {label}
            </span>
          ))}
        </p>
        <div className="mt-6 h-2 w-full overflow-hidden rounded-full bg-slate-700" aria-hidden="true">
          <div className="navigation-overlay-bar h-full origin-left rounded-full bg-amber-400" />
        </div>
      </div>
    </div>
  );
}
