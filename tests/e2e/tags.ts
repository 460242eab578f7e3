/**
 * The window widths a browser test runs at (decision 124, playwright.config.ts's projects):
 *
 *   test("...", async ({ page }) => ...);                 // 1280 px ("desktop") only
 *   test("...", LAYOUT, async ({ page }) => ...);         // 1280 and 375 px ("mobile")
 *   test.describe("...", PHONE, () => ...);               // 375 px only
 *
 * LAYOUT is for a test whose outcome depends on the window's width: what is in sight or scrolls
 * sideways, the phone menu, axe's view of a page (contrast, scrollable regions), a chart's layout.
 * A test of what a page says, computes, answers or stores runs once, at 1280 px.
 */
export const LAYOUT = { tag: "@layout" } as const;
/** A test written for a phone's width (375 px) alone: the mobile project runs it, the desktop one does not. */
export const PHONE = { tag: "@phone" } as const;

/**
 * A test of what only the whole browser has, not the headless shell the suite runs in (decision
 * 156): its PDF viewer. The "whole-browser" project runs it, at 1280 px.
 */
export const WHOLE_BROWSER = { tag: "@whole-browser" } as const;

/**
 * The mobile project's window. A spec with a server of its own (studio-server.ts) opens its phone
 * pages in the desktop project with this window instead of tagging them PHONE, so that its server
 * starts once, not once per project (decision 156).
 */
export const PHONE_WINDOW = { viewport: { width: 375, height: 812 }, hasTouch: true } as const;
