// Builds every lucide icon in place of lucide-react's own `createLucideIcon` (swapped in by
// scripts/lucide-icon-base.ts, in the browser build, the server build and Vitest alike). The same
// <svg> lucide renders for the props this site passes (className, size, color, strokeWidth, aria and
// other SVG attributes), without lucide's context provider, stroke scaling options and class
// merging, which every page downloaded and none used: about 1 KiB gzip on every page (decision 004).
import { createElement, type ReactNode, type Ref, type SVGProps } from "react";

/** A lucide icon's drawing as plain JSON: it can travel as loader data (`iconDrawing`, `DrawnIcon`). */
export type IconDrawing = {
  name: string;
  size?: number;
  aliases?: readonly string[];
  node: readonly (readonly [tag: string, attributes: Record<string, string>])[];
};

export interface IconProps extends SVGProps<SVGSVGElement> {
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

/** Draws `icon` as lucide does. */
export function DrawnIcon({
  icon,
  className,
  size = 24,
  color = "currentColor",
  strokeWidth = 2,
  children,
  ...rest
}: IconProps & { icon: IconDrawing }) {
  const classes = ["lucide", `lucide-${icon.name}`, ...(icon.aliases ?? []).map((alias) => `lucide-${alias}`)];
  if (className) classes.push(className);
  return createElement(
    "svg",
    {
      xmlns: "http://www.w3.org/2000/svg",
      width: size,
      height: size,
      viewBox: `0 0 ${icon.size ?? 24} ${icon.size ?? 24}`,
      fill: "none",
      stroke: color,
      strokeWidth,
      strokeLinecap: "round",
      strokeLinejoin: "round",
      className: classes.join(" "),
      ...(isLabelled(rest, children) ? {} : { "aria-hidden": "true" }),
      ...rest,
    },
    ...icon.node.map(([tag, attributes]) => createElement(tag, attributes)),
    children,
  );
}

type BuiltIcon = ((props: IconProps) => ReturnType<typeof DrawnIcon>) & { drawing: IconDrawing };

export default function createLucideIcon(drawing: IconDrawing): BuiltIcon {
  const LucideIcon = (props: IconProps) => DrawnIcon({ ...props, icon: drawing });
  return Object.assign(LucideIcon, { drawing });
}

/**
 * The drawing of an icon imported from lucide-react, as plain data for a loader to return; the
 * page draws it with `DrawnIcon` (already in the shell chunk), so its chunk carries no SVG paths.
 */
export function iconDrawing(icon: unknown): IconDrawing {
  const drawing = (icon as Partial<BuiltIcon>).drawing;
  if (!drawing) throw new Error("Not a lucide icon built by app/components/ui/lucide-icon.ts");
  return drawing;
}
