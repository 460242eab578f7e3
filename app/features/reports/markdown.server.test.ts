import { describe, expect, it } from "vitest";
import { inlineMarkdownHtml, inlineMarkdownText } from "./markdown.server";

describe("the words of a week (inline Markdown)", () => {
  it("keeps emphasis and links", () => {
    expect(inlineMarkdownHtml("**Fast** sales in [Riverside](https://example.com/r)")).toBe(
      '<strong>Fast</strong> sales in <a href="https://example.com/r" rel="noopener">Riverside</a>',
    );
  });

  it("never keeps a script, an event handler or a javascript: link", () => {
    const html = inlineMarkdownHtml(
      '<script>alert(1)</script><img src=x onerror="alert(2)"> [x](javascript:alert(3)) <a href="javascript:alert(4)" onclick="alert(5)">y</a>',
    );
    expect(html).not.toMatch(/script|onerror|onclick|javascript:|<img/i);
  });

  it("plain text has no markup", () => {
    expect(inlineMarkdownText("**Fast** & [sure](https://example.com)")).toBe("Fast & sure");
  });
});
