import { useRef, type KeyboardEvent, type MouseEvent, type ReactNode } from "react";
import { Link, useLocation, useNavigate, useSubmit } from "react-router";
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
  /**
   * The id of a GET form in one of the panels (a calculator). The tabs then submit it, so what was
   * typed in it travels with the tab and survives switching, with or without JavaScript; all
   * panels are rendered (the hidden ones hidden by CSS) and all print.
   */
  formId?: string;
};

/**
 * Accessible tabs whose selection lives in the address (`?tab=costs`), so a tab can be linked and
 * works without JavaScript: each tab is a real link the server renders, or with `formId` a submit
 * button of that GET form (`tab=costs` and the form's fields). With JavaScript the arrow keys, Home
 * and End move between tabs (automatic activation) and the page does not scroll. The tab list
 * does not print.
 */
export function UrlTabs<Id extends string>({
  label,
  param,
  tabs,
  selected,
  defaultTab,
  panels,
  idPrefix,
  formId,
}: UrlTabsProps<Id>) {
  const location = useLocation();
  const navigate = useNavigate();
  const submit = useSubmit();
  const hydrated = useHydrated();
  const tabRefs = useRef(new Map<Id, HTMLAnchorElement | HTMLButtonElement>());

  const hrefFor = (id: Id) => {
    const params = new URLSearchParams(location.search);
    if (id === defaultTab) params.delete(param);
    else params.set(param, id);
    const query = params.toString();
    return `${location.pathname}${query ? `?${query}` : ""}`;
  };

  // The form's submission, with the tab's name and value, replacing the history entry like the links.
  const submitTab = (button: HTMLButtonElement) => void submit(button, { replace: true, preventScrollReset: true });

  const select = (id: Id) => {
    const tab = tabRefs.current.get(id);
    if (tab instanceof HTMLButtonElement) submitTab(tab);
    else void navigate(hrefFor(id), { replace: true, preventScrollReset: true });
    tab?.focus();
  };

  const onClick = (event: MouseEvent<HTMLButtonElement>) => {
    event.preventDefault();
    submitTab(event.currentTarget);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
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
    select(target.id);
  };

  const tabClasses = (active: boolean) =>
    `min-h-11 flex-1 rounded-lg px-2 py-2.5 text-center text-sm leading-tight font-semibold sm:px-4 sm:text-base sm:whitespace-nowrap ${
      active ? "bg-white text-blue-900 shadow-sm" : "text-slate-700 hover:bg-white/60 hover:text-slate-900"
    }`;

  return (
    <div>
      <div
        role="tablist"
        aria-label={label}
        className="flex gap-1 overflow-x-auto rounded-xl bg-slate-100 p-1 print:hidden"
      >
        {tabs.map((tab) => {
          const active = tab.id === selected;
          const common = {
            ref: (element: HTMLAnchorElement | HTMLButtonElement | null) => {
              if (element) tabRefs.current.set(tab.id, element);
              else tabRefs.current.delete(tab.id);
            },
            onKeyDown,
            role: "tab",
            id: `${idPrefix}-tab-${tab.id}`,
            "aria-selected": active,
            "aria-controls": `${idPrefix}-panel-${tab.id}`,
            // Roving focus needs the arrow keys, so only with JavaScript; without it every tab is in the tab order.
            tabIndex: hydrated && !active ? -1 : undefined,
            className: tabClasses(active),
          };
          return formId ? (
            <button key={tab.id} {...common} type="submit" form={formId} name={param} value={tab.id} onClick={onClick}>
              {tab.label}
            </button>
          ) : (
            <Link key={tab.id} {...common} to={hrefFor(tab.id)} replace preventScrollReset>
              {tab.label}
            </Link>
          );
        })}
      </div>
      {tabs.map((tab) => {
        const active = tab.id === selected;
        // With a form every panel is in the page (its fields must be there to be sent), hidden by CSS but printed.
        const rendered = active || formId !== undefined;
        return (
          <div
            key={tab.id}
            role="tabpanel"
            id={`${idPrefix}-panel-${tab.id}`}
            aria-labelledby={`${idPrefix}-tab-${tab.id}`}
            hidden={!rendered}
            tabIndex={0}
            className={`mt-6 focus-visible:outline-offset-4 ${active ? "" : "hidden print:block"}`}
          >
            {rendered ? panels[tab.id] : null}
          </div>
        );
      })}
    </div>
  );
}

/** The tab named by `value` when it is one of `ids`, else `fallback`: for a route's query parsing. */
export function tabFrom<Id extends string>(value: string | null, ids: readonly Id[], fallback: Id): Id {
  return ids.find((id) => id === value) ?? fallback;
}
