// @vitest-environment jsdom
import { act, cleanup, render, screen } from "@testing-library/react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import userEvent from "@testing-library/user-event";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { conveyanceCalculatorCopy } from "~content/calculators/conveyance-tax-guide";
import { AffordabilityCalculator } from "./affordability-calculator";
import { ConveyanceTaxCalculator } from "./conveyance-tax-calculator";
import { affordabilityCalculatorCopy } from "./first-time-guide.server";

afterEach(cleanup);

function renderAt(element: React.ReactElement) {
  const Stub = createRoutesStub([{ path: "/", Component: () => element }]);
  return render(<Stub initialEntries={["/"]} />);
}

describe("ConveyanceTaxCalculator", () => {
  it("renders the server's result from the initial price, then follows the typing", async () => {
    renderAt(
      <ConveyanceTaxCalculator
        idPrefix="t"
        initialPrice="3,000,000"
        initialType="residential"
        copy={conveyanceCalculatorCopy}
      />,
    );
    const total = () => screen.getByRole("row", { name: /Total conveyance tax/ });
    expect(total().textContent).toContain("$46,000");
    const price = screen.getByLabelText("Sale price");
    await userEvent.clear(price);
    await userEvent.type(price, "800,000");
    expect(screen.getAllByRole("row")).toHaveLength(3);
    expect(total().textContent).toContain("$8,000");
    await userEvent.type(price, "x");
    expect(screen.queryByRole("table")).toBeNull();
    expect(screen.getByText(/^Sale price: “800,000x” is not an amount we can read/)).toBeTruthy();
    expect(document.body.textContent).not.toContain("NaN");
  });

  it("computes a price typed before hydration, and keeps it", async () => {
    const element = (
      <ConveyanceTaxCalculator idPrefix="t" initialPrice="" initialType="residential" copy={conveyanceCalculatorCopy} />
    );
    const Stub = createRoutesStub([{ path: "/", Component: () => element }]);
    const container = document.createElement("div");
    document.body.append(container);
    container.innerHTML = renderToString(<Stub initialEntries={["/"]} />);
    const price = container.querySelector<HTMLInputElement>("#t-price")!;
    price.value = "800,000";
    await act(async () => {
      hydrateRoot(container, <Stub initialEntries={["/"]} />);
    });
    expect(price.value).toBe("800,000");
    expect(screen.getByRole("row", { name: /Total conveyance tax/ }).textContent).toContain("$8,000");
    container.remove();
  });

  it("shows no result until a price is entered", () => {
    renderAt(
      <ConveyanceTaxCalculator
        idPrefix="t"
        initialPrice=""
        initialType="residential"
        copy={conveyanceCalculatorCopy}
      />,
    );
    expect(screen.queryByRole("table")).toBeNull();
  });

  it("reads 3M and 2.5M as the money parser does", async () => {
    renderAt(
      <ConveyanceTaxCalculator
        idPrefix="t"
        initialPrice="3M"
        initialType="residential"
        copy={conveyanceCalculatorCopy}
      />,
    );
    const total = () => screen.getByRole("row", { name: /Total conveyance tax/ });
    expect(total().textContent).toContain("$46,000");
    const price = screen.getByLabelText("Sale price");
    expect(price.getAttribute("type")).toBe("text");
    await userEvent.clear(price);
    await userEvent.type(price, "2.5M");
    // 6,000 + 1.25 % of 1,700,000 = 27,250 state, + 0.25 % of 2,500,000 = 6,250 town.
    expect(total().textContent).toContain("$33,500");
  });
});

describe("AffordabilityCalculator", () => {
  it("shows the housing figure once income is entered and the price once a down payment is", async () => {
    renderAt(
      <AffordabilityCalculator
        initial={{ income: "", downPayment: "", monthlyDebts: "", rate: "6" }}
        copy={affordabilityCalculatorCopy()}
      />,
    );
    expect(screen.getByText("Enter your annual income to see an estimate.")).toBeTruthy();
    await userEvent.type(screen.getByLabelText("Annual gross income"), "200,000");
    await userEvent.type(screen.getByLabelText("Monthly debt payments"), "2000");
    expect(screen.getByText("$5,500")).toBeTruthy();
    expect(screen.getByText("Add your down payment to estimate a home price.")).toBeTruthy();
    await userEvent.type(screen.getByLabelText("Available down payment"), "500000");
    // The down payment covers $2,000,000 at 25 % down; the $5,500 budget carries less at 6 %.
    expect(screen.getByText("$2,000,000")).toBeTruthy();
    // The estimate and what the budget carries.
    expect(screen.getAllByText("$1,169,186")).toHaveLength(2);
    expect(
      screen.getByText("Your monthly budget sets this estimate: your down payment would cover more."),
    ).toBeTruthy();
    expect(screen.getByRole("row", { name: /Total housing payment/ }).textContent).toContain("$5,500");
  });
});
