import { Link } from "react-router";
import type { ActionLink } from "./cta-band";

const COLUMNS = { 3: "lg:grid-cols-3", 4: "lg:grid-cols-4" } as const;

/** A grid of plain links to related pages (each a tappable box), on a white or grey section. */
export function LinkGrid({ links, columns = 3 }: { links: readonly ActionLink[]; columns?: keyof typeof COLUMNS }) {
  return (
    <ul className={`grid gap-3 sm:grid-cols-2 ${COLUMNS[columns]}`}>
      {links.map((link) => (
        <li key={link.to}>
          <Link
            to={link.to}
            className="block min-h-11 rounded-lg border border-slate-200 bg-white px-4 py-3 font-medium text-blue-900 hover:border-blue-900 hover:bg-blue-50"
          >
            {link.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}
