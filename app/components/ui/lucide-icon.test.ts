import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
// Icon is lucide-react's own renderer; the icons themselves are built by ./lucide-icon here as in
// the app (scripts/lucide-icon-base.ts), so Icon is the reference they are compared with.
import { House, Icon, Mail, X } from "lucide-react";
import { DrawnIcon, iconDrawing } from "./lucide-icon";

/** lucide's renderer, typed loosely: its props type wants a mutable drawing. */
const LucideReference = Icon as unknown as (props: Record<string, unknown>) => null;

const PROPS = [
  {},
  { className: "h-5 w-5 text-blue-600" },
  { "aria-hidden": true, className: "size-4" },
  { "aria-label": "Close", size: 20, strokeWidth: 1.5 },
  { role: "img", color: "red" },
];

describe("lucide icons", () => {
  for (const [name, icon] of [
    ["house (with an alias)", House],
    ["mail", Mail],
    ["x", X],
  ] as const) {
    it(`renders ${name} exactly as lucide-react does, as a component and from its drawing`, () => {
      const drawing = iconDrawing(icon);
      for (const props of PROPS) {
        const reference = renderToStaticMarkup(createElement(LucideReference, { ...props, icon: drawing }));
        expect(renderToStaticMarkup(createElement(icon, props))).toBe(reference);
        expect(renderToStaticMarkup(createElement(DrawnIcon, { ...props, icon: drawing }))).toBe(reference);
      }
    });
  }

  it("gives a drawing that survives JSON, as loader data does", () => {
    const drawing = JSON.parse(JSON.stringify(iconDrawing(House))) as ReturnType<typeof iconDrawing>;
    expect(renderToStaticMarkup(createElement(DrawnIcon, { icon: drawing, className: "size-6" }))).toContain(
      'class="lucide lucide-house lucide-home size-6"',
    );
  });

  it("refuses what is not an icon", () => {
    expect(() => iconDrawing(() => null)).toThrow(/Not a lucide icon/);
  });
});
