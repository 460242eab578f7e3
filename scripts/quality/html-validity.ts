// What the Nu HTML Checker (vnu) reports that is not an error in our pages (docs/decisions/009, 014).
//
// vnu checks the CSS of <style> elements with the W3C CSS validator, which does not yet know some
// standard CSS that Tailwind 4 writes and every current browser applies. Since the stylesheet is
// inlined into each page, vnu now reads it; these messages, and only these, are excused. Any other
// CSS message (a misspelt property, a broken rule of our own) still fails the check.

type VnuMessage = { message: string; extract?: string };

const KNOWN_CSS_CHECKER_GAPS: readonly RegExp[] = [
  // CSS Properties and Values API Level 1: Tailwind registers its --tw-* custom properties.
  /^CSS: Unrecognized at-rule “@property”\.?$/,
  // CSS Box Model Level 4, inside Tailwind's @supports test for browsers without @property.
  /^CSS: “margin-trim”: Property “margin-trim” doesn't exist\.$/,
  // CSS Images Level 4 colour interpolation in gradients: `linear-gradient(to bottom right in oklab, …)`.
  /^CSS: “background-image”: “in” is not a “color” value\.$/,
  /^CSS: “background-image”: Parse Error\.$/,
  // Scroll-driven Animations: the header's scrolled look and reveal-on-scroll (decision 014).
  /^CSS: “animation-timeline”: Property “animation-timeline” doesn't exist\.$/,
  /^CSS: “animation-range”: Property “animation-range” doesn't exist\.$/,
  // CSS Containment Level 3: a table's scroll box is a size container, so its cue shows by width.
  /^CSS: “container-type”: Property “container-type” doesn't exist\.$/,
  // Not CSS: the listings table stacks its rows on a phone (display: block), and explicit table roles
  // keep its rows and cells announced as such there; the checker refuses roles on a table's rows
  // and cells. Deliberate: the dashboard's row clicks and screen readers rely on them.
  /^The “role” attribute must not be used on a “(tr|th|td|thead|tbody)” element which has a “table” ancestor/,
];

/** True for a message that comes from the CSS checker's gaps above, not from a fault in the page. */
export function isKnownCssCheckerGap({ message, extract }: VnuMessage): boolean {
  if (KNOWN_CSS_CHECKER_GAPS.some((gap) => gap.test(message))) return true;
  // After the @property rules the CSS parser gives up at the end of the sheet, reporting a bare
  // "Parse Error." there; one anywhere else is a real fault.
  return message === "CSS: Parse Error." && (extract ?? "").includes("</style>");
}
