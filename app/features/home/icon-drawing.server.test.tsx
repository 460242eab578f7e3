import { ChartLine, Icon, PiggyBank, TrendingUp } from "lucide-react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { iconDrawing } from "./icon-drawing.server";

describe("iconDrawing", () => {
  it("gives the icon's name and paths as plain data", () => {
    const drawing = iconDrawing(TrendingUp);
    expect(drawing.name).toBe("trending-up");
    expect(JSON.parse(JSON.stringify(drawing))).toEqual(drawing);
  });

  it("draws, through lucide's Icon, exactly the markup of the icon component", () => {
    for (const Drawn of [TrendingUp, PiggyBank, ChartLine]) {
      expect(renderToStaticMarkup(<Icon icon={iconDrawing(Drawn)} aria-hidden="true" className="size-6" />)).toBe(
        renderToStaticMarkup(<Drawn aria-hidden="true" className="size-6" />),
      );
    }
  });
});
