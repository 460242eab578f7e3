import { NavLink, Outlet } from "react-router";
import type { StudioUser } from "~/server/session.server";
import type { StudioNavItem } from "./studio-nav";

/** The broker's workspace: a menu of its sections (wrapping onto more lines on a phone) and the section. */
export function StudioLayoutPage({ view }: { view: { user: StudioUser; nav: readonly StudioNavItem[] } }) {
  const { user, nav } = view;
  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6">
      <div className="flex flex-wrap items-center justify-between gap-2 border-b border-slate-200 pb-3">
        <p className="text-sm text-slate-600">
          Studio · signed in as <span className="font-semibold break-all text-slate-900">{user.email}</span> (
          {user.role})
        </p>
        <form method="post" action="/studio/sign-out">
          <button
            type="submit"
            className="rounded-md px-3 py-2 text-sm font-semibold text-blue-800 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-blue-700"
          >
            Sign out
          </button>
        </form>
      </div>
      <nav aria-label="Studio">
        {/* Wraps onto a second line on a phone: every section in sight, none behind a scroll. */}
        <ul className="flex flex-wrap gap-1 py-2">
          {nav.map((item) => (
            <li key={item.href}>
              <NavLink
                to={item.href}
                end={item.href === "/studio"}
                className={({ isActive }) =>
                  `inline-block rounded-md px-3 py-2 text-sm font-medium ${
                    isActive ? "bg-blue-900 text-white" : "text-slate-700 hover:bg-slate-100"
                  }`
                }
              >
                {item.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="pt-4">
        <Outlet />
      </div>
    </div>
  );
}
