import { createContext, use } from "react";

/**
 * Where the server finds the CSS of a stylesheet href (app/entry.server.tsx provides it; see
 * docs/decisions/009-inline-stylesheet.md). Missing in the browser; a reader that answers
 * `undefined` (development: no built file) makes the page link the stylesheet instead.
 */
export const StylesheetSource = createContext<((href: string) => string | undefined) | null>(null);

let inlinedOnPage: { href: string; css: string } | null | undefined;

/** In the browser, the CSS the server inlined for `href`, read once, so hydration claims the same <style>. */
function cssInlinedOnPage(href: string): string | undefined {
  if (typeof document === "undefined") return undefined;
  if (inlinedOnPage === undefined) {
    const style = document.querySelector<HTMLStyleElement>("head > style[data-href]");
    inlinedOnPage = style ? { href: style.dataset.href ?? "", css: style.textContent ?? "" } : null;
  }
  return inlinedOnPage?.href === href ? inlinedOnPage.css : undefined;
}

/**
 * The site's stylesheet: its CSS inlined in a <style> when the server has the built file, so the
 * first paint waits for no second request; a <link> otherwise.
 */
export function Stylesheet({ href }: { href: string }) {
  const readCss = use(StylesheetSource);
  const css = readCss ? readCss(href) : cssInlinedOnPage(href);
  if (css === undefined || /<\/style/i.test(css)) return <link rel="stylesheet" href={href} />;
  return <style data-href={href} dangerouslySetInnerHTML={{ __html: css }} />;
}
