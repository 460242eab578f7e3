import { useEffect, useRef, type KeyboardEvent, type MouseEvent, type ReactNode } from "react";
import { Link, useLocation, useNavigate, useNavigationType, useSubmit } from "react-router";

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

/** The id of a tab: also the fragment of the address that tab leads to, so the page lands on it. */
export const tabElementId = (idPrefix: string, id: string) => `${idPrefix}-tab-${id}`;

/**
 * Accessible tabs whose selection lives in the address (`?tab=costs`), so a tab can be linked and
 * works without JavaScript: each tab is a real link the server renders, or with `formId` a submit
 * button of that GET form (`tab=costs` and the form's fields). The tab list does not print.
 *
 * They behave the same with and without JavaScript (decision 101): choosing a
 * tab adds a history entry (the back button returns to the tab before), the address ends with the
 * chosen tab's id (`#guide-tab-costs`), so the browser scrolls to the tabs and focuses the chosen
 * one, and every tab is in the Tab order. JavaScript only adds the arrow keys, Home and End
 * (automatic activation) and keeps the page from reloading.
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
  const navigationType = useNavigationType();
  const tabRefs = useRef(new Map<Id, HTMLAnchorElement | HTMLButtonElement>());
  const fragmentOf = (id: Id) => `#${tabElementId(idPrefix, id)}`;

  const hrefFor = (id: Id) => {
    const params = new URLSearchParams(location.search);
    if (id === defaultTab) params.delete(param);
    else params.set(param, id);
    const query = params.toString();
    return `${location.pathname}${query ? `?${query}` : ""}${fragmentOf(id)}`;
  };

  // The form's submission, with the tab's name and value and its fragment (the button's formAction),
  // a new history entry as without JavaScript.
  const submitTab = (button: HTMLButtonElement) => void submit(button, { preventScrollReset: true });

  const select = (id: Id) => {
    const tab = tabRefs.current.get(id);
    if (tab instanceof HTMLButtonElement) submitTab(tab);
    else void navigate(hrefFor(id), { preventScrollReset: true });
    tab?.focus();
  };

  // What the browser does by itself without JavaScript: a chosen tab's address focuses that tab;
  // the back and forward buttons reload the page, which leaves focus on no tab. The first address
  // was the browser's own load.
  useEffect(() => {
    if (location.key === "default") return;
    const tabElements = [...tabRefs.current.values()];
    const active = document.activeElement;
    if (navigationType === "POP") {
      if (tabElements.some((tab) => tab === active)) (active as HTMLElement).blur();
      return;
    }
    const named = tabs.find((tab) => location.hash === fragmentOf(tab.id));
    if (named) tabRefs.current.get(named.id)?.focus({ preventScroll: true });
    // Only a new address moves focus; a re-render does not.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.key]);

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
            id: tabElementId(idPrefix, tab.id),
            "aria-selected": active,
            "aria-controls": `${idPrefix}-panel-${tab.id}`,
            className: tabClasses(active),
          };
          return formId ? (
            <button
              key={tab.id}
              {...common}
              type="submit"
              form={formId}
              formAction={`${location.pathname}${fragmentOf(tab.id)}`}
              name={param}
              value={tab.id}
              onClick={onClick}
            >
              {tab.label}
            </button>
          ) : (
            <Link key={tab.id} {...common} to={hrefFor(tab.id)} preventScrollReset>
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
            aria-labelledby={tabElementId(idPrefix, tab.id)}
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
