import type { LucideIcon } from "lucide-react";
import type { ReactElement } from "react";

/** A Lucide icon's drawing as plain JSON (lucide's `LucideIconData`, its attributes all strings). */
export type IconDrawing = {
  name?: string;
  size?: number;
  aliases?: string[];
  node: [tag: string, attributes: Record<string, string>][];
};

/**
 * A Lucide icon's drawing as plain data, so it travels as loader data and lucide's `Icon` (already
 * in the shell chunk) draws it: the page's chunk then carries no SVG paths (decision 004). Each
 * lucide-react 1.x icon is a `forwardRef` that renders `<Icon icon={drawing}>`; the test pins that
 * the markup is the same as the icon component's.
 */
export function iconDrawing(icon: LucideIcon): IconDrawing {
  const { render } = icon as unknown as { render: (props: object, ref: null) => ReactElement<{ icon: IconDrawing }> };
  return render({}, null).props.icon;
}
