// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { NeighbourhoodCard } from "./neighbourhood-card";

afterEach(cleanup);

/** The card's paragraphs after its description, as a reader reads them. */
function paragraphsOf(container: HTMLElement): string[] {
  return [...container.querySelectorAll("p")].map((p) => p.textContent ?? "");
}

describe("NeighbourhoodCard notes", () => {
  it("prints each note as its label, a colon and its words, in order, before the card's own children", () => {
    const { container } = render(
      <NeighbourhoodCard
        as="div"
        name="Riverside"
        facts={[]}
        description="Near the water."
        notes={[
          { label: "Typical residents", text: "Families." },
          { label: "Market status", text: "Tight.", panel: true },
        ]}
      >
        <p>After the notes.</p>
      </NeighbourhoodCard>,
    );
    expect(paragraphsOf(container)).toEqual([
      "Near the water.",
      "Typical residents: Families.",
      "Market status: Tight.",
      "After the notes.",
    ]);
    expect(screen.getByText("Typical residents:").className).toContain("font-semibold");
  });

  it("leaves out a note without words, and sets only a panel note on the shaded panel", () => {
    const { container } = render(
      <NeighbourhoodCard
        as="div"
        name="Byram"
        facts={[]}
        notes={[
          { label: "Typical buyers", text: undefined },
          { label: "Market status", text: "Balanced.", panel: true },
        ]}
      />,
    );
    expect(paragraphsOf(container)).toEqual(["Market status: Balanced."]);
    const panel = container.querySelector("p");
    // The first note shown keeps the first note's distance from the card's body.
    expect(panel?.className).toContain("mt-4");
    expect(panel?.className).toContain("bg-slate-100");
  });

  it("renders no note paragraph when given none", () => {
    const { container } = render(<NeighbourhoodCard as="div" name="Glenville" facts={[]} description="Quiet." />);
    expect(paragraphsOf(container)).toEqual(["Quiet."]);
  });
});
