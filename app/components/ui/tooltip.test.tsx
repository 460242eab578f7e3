// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { HelpTooltip } from "./tooltip";

afterEach(cleanup);

describe("HelpTooltip", () => {
  it("is a focusable button described by its tooltip, hidden by Escape", async () => {
    render(<HelpTooltip label="Acres" text="The lot size in acres." />);
    const button = screen.getByRole("button", { name: "Help: Acres" });
    await userEvent.tab();
    expect(document.activeElement).toBe(button);
    const tooltip = screen.getByRole("tooltip", { hidden: true });
    expect(button.getAttribute("aria-describedby")).toBe(tooltip.id);
    expect(tooltip.textContent).toBe("The lot size in acres.");
    expect(tooltip.className).toContain("group-focus-within:block");
    await userEvent.keyboard("{Escape}");
    expect(tooltip.className).not.toContain("group-focus-within:block");
  });
});
