import { Menu, X } from "lucide-react";
import { useEffect } from "react";
import { Link, NavLink, useLocation } from "react-router";
import type { NavLinkItem } from "~content/navigation";
import { useShellContent } from "~/lib/shell-content";

const MENU_ID = "site-menu";

function linkClass(active: boolean): string {
  return `rounded-md px-2.5 py-2 text-sm whitespace-nowrap font-medium transition-colors ${
    active ? "bg-blue-900/10 text-blue-900" : "text-slate-700 hover:bg-slate-100 hover:text-slate-900"
  }`;
}

/** A page link is marked current by the server (`aria-current="page"`); anchors on the home page are plain links. */
function HeaderLink({ link }: { link: NavLinkItem }) {
  if (link.to.startsWith("/#")) {
    return (
      <Link to={link.to} className={linkClass(false)}>
        {link.label}
      </Link>
    );
  }
  return (
    <NavLink to={link.to} className={({ isActive }) => linkClass(isActive)}>
      {link.label}
    </NavLink>
  );
}

/**
 * Spec "Shell": fixed header, white with a shadow after 10 px of scroll (`.site-header` in app.css,
 * a scroll-driven animation), and a mobile menu toggle. The menu is a popover: it opens and closes
 * without JavaScript, closes on Escape (focus back on the toggle) and on a tap outside it.
 */
export function SiteHeader() {
  const { site, headerLinks, subscribeLink } = useShellContent();
  const location = useLocation();
  // On a page that hydrates, a client-side navigation keeps the document: close the menu then.
  useEffect(() => {
    const menu = document.getElementById(MENU_ID);
    if (menu?.matches(":popover-open")) menu.hidePopover();
  }, [location.key]);

  return (
    <header className="site-header group/header fixed inset-x-0 top-0 z-50 bg-white/95 backdrop-blur print:hidden">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6">
        <Link to="/" className="flex items-center gap-2 text-base font-bold whitespace-nowrap text-blue-950 sm:text-lg">
          {/* The photo or logo saved in Settings, else the initials (decision 110); the name beside it is the link's text. */}
          {site.image ? (
            <img
              src={site.image.src}
              alt=""
              width={36}
              height={36}
              className="size-9 shrink-0 rounded-md object-cover"
              data-site-image
            />
          ) : (
            <span
              aria-hidden="true"
              className="grid size-9 shrink-0 place-items-center rounded-md bg-blue-900 text-[11px] font-bold text-white"
            >
              {site.shortName}
            </span>
          )}
          {/* Between 1280 and 1536 px the eight header entries need the room: the logo alone stays. */}
          <span className="xl:sr-only 2xl:not-sr-only">{site.name}</span>
        </Link>

        <nav aria-label="Main" className="hidden items-center gap-1 xl:flex">
          {headerLinks.map((link) => (
            <HeaderLink key={link.to} link={link} />
          ))}
          <NavLink
            to={subscribeLink.to}
            className="ml-2 rounded-md bg-blue-900 px-4 py-2 text-sm font-semibold text-white hover:bg-blue-800"
          >
            {subscribeLink.label}
          </NavLink>
        </nav>

        <button
          type="button"
          popoverTarget={MENU_ID}
          aria-label="Menu"
          className="flex size-10 cursor-pointer items-center justify-center rounded-md text-slate-800 hover:bg-slate-100 xl:hidden"
        >
          <Menu aria-hidden="true" className="size-6 group-has-[#site-menu:popover-open]/header:hidden" />
          <X aria-hidden="true" className="hidden size-6 group-has-[#site-menu:popover-open]/header:block" />
        </button>
        <nav
          id={MENU_ID}
          popover="auto"
          aria-label="Menu"
          className="inset-x-0 top-16 bottom-auto m-0 max-h-[calc(100dvh-4rem)] w-full max-w-none overflow-y-auto border-0 border-t border-slate-200 bg-white px-4 pb-6 shadow-lg xl:hidden"
        >
          <ul className="flex flex-col gap-1 pt-3">
            {headerLinks.map((link) => (
              <li key={link.to} className="flex flex-col">
                <HeaderLink link={link} />
              </li>
            ))}
            <li className="mt-2 flex flex-col">
              <Link
                to={subscribeLink.to}
                className="rounded-md bg-blue-900 px-4 py-3 text-center text-sm font-semibold text-white hover:bg-blue-800"
              >
                {subscribeLink.label}
              </Link>
            </li>
          </ul>
        </nav>
      </div>
    </header>
  );
}
