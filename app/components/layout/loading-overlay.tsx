import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useRef,
  useState,
  type MouseEvent,
  type ReactNode,
} from "react";
import { Link, useNavigate, type LinkProps } from "react-router";
import { LOADING_DURATION_MS, loadingLabel, progressAt } from "~/lib/loading-progress";
import { LOADING_FADE_OUT_DELAY_MS, LOADING_NAVIGATION_DELAY_MS, LOADING_TICK_MS } from "~/lib/timing";

/** Location state of a navigation the overlay covered: the page need not show its own loading screen. */
export const ARRIVED_BEHIND_OVERLAY = "arrivedBehindLoadingOverlay";

type OverlayState = { title: string; progress: number; fading: boolean } | null;

type LoadingApi = {
  /** Shows the overlay titled `title`, navigates to `to` 50 ms later, fades out after 100 %. */
  start: (title: string, to: string) => void;
};

const LoadingContext = createContext<LoadingApi | null>(null);

function prefersReducedMotion(): boolean {
  return window.matchMedia("(prefers-reduced-motion: reduce)").matches;
}

/** Holds the full-screen loading overlay at the root, so it survives the navigation it covers. */
export function LoadingOverlayProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const [overlay, setOverlay] = useState<OverlayState>(null);
  const timers = useRef<number[]>([]);

  const clearTimers = () => {
    // Timeouts and intervals share one id pool (HTML spec), so clearTimeout clears both.
    for (const id of timers.current) window.clearTimeout(id);
    timers.current = [];
  };
  useEffect(() => clearTimers, []);

  const start = useCallback(
    (title: string, to: string) => {
      clearTimers();
      const reduced = prefersReducedMotion();
      // Reduced motion: no animated bar; navigate at once and keep the overlay only briefly.
      const duration = reduced ? 0 : LOADING_DURATION_MS;
      const startedAt = performance.now();
      setOverlay({ title, progress: reduced ? 100 : 0, fading: false });
      timers.current.push(
        window.setTimeout(
          () => void navigate(to, { state: { [ARRIVED_BEHIND_OVERLAY]: true } }),
          reduced ? 0 : LOADING_NAVIGATION_DELAY_MS,
        ),
      );
      if (!reduced) {
        timers.current.push(
          window.setInterval(() => {
            const progress = progressAt(performance.now() - startedAt);
            setOverlay((current) => (current ? { ...current, progress } : current));
          }, LOADING_TICK_MS),
        );
      }
      timers.current.push(
        window.setTimeout(() => {
          setOverlay((current) => (current ? { ...current, progress: 100, fading: true } : current));
        }, duration + LOADING_FADE_OUT_DELAY_MS),
        window.setTimeout(
          () => {
            clearTimers();
            setOverlay(null);
          },
          duration + LOADING_FADE_OUT_DELAY_MS * 2,
        ),
      );
    },
    [navigate],
  );

  return (
    <LoadingContext value={{ start }}>
      {children}
      {overlay ? <LoadingScreen title={overlay.title} progress={overlay.progress} fading={overlay.fading} /> : null}
    </LoadingContext>
  );
}

/** The full-screen overlay: report name, 0-100 % progress bar and the rotating label. */
export function LoadingScreen({
  title,
  progress,
  fading = false,
}: {
  title: string;
  progress: number;
  fading?: boolean;
}) {
  const rounded = Math.round(progress);
  return (
    <div
      className={`fixed inset-0 z-[100] flex items-center justify-center bg-slate-950/95 px-6 text-white transition-opacity duration-200 ${fading ? "opacity-0" : "opacity-100"}`}
      role="status"
      aria-live="polite"
    >
      <div className="w-full max-w-md text-center">
        <p className="text-2xl font-semibold">{title}</p>
        <p className="mt-2 text-sm text-slate-300">{loadingLabel(progress)}</p>
        <div
          className="mt-6 h-2 w-full overflow-hidden rounded-full bg-slate-700"
          role="progressbar"
          aria-label={`Loading ${title}`}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={rounded}
        >
          <div
            className="h-full origin-left rounded-full bg-amber-400"
            style={{ transform: `scaleX(${progress / 100})` }}
          />
        </div>
        <p className="mt-2 text-sm text-slate-300 tabular-nums">{rounded}%</p>
      </div>
    </div>
  );
}

type LoadingLinkProps = Omit<LinkProps, "to"> & {
  to: string;
  /** The report name shown on the overlay. */
  reportName: string;
};

/**
 * A plain link (so it works without JavaScript) that, when clicked with JavaScript on, shows the
 * loading overlay before navigating. Modified clicks (new tab, new window) are left to the browser.
 */
export function LoadingLink({ to, reportName, onClick, ...rest }: LoadingLinkProps) {
  const loading = useContext(LoadingContext);
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || !loading) return;
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    loading.start(reportName, to);
  };
  return <Link to={to} onClick={handleClick} {...rest} />;
}
