import { useEffect, useRef, type ComponentProps } from "react";
import { useLocation, useNavigate } from "react-router";
import { GLOSSARY_PARAM, LISTING_PARAM } from "./filters";

/** The state a dialog link sets, so that closing the dialog it opened goes back instead of adding an entry. */
export const OPENED_FROM_PAGE = { dashboardDialog: true } as const;

/**
 * A dialog named by the address (`listing=`, `glossary=`): its value there, the address without
 * any dialog (for the close link), and `close`: back when this page's link opened it, otherwise a
 * replace with the address without it, so the back button never reopens a closed dialog.
 */
export function useDialogParam(param: typeof LISTING_PARAM | typeof GLOSSARY_PARAM) {
  const location = useLocation();
  const navigate = useNavigate();
  const params = new URLSearchParams(location.search);
  const value = params.get(param);
  params.delete(LISTING_PARAM);
  params.delete(GLOSSARY_PARAM);
  const rest = params.toString();
  const closeHref = `${location.pathname}${rest ? `?${rest}` : ""}`;
  const openedFromPage = (location.state as typeof OPENED_FROM_PAGE | null)?.dashboardDialog === true;
  const close = () => {
    if (openedFromPage) void navigate(-1);
    else void navigate(closeHref, { replace: true, preventScrollReset: true });
  };
  return { value, closeHref, close };
}

/** True from the first effect on: React handles events, and the router can navigate. */
export function useReady() {
  const ready = useRef(false);
  useEffect(() => {
    ready.current = true;
  }, []);
  return ready;
}

/**
 * A link that opens a dialog named by the address (`to` is a query string such as
 * "?week=41&listing=125003"). Once the page runs, it navigates on the client (the route keeps its
 * data, see `shouldRevalidate`); until then, including a click React replays while it hydrates,
 * it is left to the browser, which loads the page with the dialog open. (React Router's `Link`
 * cancels the browser's navigation then, and its own navigate does nothing before the first effect.)
 */
export function DialogLink({ to, children, ...props }: Omit<ComponentProps<"a">, "href"> & { to: string }) {
  const navigate = useNavigate();
  const ready = useReady();
  return (
    <a
      {...props}
      href={to}
      onClick={(event) => {
        if (!ready.current || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
          return;
        event.preventDefault();
        void navigate(to, { state: OPENED_FROM_PAGE, preventScrollReset: true });
      }}
    >
      {children}
    </a>
  );
}
