// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { PieChart } from "./pie-chart";

afterEach(cleanup);

describe("PieChart", () => {
  it("draws the given slices with a table alternative", () => {
    const { container } = render(
      <PieChart
        title="Property types"
        slices={[
          { label: "Single Family", value: 3, color: "#111", percent: 75, path: "M0,-90A90,90,0,1,1,-90,0L0,0Z" },
          { label: "Land", value: 1, color: "#222", percent: 25, path: "M-90,0A90,90,0,0,1,0,-90L0,0Z" },
        ]}
      />,
    );
    expect(container.querySelectorAll("path")).toHaveLength(2);
    expect(screen.getByRole("img", { name: /Property types/ })).toBeTruthy();
    expect(screen.getByRole("table", { name: "Property types" }).textContent).toContain("Land");
  });

  it("says 'No data available' without slices", () => {
    render(<PieChart title="Empty" slices={[]} />);
    expect(screen.getByText("No data available")).toBeTruthy();
  });
});
