// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { defaultFactBook, type FactName } from "~content/facts";
import type { FactActionData } from "./fact-actions.server";
import { FactPage } from "./fact-page";
import type { FactPageView } from "./fact-views.server";

afterEach(cleanup);

/** The page of one fact of the default book, with no history, as the route renders it. */
async function renderFact(name: FactName, answer?: FactActionData) {
  const view: FactPageView = {
    name,
    fact: defaultFactBook.facts[name],
    value: "shown",
    stale: false,
    hint: "whole dollars",
    history: [],
  };
  const Stub = createRoutesStub([{ path: "/", Component: () => <FactPage view={view} answer={answer} /> }]);
  render(<Stub initialEntries={["/"]} />);
  await screen.findByRole("button", { name: "Save the fact" });
  return [...document.querySelectorAll<HTMLInputElement>("form input:not([type=hidden])")];
}

describe("FactPage's edit form", () => {
  it("asks for one value, then what it measures, the period, its last day and the source, all required", async () => {
    const inputs = await renderFact("stamfordMedianSalePrice");
    expect(inputs.map((input) => input.name)).toEqual(["value", "measures", "period", "asOf", "source"]);
    expect(inputs.every((input) => input.required)).toBe(true);
    expect(screen.getByLabelText("Value").getAttribute("inputmode")).toBe("decimal");
    expect((screen.getByLabelText("Value") as HTMLInputElement).value).toBe("875000");
    expect(screen.getByLabelText("Period's last day").getAttribute("type")).toBe("date");
    expect(screen.getByLabelText("Source").getAttribute("maxlength")).toBe("300");
    expect(screen.getByText("As a number: whole dollars.")).toBeTruthy();
  });

  it("asks a range's bottom and top, and keeps what was typed with the error beside its field", async () => {
    const inputs = await renderFact("newConstructionCostPerSqFt", {
      ok: false,
      error: "Give the period as pages print it.",
      field: "period",
      values: { value: "610", upTo: "1200", measures: "m", period: "", asOf: "2026-01-31", source: "s" },
    });
    expect(inputs.map((input) => input.name)).toEqual(["value", "upTo", "measures", "period", "asOf", "source"]);
    expect((screen.getByLabelText("Bottom of the range") as HTMLInputElement).value).toBe("610");
    expect((screen.getByLabelText("Top of the range") as HTMLInputElement).value).toBe("1200");
    const period = screen.getByLabelText("Period");
    expect(period.getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByText("Give the period as pages print it.").id).toBe(
      period.getAttribute("aria-describedby")?.split(" ")[1],
    );
  });
});
