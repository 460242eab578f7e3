import { describe, expect, it } from "vitest";
import { moved, testimonialForm } from "./testimonial-edit";

describe("the testimonials' forms", () => {
  it("takes a new testimonial's words, trimmed", () => {
    const parsed = testimonialForm.parse({ intent: "add", quote: "  Great help. ", name: "Ann B.", role: "" });
    expect(parsed).toEqual({ intent: "add", quote: "Great help.", name: "Ann B.", role: "" });
  });

  it("says which field is wrong", () => {
    const empty = testimonialForm.safeParse({ intent: "add", quote: " ", name: "Ann B.", role: "" });
    expect(empty.error?.issues[0]).toMatchObject({ path: ["quote"], message: "The quote is required." });
    const long = testimonialForm.safeParse({ intent: "edit", id: "3", quote: "Yes", name: "x".repeat(81), role: "" });
    expect(long.error?.issues[0]).toMatchObject({ path: ["name"], message: "The name is at most 80 characters." });
    // Characters, not UTF-16 units: 80 emoji are 80 characters.
    expect(testimonialForm.safeParse({ intent: "add", quote: "Yes", name: "😀".repeat(80), role: "" }).success).toBe(
      true,
    );
  });

  it("refuses an intent or an id the page never sends", () => {
    expect(testimonialForm.safeParse({ intent: "swap", id: "1" }).success).toBe(false);
    expect(testimonialForm.safeParse({ intent: "delete", id: "-1" }).success).toBe(false);
    expect(testimonialForm.safeParse({ intent: "move", id: "1", direction: "left" }).success).toBe(false);
    expect(testimonialForm.safeParse({ intent: "move", id: "default-2", direction: "up" }).success).toBe(true);
    expect(testimonialForm.safeParse({ intent: "move", id: "default-x", direction: "up" }).success).toBe(false);
  });
});

describe("moving a testimonial", () => {
  it("swaps it with its neighbor", () => {
    expect(moved([4, 7, 9], 7, "up")).toEqual([7, 4, 9]);
    expect(moved([4, 7, 9], 7, "down")).toEqual([4, 9, 7]);
  });

  it("leaves the order as it is at either end or for an unknown id", () => {
    expect(moved([4, 7, 9], 4, "up")).toEqual([4, 7, 9]);
    expect(moved([4, 7, 9], 9, "down")).toEqual([4, 7, 9]);
    expect(moved([4, 7, 9], 5, "up")).toEqual([4, 7, 9]);
  });
});
