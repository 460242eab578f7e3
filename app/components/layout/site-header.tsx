import { Menu, X } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Link, NavLink, useLocation } from "react-router";
import type { NavLinkItem } from "~content/navigation";
import { activeAnchor, isHeaderScrolled } from "~/lib/scroll";
import { useShellContent } from "~/lib/shell-content";

/** Scroll position of the window: whether the header is "scrolled", and the home anchor in view. */
function useScrollState(onHome: boolean, headerLinks: readonly NavLinkItem[]) {
  const [scrolled, setScrolled] = useState(false);
  const [anchor, setAnchor] = useState<string | null>(null);
  useEffect(() => {
    const update = () => {
      setScrolled(isHeaderScrolled(window.scrollY));
      if (!onHome) return setAnchor(null);
      const anchors = headerLinks.filter((link) => link.to.startsWith("/#")).map((link) => link.to.slice(2));
      const sections = anchors.flatMap((id) => {
        const element = document.getElementById(id);
        return element ? [{ id, top: element.getBoundingClientRect().top + window.scrollY }] : [];
      });
      setAnchor(activeAnchor(sections, window.scrollY));
    };
    update();
    window.addEventListener("scroll", update, { passive: true });
    window.addEventListener("resize", update);
    return () => {
      window.removeEventListener("scroll", update);
      window.removeEventListener("resize", update);
    };
  }, [onHome, headerLinks]);
  return { scrolled, anchor };
}

function linkClass(active: boolean): string {
  return `rounded-md px-2.5 py-2 text-sm whitespace-nowrap font-medium transition-colors ${
    active ? "bg-blue-900/10 text-blue-900" : "text-slate-700 hover:bg-slate-100 hover:text-slate-900"
  }`;
}

function HeaderLink({ link, activeAnchorId }: { link: NavLinkItem; activeAnchorId: string | null }) {
  if (link.to.startsWith("/#")) {
    const active = activeAnchorId === link.to.slice(2);
    return (
      <Link to={link.to} className={linkClass(active)} aria-current={active ? "location" : undefined}>
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

/** Spec "Shell": fixed header, white with a shadow after 10 px of scroll, mobile menu toggle. */
export function SiteHeader() {
  const { site, headerLinks, subscribeLink } = useShellContent();
  const location = useLocation();
  const onHome = location.pathname === "/";
  const { scrolled, anchor } = useScrollState(onHome, headerLinks);
  const [menuOpen, setMenuOpen] = useState(false);
  // A visitor can open the menu before the page hydrates (decision 006): take its state from the page.
  const menu = useRef<HTMLDetailsElement>(null);
  useEffect(() => {
    if (menu.current?.open) setMenuOpen(true);
  }, []);

  // Close the mobile menu whenever the visitor navigates.
  const [lastLocation, setLastLocation] = useState(location.key);
  if (lastLocation !== location.key) {
    setLastLocation(location.key);
    setMenuOpen(false);
  }

  return (
    <header
      data-scrolled={scrolled}
      className={`fixed inset-x-0 top-0 z-50 transition-[background-color,box-shadow] duration-300 ${
        scrolled || menuOpen ? "bg-white shadow-md" : "bg-white/95 backdrop-blur"
      }`}
    >
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6">
        <Link to="/" className="flex items-center gap-2 text-base font-bold whitespace-nowrap text-blue-950 sm:text-lg">
          <span
            aria-hidden="true"
            className="grid size-9 shrink-0 place-items-center rounded-md bg-blue-900 text-[11px] font-bold text-white"
          >
            {site.shortName}
          </span>
          {/* Between 1280 and 1536 px the eight header entries need the room: the logo alone stays. */}
          <span className="xl:sr-only 2xl:not-sr-only">{site.name}</span>
        </Link>

        <nav aria-label="Main" className="hidden items-center gap-1 xl:flex">
          {headerLinks.map((link) => (
            <HeaderLink key={link.to} link={link} activeAnchorId={anchor} />
          ))}
          <NavLink
            to={subscribeLink.to}
            className="ml-2 rounded-md bg-blue-900 px-4 py-2 text-sm font-semibold text-white hover:bg-blue-800"
          >
            {subscribeLink.label}
          </NavLink>
        </nav>

        {/* <details> opens and closes without JavaScript; React keeps it in sync when it runs. */}
        <details
          ref={menu}
          className="group xl:hidden"
          open={menuOpen}
          onToggle={(event) => setMenuOpen(event.currentTarget.open)}
        >
          <summary
            className="flex size-10 cursor-pointer list-none items-center justify-center rounded-md text-slate-800 hover:bg-slate-100 [&::-webkit-details-marker]:hidden"
            aria-label={menuOpen ? "Close menu" : "Open menu"}
          >
            <Menu aria-hidden="true" className="size-6 group-open:hidden" />
            <X aria-hidden="true" className="hidden size-6 group-open:block" />
          </summary>
          <nav
            aria-label="Main"
            className="absolute inset-x-0 top-16 max-h-[calc(100dvh-4rem)] overflow-y-auto border-t border-slate-200 bg-white px-4 pb-6 shadow-lg"
          >
            <ul className="flex flex-col gap-1 pt-3">
              {headerLinks.map((link) => (
                <li key={link.to} className="flex flex-col">
                  <HeaderLink link={link} activeAnchorId={anchor} />
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
        </details>
      </div>
    </header>
  );
}
