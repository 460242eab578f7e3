import { useLocation } from "react-router";
import { formatLongDate } from "~/lib/format";
import { useRootData } from "~/lib/shell-content";

/** A printout ends with the page's address and the day the page was made; not on screen. */
export function PrintFooter() {
  const data = useRootData();
  const { pathname, search } = useLocation();
  if (!data) return null;
  const address = `${data.siteUrl}${pathname}${search}`;
  return (
    <p className="print-footer hidden border-t border-slate-300 pt-2 text-xs text-slate-600 print:block">
      {data.shell.site.name} · {address} · as of {formatLongDate(data.renderedOn)}
    </p>
  );
}
