// Builds every lucide icon in place of lucide-react's own `createLucideIcon` (swapped in by
// `lucideIconBase()` in vite.config.ts, in the browser and the server build alike). The same <svg>
// lucide renders for the props this site passes (className, size, color, strokeWidth, aria and other
// SVG attributes), without lucide's context provider, stroke scaling options and class merging,
// which every page downloaded and none used: about 1 KiB gzip on every page (decision 004).
import { createElement, type ReactNode, type Ref, type SVGProps } from "react";

interface IconData {
  name: string;
  size?: number;
  aliases?: readonly string[];
  node: readonly (readonly [tag: string, attributes: Record<string, string>])[];
}

interface IconProps extends SVGProps<SVGSVGElement> {
  size?: number | string;
  children?: ReactNode;
  ref?: Ref<SVGSVGElement>;
}

/** Lucide's rule: an icon with a label, a role, a title or children is not hidden from assistive technology. */
function isLabelled(props: Record<string, unknown>, children: ReactNode): boolean {
  if (children != null) return true;
  return Object.entries(props).some(
    ([name, value]) => value != null && (name.startsWith("aria-") || name === "role" || name === "title"),
  );
}

export default function createLucideIcon(data: IconData) {
  const viewBox = `0 0 ${data.size ?? 24} ${data.size ?? 24}`;
  const classes = ["lucide", `lucide-${data.name}`, ...(data.aliases ?? []).map((alias) => `lucide-${alias}`)];
  return function LucideIcon({
    className,
    size = 24,
    color = "currentColor",
    strokeWidth = 2,
    children,
    ...rest
  }: IconProps) {
    return createElement(
      "svg",
      {
        xmlns: "http://www.w3.org/2000/svg",
        width: size,
        height: size,
        viewBox,
        fill: "none",
        stroke: color,
        strokeWidth,
        strokeLinecap: "round",
        strokeLinejoin: "round",
        className: className ? [...classes, className].join(" ") : classes.join(" "),
        ...(isLabelled(rest, children) ? {} : { "aria-hidden": "true" }),
        ...rest,
      },
      ...data.node.map(([tag, attributes]) => createElement(tag, attributes)),
      children,
    );
  };
}
