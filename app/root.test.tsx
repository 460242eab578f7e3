// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createRoutesStub, data } from "react-router";
import { ErrorBoundary } from "./root";

afterEach(cleanup);

function renderFailingRoute(loader: () => unknown) {
  const Stub = createRoutesStub([
    {
      path: "/",
      Component: () => <p>never shown</p>,
      loader,
      ErrorBoundary: ErrorBoundary as never,
      HydrateFallback: () => null,
    },
  ]);
  render(<Stub initialEntries={["/"]} />);
}

describe("root ErrorBoundary", () => {
  it("shows 'Unexpected Application Error!' with the thrown error's message", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    vi.spyOn(console, "warn").mockImplementation(() => {});
    renderFailingRoute(() => {
      throw new Error("Report data could not be read");
    });
    expect(await screen.findByRole("heading", { name: "Unexpected Application Error!" })).toBeTruthy();
    expect(screen.getByText("Report data could not be read")).toBeTruthy();
  });

  it("shows the status and status text of a thrown response", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    renderFailingRoute(() => {
      throw data("gone", { status: 503, statusText: "Service Unavailable" });
    });
    expect(await screen.findByRole("heading", { name: "Unexpected Application Error!" })).toBeTruthy();
    expect(screen.getByText("Service Unavailable")).toBeTruthy();
    expect(screen.getByText(/503/)).toBeTruthy();
  });
});
