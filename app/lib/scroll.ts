import { ANCHOR_HIGHLIGHT_OFFSET_PX, HEADER_SCROLL_THRESHOLD_PX } from "./timing";

/** Spec "Shell": the header turns white with a shadow after scrolling more than 10 px. */
export function isHeaderScrolled(scrollY: number, threshold = HEADER_SCROLL_THRESHOLD_PX): boolean {
  return scrollY > threshold;
}

export type SectionPosition = { id: string; top: number };

/**
 * Spec "Shell": on the home page the anchor whose section top has passed the viewport top plus the
 * 200 px offset is highlighted; the last such section in document order wins.
 */
export function activeAnchor(
  sections: readonly SectionPosition[],
  scrollY: number,
  offset = ANCHOR_HIGHLIGHT_OFFSET_PX,
): string | null {
  let active: string | null = null;
  for (const section of [...sections].sort((a, b) => a.top - b.top)) {
    if (section.top <= scrollY + offset) active = section.id;
  }
  return active;
}
