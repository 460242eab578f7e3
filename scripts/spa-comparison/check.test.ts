import { describe, expect, it } from "vitest";
import { headingDifferences, mainContent } from "./check";

describe("client-rendering check", () => {
  it("sees an empty <main> in the client-rendered shell, scripts aside", () => {
    const shell = `<header><h2>Menu</h2></header><main id="main" class="pt-16"><script>console.log("hint")</script>
      </main><footer><h2>Get Started</h2></footer>`;
    expect(mainContent(shell)).toBe("");
  });

  it("sees the page content of a server-rendered page", () => {
    expect(mainContent(`<main id="main"><section><h1>Byram</h1></section></main>`)).toBe(
      "<section><h1>Byram</h1></section>",
    );
    expect(mainContent("<body><p>No main</p></body>")).toBeNull();
  });

  it("accepts the same headings and names every difference", () => {
    const ours = { h1: ["The Byram Buyer's Guide"], h2: ["Statistics", "Outlook"] };
    expect(headingDifferences(ours, { h1: ["The Byram Buyer's Guide"], h2: ["Outlook", "Statistics"] })).toEqual([]);
    expect(headingDifferences(ours, { h1: ["Unexpected Application Error!"], h2: ["Outlook", "Sources"] })).toEqual([
      `<h1> "Unexpected Application Error!", ours "The Byram Buyer's Guide"`,
      "<h2> missing: Statistics",
      "<h2> not on our page: Sources",
    ]);
    expect(headingDifferences(ours, { h1: [], h2: ours.h2 })[0]).toBe("0 <h1> in <main> (expected one)");
  });
});
