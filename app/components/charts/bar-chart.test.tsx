// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { BarChart } from "./bar-chart";

afterEach(cleanup);

describe("BarChart", () => {
  it("draws one bar per datum, scaled to the largest, with a table alternative", () => {
    const { container } = render(
      <BarChart
        title="Contracts by type"
        data={[
          { label: "Single family", value: 10, color: "#1e3a8a" },
          { label: "Condo", value: 5, color: "#f59e0b" },
        ]}
      />,
    );
    const bars = container.querySelectorAll("rect");
    expect(bars).toHaveLength(2);
    expect(Number(bars[1]!.getAttribute("width"))).toBeCloseTo(Number(bars[0]!.getAttribute("width")) / 2);
    expect(screen.getByRole("img", { name: /Contracts by type/ })).toBeTruthy();
    expect(screen.getByRole("table", { name: "Contracts by type" })).toBeTruthy();
  });

  it("says 'No data available' when the total is zero", () => {
    render(<BarChart title="Empty" data={[{ label: "Condo", value: 0, color: "#000" }]} />);
    expect(screen.getByText("No data available")).toBeTruthy();
  });
});
