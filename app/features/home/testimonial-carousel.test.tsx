// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { homePage } from "./home-page.server";
import { TestimonialCarousel } from "./testimonial-carousel";

afterEach(cleanup);

// The section as the page's loader gives it: the content with the icons' drawings.
const { testimonialsSection } = homePage();

const [first, second, third] = testimonialsSection.testimonials;

/** The quote's slide is shown when it has no `hidden` attribute. */
function isShown(quote: string): boolean {
  return !screen.getByText(quote).closest("[aria-roledescription='slide']")?.hasAttribute("hidden");
}

describe("TestimonialCarousel (spec section 4)", () => {
  it("renders all three slides, only the first shown, the others marked for the no-JavaScript style", () => {
    render(<TestimonialCarousel testimonialsSection={testimonialsSection} />);
    const slides = document.querySelectorAll("[aria-roledescription='slide']");
    expect(slides).toHaveLength(3);
    expect([...slides].map((slide) => slide.hasAttribute("hidden"))).toEqual([false, true, true]);
    for (const slide of slides) expect(slide.hasAttribute("data-nojs-show")).toBe(true);
    expect(screen.getByRole("button", { name: "Next testimonial" }).closest("[data-js-only]")).not.toBeNull();
  });

  it("moves forward with next and wraps from the last to the first", () => {
    render(<TestimonialCarousel testimonialsSection={testimonialsSection} />);
    const next = screen.getByRole("button", { name: "Next testimonial" });
    fireEvent.click(next);
    expect(isShown(second!.quote)).toBe(true);
    expect(isShown(first!.quote)).toBe(false);
    fireEvent.click(next);
    fireEvent.click(next);
    expect(isShown(first!.quote)).toBe(true);
  });

  it("wraps from the first to the last with previous", () => {
    render(<TestimonialCarousel testimonialsSection={testimonialsSection} />);
    fireEvent.click(screen.getByRole("button", { name: "Previous testimonial" }));
    expect(isShown(third!.quote)).toBe(true);
    expect(isShown(first!.quote)).toBe(false);
  });

  it("shows the chosen testimonial from its dot and marks only that dot as pressed", () => {
    render(<TestimonialCarousel testimonialsSection={testimonialsSection} />);
    fireEvent.click(screen.getByRole("button", { name: "Show testimonial 3" }));
    expect(isShown(third!.quote)).toBe(true);
    const pressed = [1, 2, 3].map((n) =>
      screen.getByRole("button", { name: `Show testimonial ${n}` }).getAttribute("aria-pressed"),
    );
    expect(pressed).toEqual(["false", "false", "true"]);
  });
});
