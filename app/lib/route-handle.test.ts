import { describe, expect, it } from "vitest";
import { HYDRATE, inWorkspace, pageHydrates, WORKSPACE } from "./route-handle";

describe("route handles", () => {
  it("a page hydrates when any matched route asks for it", () => {
    expect(pageHydrates([{ handle: undefined }, { handle: HYDRATE }])).toBe(true);
    expect(pageHydrates([{ handle: undefined }, { handle: WORKSPACE }])).toBe(false);
  });

  it("a page is in the workspace when any matched route says so, whether or not it hydrates", () => {
    expect(inWorkspace([{ handle: undefined }, { handle: WORKSPACE }, { handle: HYDRATE }])).toBe(true);
    expect(inWorkspace([{ handle: undefined }, { handle: { ...HYDRATE, ...WORKSPACE } }])).toBe(true);
    expect(inWorkspace([{ handle: undefined }, { handle: HYDRATE }])).toBe(false);
    expect(inWorkspace([])).toBe(false);
  });
});
