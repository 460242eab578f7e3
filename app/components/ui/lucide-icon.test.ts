import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
// Vitest does not apply vite.config.ts, so these are lucide-react's own icons, for comparison.
import { House, Mail, X, type LucideIcon } from "lucide-react";
import createLucideIcon from "./lucide-icon";

type IconData = Parameters<typeof createLucideIcon>[0];
/** The data lucide's own build of an icon is made from (each icon module exports it; untyped). */
async function iconData(name: string): Promise<IconData> {
  const module = (await import(`lucide-react/dist/esm/icons/${name}.mjs`)) as { __iconData: IconData };
  return module.__iconData;
}
const [houseData, mailData, xData] = [await iconData("house"), await iconData("mail"), await iconData("x")];

const cases: [string, LucideIcon, IconData][] = [
  ["house (with an alias)", House, houseData],
  ["mail", Mail, mailData],
  ["x", X, xData],
];

describe("createLucideIcon", () => {
  for (const [name, Lucide, data] of cases) {
    const Ours = createLucideIcon(data);
    it(`renders ${name} exactly as lucide-react does`, () => {
      for (const props of [
        {},
        { className: "h-5 w-5 text-blue-600" },
        { "aria-hidden": true, className: "size-4" },
        { "aria-label": "Close", size: 20, strokeWidth: 1.5 },
        { role: "img", color: "red" },
      ]) {
        expect(renderToStaticMarkup(createElement(Ours, props))).toBe(
          renderToStaticMarkup(createElement(Lucide, props)),
        );
      }
    });
  }
});
