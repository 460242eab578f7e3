// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { ComponentProps } from "react";
import { NeighbourhoodCard } from "./neighbourhood-card";

afterEach(cleanup);

/** One card with no figures, and its paragraphs' text as a reader reads them. */
function renderCard(props: Partial<ComponentProps<typeof NeighbourhoodCard>>) {
  const { container } = render(<NeighbourhoodCard as="div" name="Riverside" facts={[]} {...props} />);
  return { container, paragraphs: [...container.querySelectorAll("p")].map((p) => p.textContent ?? "") };
}

describe("NeighbourhoodCard notes", () => {
  it("prints each note as its label, a colon and its words, in order, before the card's own children", () => {
    const { paragraphs } = renderCard({
      description: "Near the water.",
      notes: [
        { label: "Typical residents", text: "Families." },
        { label: "Market status", text: "Tight.", panel: true },
      ],
      children: <p>After the notes.</p>,
    });
    expect(paragraphs).toEqual([
      "Near the water.",
      "Typical residents: Families.",
      "Market status: Tight.",
      "After the notes.",
    ]);
    expect(screen.getByText("Typical residents:").className).toContain("font-semibold");
  });

  it("leaves out a note without words and shades a panel note", () => {
    const { container, paragraphs } = renderCard({
      notes: [
        { label: "Typical buyers", text: undefined },
        { label: "Market status", text: "Balanced.", panel: true },
      ],
    });
    expect(paragraphs).toEqual(["Market status: Balanced."]);
    const panel = container.querySelector("p");
    // The first note shown keeps the first note's distance from the card's body.
    expect(panel?.className).toContain("mt-4");
    expect(panel?.className).toContain("bg-slate-100");
  });

  it("renders no note paragraph when given none", () => {
    expect(renderCard({ description: "Quiet." }).paragraphs).toEqual(["Quiet."]);
  });
});
