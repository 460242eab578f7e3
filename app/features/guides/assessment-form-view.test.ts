import { describe, expect, it } from "vitest";
import { assessmentFormView } from "./assessment-form-view";
import { assessmentFromQuery } from "./renovation-assessment";

const viewOf = (query: string) => assessmentFormView(assessmentFromQuery(new URLSearchParams(query), 2026));

describe("assessmentFormView", () => {
  it("words the comparison of a 1955 house of 3,000 sq ft", () => {
    const result = viewOf("value=$2,000,000&sqft=3,000&year=1955").result;
    expect(result?.summary).toBe(
      "A house built in 1955 is 71 years old. Renovating would cost about 64% of a same-size rebuild.",
    );
    expect(result?.rows.map((row) => row.cost)).toEqual(["$1,485,000", "$2,317,500"]);
    expect(result?.rows[1]?.scope).toMatch(/\(3,000 sq ft\)$/);
    expect(result?.leadPaintNote).not.toBeNull();
  });

  it("shows no result and names the wrong fields when the query is invalid", () => {
    const view = viewOf("value=&sqft=100&year=2031");
    expect(view.result).toBeNull();
    expect(Object.keys(view.errors).sort()).toEqual(["sqft", "value", "year"]);
  });

  it("states the assumptions, the age bands joined end to end", () => {
    const { assumptions } = viewOf("");
    expect(assumptions[0]).toMatch(/^Renovation, house 0-25 years old: .*, \$175 per sq ft, 4-8 months\.$/);
    expect(assumptions[1]).toMatch(/^Renovation, house 26-60 years old: .*, \$325 per sq ft, 8-14 months\.$/);
    expect(assumptions.at(-1)).toMatch(
      /^A renovation at \d+% or more of the rebuild cost points to a rebuild; at \d+% or less, to renovating\.$/,
    );
  });
});
