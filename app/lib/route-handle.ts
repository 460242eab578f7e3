import type { UIMatch } from "react-router";

/**
 * What a route module says about itself in `export const handle`. A page that needs JavaScript
 * (a calculator that computes as you type, the dashboard's keyboard and dialogs) says
 * `handle = HYDRATE`; every other page is HTML and CSS only, with no script at all
 * (docs/decisions/014-javascript-only-where-a-page-needs-it.md).
 */
export type RouteHandle = { hydrate?: boolean; workspace?: boolean };

export const HYDRATE = { hydrate: true } as const satisfies RouteHandle;

/**
 * The broker's workspace (/studio, its sign-in and enrolment): the root leaves out the public
 * footer, whose contact form and newsletter sign-up are for visitors.
 */
export const WORKSPACE = { workspace: true } as const satisfies RouteHandle;

/** Whether any matched route asks for JavaScript: the root then renders React Router's `<Scripts />`. */
export function pageHydrates(matches: readonly Pick<UIMatch, "handle">[]): boolean {
  return matches.some((match) => (match.handle as RouteHandle | undefined)?.hydrate === true);
}

/** Whether any matched route belongs to the broker's workspace: the root then shows no public footer. */
export function inWorkspace(matches: readonly Pick<UIMatch, "handle">[]): boolean {
  return matches.some((match) => (match.handle as RouteHandle | undefined)?.workspace === true);
}
