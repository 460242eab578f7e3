import { useRef, type KeyboardEvent, type ReactNode } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import { useHydrated } from "~/lib/use-hydrated";

export type TabItem<Id extends string> = { id: Id; label: ReactNode };

type UrlTabsProps<Id extends string> = {
  /** Accessible name of the tab list. */
  label: string;
  /** The query-string parameter that holds the selected tab. */
  param: string;
  tabs: readonly TabItem<Id>[];
  /** The selected tab, parsed by the route from the same parameter. */
  selected: Id;
  /** The default tab is left out of the address, so the plain URL stays canonical. */
  defaultTab: Id;
  /** One panel per tab; only the selected one is shown. */
  panels: Record<Id, ReactNode>;
  /** Prefix of the element ids (two tab sets on one page need different ones). */
  idPrefix: string;
};

/**
 * Accessible tabs whose selection lives in the address (`?tab=costs`), so a tab can be linked and
 * works without JavaScript: each tab is a real link the server renders. With JavaScript the arrow
 * keys, Home and End move between tabs (automatic activation) and the page does not scroll.
 */
export function UrlTabs<Id extends string>({
  label,
  param,
  tabs,
  selected,
  defaultTab,
  panels,
  idPrefix,
}: UrlTabsProps<Id>) {
  const location = useLocation();
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const tabRefs = useRef(new Map<Id, HTMLAnchorElement>());

  const hrefFor = (id: Id) => {
    const params = new URLSearchParams(location.search);
    if (id === defaultTab) params.delete(param);
    else params.set(param, id);
    const query = params.toString();
    return `${location.pathname}${query ? `?${query}` : ""}`;
  };

  const onKeyDown = (event: KeyboardEvent<HTMLAnchorElement>) => {
    const index = tabs.findIndex((tab) => tab.id === selected);
    const last = tabs.length - 1;
    const next =
      event.key === "ArrowRight"
        ? index === last
          ? 0
          : index + 1
        : event.key === "ArrowLeft"
          ? index === 0
            ? last
            : index - 1
          : event.key === "Home"
            ? 0
            : event.key === "End"
              ? last
              : -1;
    const target = tabs[next];
    if (!target) return;
    event.preventDefault();
    void navigate(hrefFor(target.id), { replace: true, preventScrollReset: true });
    tabRefs.current.get(target.id)?.focus();
  };

  return (
    <div>
      <div role="tablist" aria-label={label} className="flex gap-1 overflow-x-auto rounded-xl bg-slate-100 p-1">
        {tabs.map((tab) => {
          const active = tab.id === selected;
          return (
            <Link
              key={tab.id}
              ref={(element) => {
                if (element) tabRefs.current.set(tab.id, element);
                else tabRefs.current.delete(tab.id);
              }}
              to={hrefFor(tab.id)}
              replace
              preventScrollReset
              onKeyDown={onKeyDown}
              role="tab"
              id={`${idPrefix}-tab-${tab.id}`}
              aria-selected={active}
              aria-controls={`${idPrefix}-panel-${tab.id}`}
              // Roving focus needs the arrow keys, so only with JavaScript; without it every tab is a link in the tab order.
              tabIndex={hydrated && !active ? -1 : undefined}
              className={`min-h-11 flex-1 rounded-lg px-2 py-2.5 text-center text-sm leading-tight font-semibold sm:px-4 sm:text-base sm:whitespace-nowrap ${
                active ? "bg-white text-blue-900 shadow-sm" : "text-slate-700 hover:bg-white/60 hover:text-slate-900"
              }`}
            >
              {tab.label}
            </Link>
          );
        })}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={`${idPrefix}-panel-${tab.id}`}
          aria-labelledby={`${idPrefix}-tab-${tab.id}`}
          hidden={tab.id !== selected}
          tabIndex={0}
          className="mt-6 focus-visible:outline-offset-4"
        >
          {tab.id === selected ? panels[tab.id] : null}
        </div>
      ))}
    </div>
  );
}

/** The tab named by `value` when it is one of `ids`, else `fallback`: for a route's query parsing. */
export function tabFrom<Id extends string>(value: string | null, ids: readonly Id[], fallback: Id): Id {
  return ids.find((id) => id === value) ?? fallback;
}
