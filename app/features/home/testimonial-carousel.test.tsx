// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { testimonialsSection as content } from "~content/home";
import { NO_COVERAGE, weeklyMarket } from "~/domain/weekly-market";
import { homePage } from "./home-page.server";
import { TestimonialCarousel } from "./testimonial-carousel";

afterEach(cleanup);

// The section as the page's loader gives it: the content with the icons' drawings.
// An empty history: the testimonials do not depend on it.
const { testimonialsSection } = homePage(
  { contracts: [], market: weeklyMarket({}), coverage: NO_COVERAGE, firstDay: "", lastDay: "", sample: [] },
  content.testimonials,
);

/** Where the label that reads `name` under testimonial `slide` (1-based) points. */
function targetOf(slide: number, name: string): string | null {
  const slideElement = screen.getByRole("group", { name: `${slide} of 3` });
  const label = [...slideElement.querySelectorAll("label")].find((candidate) => candidate.textContent === name);
  return label?.getAttribute("for") ?? null;
}

describe("TestimonialCarousel", () => {
  it("renders the three slides, each after its radio, the first checked", () => {
    render(<TestimonialCarousel testimonialsSection={testimonialsSection} />);
    const radios = screen.getAllByRole<HTMLInputElement>("radio");
    expect(radios.map((radio) => radio.getAttribute("aria-label"))).toEqual([
      "Show testimonial 1",
      "Show testimonial 2",
      "Show testimonial 3",
    ]);
    expect(radios.map((radio) => radio.checked)).toEqual([true, false, false]);
    for (const [index, radio] of radios.entries()) {
      expect(radio.nextElementSibling?.textContent).toContain(testimonialsSection.testimonials[index]!.quote);
    }
  });

  it("points next at the following testimonial and wraps from the last to the first", () => {
    render(<TestimonialCarousel testimonialsSection={testimonialsSection} />);
    expect(targetOf(1, "Next testimonial")).toBe("testimonial-2");
    expect(targetOf(3, "Next testimonial")).toBe("testimonial-1");
  });

  it("points previous at the one before and wraps from the first to the last", () => {
    render(<TestimonialCarousel testimonialsSection={testimonialsSection} />);
    expect(targetOf(2, "Previous testimonial")).toBe("testimonial-1");
    expect(targetOf(1, "Previous testimonial")).toBe("testimonial-3");
  });

  it("leaves the section out when no testimonial is visible", () => {
    const { container } = render(
      <TestimonialCarousel testimonialsSection={{ ...testimonialsSection, testimonials: [] }} />,
    );
    expect(container.innerHTML).toBe("");
    expect(screen.queryByRole("heading", { name: testimonialsSection.title })).toBeNull();
  });

  it("shows a single testimonial as one slide of one", () => {
    render(
      <TestimonialCarousel
        testimonialsSection={{ ...testimonialsSection, testimonials: [content.testimonials[1]!] }}
      />,
    );
    expect(screen.getByRole("group", { name: "1 of 1" }).textContent).toContain(content.testimonials[1]!.quote);
  });
});
