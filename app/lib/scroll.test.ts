import { describe, expect, it } from "vitest";
import { activeAnchor, isHeaderScrolled } from "./scroll";

describe("isHeaderScrolled", () => {
  it("stays transparent up to and including 10 px", () => {
    expect(isHeaderScrolled(0)).toBe(false);
    expect(isHeaderScrolled(10)).toBe(false);
  });
  it("turns white past 10 px", () => {
    expect(isHeaderScrolled(11)).toBe(true);
    expect(isHeaderScrolled(2000)).toBe(true);
  });
});

describe("activeAnchor", () => {
  const sections = [
    { id: "benefits", top: 1200 },
    { id: "about", top: 2000 },
  ];
  it("is null above the first section's offset line", () => {
    expect(activeAnchor(sections, 0)).toBeNull();
    expect(activeAnchor(sections, 999)).toBeNull();
  });
  it("highlights a section once its top is within 200 px of the viewport top", () => {
    expect(activeAnchor(sections, 1000)).toBe("benefits");
    expect(activeAnchor(sections, 1799)).toBe("benefits");
    expect(activeAnchor(sections, 1800)).toBe("about");
  });
  it("does not depend on the order sections are given in", () => {
    expect(activeAnchor([...sections].reverse(), 5000)).toBe("about");
  });
  it("honours a custom offset", () => {
    expect(activeAnchor(sections, 1100, 100)).toBe("benefits");
    expect(activeAnchor(sections, 1099, 100)).toBeNull();
  });
});
