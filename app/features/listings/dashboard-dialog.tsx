import { useEffect, useRef, type ComponentProps } from "react";
import { useLocation, useNavigate } from "react-router";
import { GLOSSARY_PARAM, LISTING_PARAM } from "./filters";

/**
 * A dialog named by the address (`listing=`, `glossary=`): its value there, the address without
 * any dialog (for the close link), and `close`, which replaces the address with that one. With
 * JavaScript, opening replaces too: a dialog adds no history entry, and the back button leaves the
 * view rather than reopening a closed dialog.
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
  const close = () => void navigate(closeHref, { replace: true, preventScrollReset: true });
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
        void navigate(to, { replace: true, preventScrollReset: true });
      }}
    >
      {children}
    </a>
  );
}
