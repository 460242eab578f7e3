// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { AudiencePhrase } from "./audience-phrase";

const PHRASES = ["For Buyers", "For Investors", "For Sellers"];
const SENTENCE = "For buyers, investors and sellers.";

afterEach(cleanup);

/** The phrases as rendered, in order. */
function phraseSpans(): HTMLElement[] {
  return [...document.querySelectorAll<HTMLElement>(".audience-phrase")];
}

describe("AudiencePhrase (spec sections 4 and 9)", () => {
  it("renders every phrase in order, only the first shown before the animation runs", () => {
    render(<AudiencePhrase phrases={PHRASES} sentence={SENTENCE} />);
    expect(phraseSpans().map((span) => span.textContent)).toEqual(PHRASES);
    expect(phraseSpans().map((span) => span.style.opacity)).toEqual(["1", "0", "0"]);
  });

  it("starts phrase i's cycle i slots after the first", () => {
    render(<AudiencePhrase phrases={PHRASES} sentence={SENTENCE} />);
    expect(phraseSpans().map((span) => span.style.getPropertyValue("--phrase-delay"))).toEqual([
      "0ms",
      "-5000ms",
      "-2500ms",
    ]);
  });

  it("gives screen readers one static sentence instead of the rotation", () => {
    render(<AudiencePhrase phrases={PHRASES} sentence={SENTENCE} />);
    expect(screen.getByText(SENTENCE).className).toContain("sr-only");
    expect(phraseSpans()[0]!.parentElement!.getAttribute("aria-hidden")).toBe("true");
  });
});
