// @vitest-environment jsdom
import { act, cleanup, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { AudiencePhrase } from "./audience-phrase";

const PHRASES = ["For Buyers", "For Investors", "For Sellers"];
const SENTENCE = "For buyers, investors and sellers.";

function mockReducedMotion(reduce: boolean) {
  window.matchMedia = (query: string) =>
    ({
      matches: reduce && query.includes("reduce"),
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }) as unknown as MediaQueryList;
}

/** The visible, rotating phrase (hidden from assistive technology). */
function rotatingText(): HTMLElement {
  const element = screen.getByText(SENTENCE).parentElement?.querySelector<HTMLElement>("[aria-hidden='true']");
  if (!element) throw new Error("rotating phrase not found");
  return element;
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe("AudiencePhrase (spec sections 4 and 9)", () => {
  it("starts on the first phrase, fades it out at 2200 ms and shows the next at 2500 ms", () => {
    mockReducedMotion(false);
    render(<AudiencePhrase phrases={PHRASES} sentence={SENTENCE} />);
    expect(rotatingText().textContent).toBe("For Buyers");
    act(() => void vi.advanceTimersByTime(2200));
    expect(rotatingText().className).toContain("opacity-0");
    act(() => void vi.advanceTimersByTime(300));
    expect(rotatingText().textContent).toBe("For Investors");
    expect(rotatingText().className).toContain("opacity-100");
  });

  it("wraps around to the first phrase after the last", () => {
    mockReducedMotion(false);
    render(<AudiencePhrase phrases={PHRASES} sentence={SENTENCE} />);
    act(() => void vi.advanceTimersByTime(3 * 2500));
    expect(rotatingText().textContent).toBe("For Buyers");
  });

  it("stays on the first phrase when the visitor prefers reduced motion", () => {
    mockReducedMotion(true);
    render(<AudiencePhrase phrases={PHRASES} sentence={SENTENCE} />);
    act(() => void vi.advanceTimersByTime(10 * 2500));
    expect(rotatingText().textContent).toBe("For Buyers");
    expect(rotatingText().className).toContain("opacity-100");
  });

  it("gives screen readers one static sentence instead of the rotation", () => {
    mockReducedMotion(false);
    render(<AudiencePhrase phrases={PHRASES} sentence={SENTENCE} />);
    expect(screen.getByText(SENTENCE).className).toContain("sr-only");
    expect(rotatingText().getAttribute("aria-hidden")).toBe("true");
  });

  it("stops its timer when unmounted", () => {
    mockReducedMotion(false);
    const { unmount } = render(<AudiencePhrase phrases={PHRASES} sentence={SENTENCE} />);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
