import { describe, expect, it } from "vitest";
import { withoutHydrateFallbackHint } from "./server";

describe("withoutHydrateFallbackHint", () => {
  it("removes React Router's console hint from the shell and nothing else", () => {
    const shell = `<main id="main"><script nonce="n">
              console.log(
                "💿 Hey developer 👋. You can provide a way better UX than this " +
                "for more information."
              );
            </script></main><footer><script>window.__reactRouterContext = {};</script></footer>`;
    expect(withoutHydrateFallbackHint(shell)).toBe(
      `<main id="main"></main><footer><script>window.__reactRouterContext = {};</script></footer>`,
    );
  });
});
