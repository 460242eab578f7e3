import { useEffect, useState } from "react";
import { useLocation } from "react-router";
import { ARRIVED_BEHIND_OVERLAY, LoadingScreen } from "./loading-overlay";
import { PAGE_LOADING_SCREEN_MS, LOADING_FADE_OUT_DELAY_MS, LOADING_TICK_MS } from "~/lib/timing";

/**
 * Spec "Yearly summary" and "Subscribe": the page opens behind a one-second loading screen.
 * The content under it is server-rendered, so it is in the HTML and readable without JavaScript
 * (the screen is marked data-js-only, which the root's <noscript> style hides). A CSS animation
 * removes the screen even if the scripts never run; reduced motion skips it.
 */
export function PageLoadingScreen({ title }: { title: string }) {
  const [progress, setProgress] = useState(0);
  // A visitor who came through the navigation overlay has just watched one loading screen: no second.
  const location = useLocation();
  const arrivedBehindOverlay = (location.state as Record<string, unknown> | null)?.[ARRIVED_BEHIND_OVERLAY] === true;
  const [state, setState] = useState<"loading" | "fading" | "done">(arrivedBehindOverlay ? "done" : "loading");

  useEffect(() => {
    if (arrivedBehindOverlay) return;
    if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) {
      const skip = window.setTimeout(() => setState("done"), 0);
      return () => window.clearTimeout(skip);
    }
    const startedAt = performance.now();
    const tick = window.setInterval(() => {
      const elapsed = performance.now() - startedAt;
      setProgress(Math.min(100, (elapsed / PAGE_LOADING_SCREEN_MS) * 100));
      if (elapsed >= PAGE_LOADING_SCREEN_MS) {
        window.clearInterval(tick);
        setState("fading");
      }
    }, LOADING_TICK_MS);
    return () => window.clearInterval(tick);
  }, [arrivedBehindOverlay]);

  useEffect(() => {
    if (state !== "fading") return;
    const timer = window.setTimeout(() => setState("done"), LOADING_FADE_OUT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [state]);

  if (state === "done") return null;
  return (
    <div data-js-only className="page-loading-screen">
      <LoadingScreen title={title} progress={progress} fading={state === "fading"} />
    </div>
  );
}
